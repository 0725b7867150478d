import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
 */
export function dropModulePreloads(): Transform {
  let head: string | null = "";
  // Arabic text in the head is multi-byte: a chunk may end inside a character.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += typeof chunk === "string" ? chunk : decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      const out = head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end);
      head = null;
      callback(null, out);
    },
    flush(callback) {
      // A document without a head (never rendered by our root, but possible for an error fallback) goes out as is.
      const rest = (head ?? "") + decoder.end();
      callback(null, head !== null && rest ? rest : undefined);
    },
  });
}

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
