import { randomBytes } from "node:crypto";
import { Transform } from "node:stream";

/**
 * One page's kept parts (decision 0035). React is given a short mark in a kept part's place, and the page's
 * stream puts the part's kept bytes where the mark is. Given the part's HTML itself (some 70 KB in a listing),
 * React measured its UTF-8 length on every request (Arabic text makes that a slow walk over the whole string)
 * and sent it as a write of its own; a mark costs React nothing, and the bytes were encoded once when the part
 * was first rendered (server/lib/kept-html.ts).
 *
 * A mark is an HTML comment holding a token drawn when the process starts and the part's number in this page.
 * Nothing a visitor or staff member writes can forge one: React escapes every `<` of text and attributes, and
 * raw HTML (a blog post's body) cannot know the token. Marks are found in bytes, also across chunk boundaries.
 */
export class KeptMarks {
  readonly #parts: Buffer[] = [];

  /** The mark to render in place of a kept part's bytes. */
  mark(bytes: Buffer): string {
    const n = this.#parts.push(bytes) - 1;
    return `${PREFIX_TEXT}${String(n).padStart(DIGITS, "0")}-->`;
  }

  /** A stream that passes the page's HTML on with each mark replaced by its part's bytes. */
  stream(): Transform {
    const parts = this.#parts;
    let carry: Buffer = EMPTY;
    return new Transform({
      decodeStrings: false,
      transform(chunk: Uint8Array | string, _encoding, callback) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        const all = carry.length > 0 ? Buffer.concat([carry, bytes]) : bytes;
        // The page's pieces with each mark's part in its place, sent on as one chunk: a copy costs less than
        // each piece passing alone through every stream after this one.
        const pieces: Buffer[] = [];
        // `from`: the first byte not yet sent on; `at`: where the next mark starts.
        let from = 0;
        for (let at = all.indexOf(PREFIX); at !== -1; at = all.indexOf(PREFIX, at + 1)) {
          // A mark cut by the chunk's end: wait for the rest of it.
          if (at + MARK_LENGTH > all.length) break;
          const digits = all.toString("latin1", at + PREFIX.length, at + PREFIX.length + DIGITS);
          const part = /^\d+$/.test(digits) ? parts[Number(digits)] : undefined;
          // Not one of this page's marks (cannot happen: the token is the process's own): passed on as it is.
          if (part === undefined) continue;
          pieces.push(all.subarray(from, at), part);
          from = at + MARK_LENGTH;
        }
        // What could be the start of a mark waits for the next chunk; the rest goes on now.
        const keep = startOfMarkAtEnd(all, from);
        pieces.push(all.subarray(from, all.length - keep));
        carry = keep > 0 ? Buffer.from(all.subarray(all.length - keep)) : EMPTY;
        const out = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
        callback(null, out.length > 0 ? out : undefined);
      },
      flush(callback) {
        callback(null, carry.length > 0 ? carry : undefined);
      },
    });
  }
}

const EMPTY = Buffer.alloc(0);
const DIGITS = 4;
const PREFIX_TEXT = `<!--kept:${randomBytes(12).toString("base64url")}:`;
const PREFIX = Buffer.from(PREFIX_TEXT);
const MARK_LENGTH = PREFIX.length + DIGITS + "-->".length;

/**
 * How many bytes at the end of `bytes` (from `from` on) could begin a mark: from a mark's first bytes cut by
 * the chunk's end up to a whole mark whose number and end have not come yet.
 */
function startOfMarkAtEnd(bytes: Buffer, from: number): number {
  const start = bytes.lastIndexOf(PREFIX[0]!);
  if (start < from) return 0;
  const tail = bytes.subarray(start);
  if (tail.length >= MARK_LENGTH) return 0;
  const compared = Math.min(tail.length, PREFIX.length);
  return tail.subarray(0, compared).equals(PREFIX.subarray(0, compared)) ? tail.length : 0;
}
