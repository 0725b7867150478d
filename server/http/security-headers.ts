import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Strict headers on every response. Scripts and styles run only from this origin or with this request's
 * nonce (helmet makes one per request and adds it to script-src and style-src); no inline event handlers,
 * no eval, no plugins, no framing.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  await app.register(helmet, {
    // Vite's dev server injects scripts and styles without nonces, so dev relaxes CSP; production never does.
    enableCSPNonces: !options.dev,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": options.dev ? ["'self'", "ws:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}
