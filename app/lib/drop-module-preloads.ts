import { Transform } from "node:stream";

/**
 * React Router writes a `<link rel="modulepreload">` in the head for every script of the page (some 20 files,
 * 165 KB compressed). They are fetched at high priority beside the stylesheet, so on a slow mobile link the
 * first paint waits for the scripts' bytes (Lighthouse measured first paint at 2.5–3.5 s on slow 4G, and
 * about 1.2 s without them). The page is fully server-rendered and readable without JavaScript, so the
 * scripts may come second: without the hints the browser still loads the same modules from the module script
 * at the end of the body, just after the stylesheet, fonts and images.
 *
 * This stream holds the HTML back until `</head>` has passed (the head is small and comes in the first chunk or
 * two, however the chunks are cut), drops those hints from it, and then passes everything else through untouched.
 * It works on bytes: only the head is decoded and encoded again. A page's first chunk is often the whole page
 * (app/lib/coalesce-writes.ts), and decoding all of it to find the head cost a listing's 100 KB a round trip
 * through UTF-8 on every request (decision 0034).
 */
export function dropModulePreloads(): Transform {
  // Until `</head>` has passed: what came so far. "</head>" is ASCII, so it never starts inside a multi-byte
  // character, and the bytes before it decode whole.
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const all = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
      const end = all.indexOf(HEAD_END);
      if (end === -1) {
        held = all;
        return callback();
      }
      held = null;
      this.push(Buffer.from(all.subarray(0, end).toString("utf8").replace(MODULE_PRELOAD, "")));
      callback(null, all.subarray(end));
    },
    flush(callback) {
      // A document without a head (never rendered by our root, but possible for an error fallback) goes out as is.
      callback(null, held !== null && held.length > 0 ? held : undefined);
    },
  });
}

const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
