import { Transform } from "node:stream";

/**
 * Passes on what was written within one turn of the event loop as one chunk. React writes a page in pieces of
 * about 2 KB, all in the same turn (a listing: some 40), and each piece went on through the web stream, the
 * adapter's stream, the compressor and the socket on its own: more server time per page than rendering the
 * cards' markup (decision 0032). Nothing is held back longer than that turn, so whatever React streams later
 * still goes out as it comes.
 */
export function coalesceWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      scheduled ??= setImmediate(() => {
        scheduled = undefined;
        this.push(take());
      });
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      callback(null, pending.length > 0 ? take() : undefined);
    },
  });

  function take(): Buffer {
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    return out;
  }
}
