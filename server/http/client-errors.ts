import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { type MessageKey, dir, translate } from "#core/i18n/index.ts";
import type { SecurityHeaders } from "./security-headers.ts";

// Answers Node gives before Fastify sees a request: bytes that are no HTTP request (a control character in a
// header, a broken chunk), headers over Node's 16 KB, a client too slow (HEADERS_TIMEOUT_SECONDS,
// REQUEST_TIMEOUT_SECONDS), an Expect header other than 100-continue. Node's and Fastify's own answers carry none
// of the site's headers, and Fastify's are English JSON. Which page or API the request was for is unknown
// (nothing of it was read), so the page says it in both languages, Arabic first.

/** A page in both languages for a request whose address and language are unknown. */
function bilingualPage(key: MessageKey): string {
  const ar = translate("ar", key);
  const en = translate("en", key);
  return `<!doctype html><html lang="ar" dir="${dir("ar")}"><meta charset="utf-8"><title>${ar}</title><h1>${ar}</h1><p lang="en" dir="${dir("en")}">${en}</p><p><a href="/">${translate("ar", "error.backHome")}</a> · <a href="/en" lang="en">${translate("en", "error.backHome")}</a></p></html>`;
}

function refusalOf(code: string | undefined): { status: number; key: MessageKey } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, key: "http.timeout" };
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, key: "http.headersTooLarge" };
  return { status: 400, key: "http.badRequest" };
}

/** Fastify's `clientErrorHandler`: the answer written straight on the socket, which is then closed. */
export function clientErrorAnswer(headers: SecurityHeaders) {
  return function answer(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has no one to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    this.log.trace({ err: error }, "client error");
    // As Node's own handler: not in the middle of another answer on this connection (keep-alive).
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (socket.writable && !answering) {
      const { status, key } = refusalOf(error.code);
      const body = Buffer.from(bilingualPage(key));
      const head = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...headers.list().map(([name, value]) => `${name}: ${value}`),
        "Content-Type: text/html; charset=utf-8",
        `Content-Length: ${body.length}`,
        "Connection: close",
      ];
      socket.write(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"), body]));
    }
    socket.destroy(error);
  };
}

/**
 * An `Expect` header other than "100-continue": Node answers 417 by itself, without headers, unless someone
 * listens for it.
 */
export function answerExpectations(server: Server, headers: SecurityHeaders) {
  server.on("checkExpectation", (_request: IncomingMessage, response: ServerResponse) => {
    headers.set(response);
    const body = bilingualPage("http.badRequest");
    response.writeHead(417, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
}
