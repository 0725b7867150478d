import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

// Every request has an id: Fastify puts it in each log line it writes for the request (`reqId`), the answer
// carries it in X-Request-Id, and every error page and API error shows it, so a customer's screenshot finds
// the log line (decision 0045).

/**
 * What a proxy's id may look like to be kept: nginx's `$request_id` (32 hex digits), a UUID, or another short
 * token. Anything else (too long, spaces, quotes, control characters) could forge or break log lines and pages,
 * so a fresh id replaces it.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's `genReqId`: the proxy's X-Request-Id when well-formed, a fresh UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Every answer names its request (answers sent before any hook runs set it themselves: framework-errors.ts). */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}
