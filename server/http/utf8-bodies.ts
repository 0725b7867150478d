import { isUtf8 } from "node:buffer";
import { Readable, Transform } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./api-errors.ts";

// Text a client sends must be UTF-8. Decoders put U+FFFD in place of bytes that are not (Fastify's JSON parser,
// URLSearchParams, the multipart parser of React Router's request.formData()), so a broken name was stored
// silently changed. These checks refuse such a body with a translated 400 before any route reads it
// (docs/decisions/0040-malformed-requests.md).

/** The body types read as text: JSON and plain text (binary bodies, images, are not text). */
function isTextBody(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json") || type.startsWith("text/");
}

/** Passes the bytes through unchanged and fails, with the API's translated 400, on the first that is not UTF-8. */
function utf8Checked(payload: NodeJS.ReadableStream): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        return callback(new HttpError(400, "http.badText"));
      }
      callback(null, chunk);
    },
    flush(callback) {
      try {
        // A character cut off at the end.
        decoder.decode();
      } catch {
        return callback(new HttpError(400, "http.badText"));
      }
      callback();
    },
  });
  // Piped, not pipelined: a refusal must not destroy the request, whose socket still carries the answer (Node
  // drops the rest of the body after it).
  payload.pipe(checked);
  return checked;
}

/**
 * The API: every JSON (or text) body is checked while Fastify reads it, before its parser decodes it; the
 * refusal goes to the API's error handler (./api-errors.ts) like any other 400.
 */
export function refuseInvalidUtf8Bodies(api: FastifyInstance) {
  api.addHook("preParsing", (request, _reply, payload, done) => {
    done(null, isTextBody(request.headers["content-type"]) ? utf8Checked(payload) : payload);
  });
}

/**
 * The most a page's form may carry. The largest is the buyer's verification: two images of at most 2 MB each
 * with a few fields; five such images fit.
 */
export const PAGE_FORM_LIMIT = 10 * 1024 * 1024;

type FormKind = { kind: "urlencoded" } | { kind: "multipart"; boundary: string | undefined };

function formKind(contentType: string | undefined): FormKind | undefined {
  const [type = "", ...parameters] = (contentType ?? "").split(";");
  const media = type.trim().toLowerCase();
  if (media === "application/x-www-form-urlencoded") return { kind: "urlencoded" };
  if (media !== "multipart/form-data") return undefined;
  const boundary = parameters.map((p) => /^\s*boundary\s*=\s*(?:"([^"]+)"|(\S+))\s*$/i.exec(p)).find(Boolean);
  return { kind: "multipart", boundary: boundary?.[1] ?? boundary?.[2] };
}

/** Reads a page's body whole, or refuses it past the limit. */
async function readBody(body: Readable, length: number): Promise<Buffer<ArrayBuffer>> {
  if (length > PAGE_FORM_LIMIT) throw new HttpError(413, "http.tooLarge");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > PAGE_FORM_LIMIT) throw new HttpError(413, "http.tooLarge");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const hex = (byte: number | undefined) => byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66));

/**
 * A urlencoded form is UTF-8 when its bytes are, once its percent-escapes are read as bytes (URLSearchParams
 * reads "%ff" as U+FFFD). A "%" that starts no escape stays itself, as URLSearchParams keeps it.
 */
export function urlencodedIsUtf8(body: Buffer): boolean {
  const bytes = Buffer.allocUnsafe(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === 0x25 && hex(body[i + 1]) && hex(body[i + 2])) {
      bytes[length++] = Number.parseInt(body.toString("latin1", i + 1, i + 3), 16);
      i += 2;
    } else {
      bytes[length++] = body[i]!;
    }
  }
  return isUtf8(bytes.subarray(0, length));
}

/**
 * A multipart form is UTF-8 when every part's headers (the field names) are, and every text field's value:
 * a part without a filename. Files are bytes of their own.
 */
export function multipartIsUtf8(body: Buffer, boundary: string): boolean {
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    // "--boundary--" closes the form.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break;
    const next = body.indexOf(delimiter, start);
    const part = body.subarray(start, next < 0 ? body.length : next);
    const headersEnd = part.indexOf("\r\n\r\n");
    const head = part.subarray(0, headersEnd < 0 ? part.length : headersEnd);
    if (!isUtf8(head)) return false;
    const isFile = /;\s*filename\*?\s*=/i.test(head.toString("latin1"));
    if (headersEnd >= 0 && !isFile && !isUtf8(part.subarray(headersEnd + 4))) return false;
    at = next;
  }
  return true;
}

/** Methods whose page requests run an action, which reads a form. */
const READS_NOTHING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The pages' forms (a route's preHandler, before React Router reads the body): read whole, checked, and handed
 * on as bytes. An action reads its body with request.formData(), which throws on anything but a readable form:
 * that was a 500, so a body that is no form, or a form it cannot read, is refused here. Refusals go to the
 * pages' error handler (./framework-errors.ts): a small page in the address's language.
 */
export async function checkPageForm(request: FastifyRequest) {
  if (READS_NOTHING.has(request.method)) return;
  const contentType = request.headers["content-type"];
  const kind = formKind(contentType);
  if (!kind) throw new HttpError(415, "http.badRequest");
  const body = request.body instanceof Readable ? await readBody(request.body, Number(request.headers["content-length"] ?? 0)) : Buffer.alloc(0);
  // The parser React Router's request uses (undici's), so "readable" means the same here and in the action.
  const readable = await new Response(body, { headers: { "content-type": contentType! } }).formData().then(
    () => true,
    () => false,
  );
  if (!readable) throw new HttpError(400, "http.badRequest");
  const utf8 = kind.kind === "urlencoded" ? urlencodedIsUtf8(body) : multipartIsUtf8(body, kind.boundary ?? "");
  if (!utf8) throw new HttpError(400, "http.badText");
  request.body = body;
}
