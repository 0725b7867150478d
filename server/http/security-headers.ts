import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

declare module "fastify" {
  interface FastifyReply {
    /** This answer's CSP nonces (fresh for every request); null in dev, whose CSP allows inline code instead. */
    cspNonce: { script: string; style: string } | null;
  }
}

// Stand-ins for the nonces while helmet works the headers out once; each answer gets its own in their place.
const SCRIPT_NONCE = "{script-nonce}";
const STYLE_NONCE = "{style-nonce}";

/**
 * The browser features a page of this site may use: none of the powerful ones, except the Payment Request API
 * on the site's own pages (checkout's hosted payment page is served by the site itself). Frames from elsewhere
 * get nothing either (CSP frame-ancestors already refuses framing).
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
  "interest-cohort=()",
].join(", ");

/** The site's security headers, worked out once; `set` writes them on one answer with fresh nonces. */
export interface SecurityHeaders {
  /** Sets every header on a raw answer; gives its CSP nonces (null in dev, whose CSP allows inline code). */
  set(response: ServerResponse): { script: string; style: string } | null;
  /** The same headers as [name, value] pairs, for an answer written straight on the socket (./client-errors.ts). */
  list(): [string, string][];
}

/**
 * Strict headers on every response. Scripts and styles run only from this origin or with this request's
 * nonce; no inline event handlers, no eval, no plugins, no framing.
 *
 * helmet works out the headers once, at start; each request gets them with its own nonces written in. (The
 * Fastify wrapper, @fastify/helmet, built helmet again from its options on every request: a good part of what a
 * kept API answer cost.) Made before the Fastify instance, so that the answers Fastify gives before any hook
 * runs (./framework-errors.ts, ./client-errors.ts) carry them too.
 */
export function securityHeaders(options: { dev: boolean; maps?: boolean }): SecurityHeaders {
  const headers: [string, string][] = [...helmetHeaders(options.dev, options.maps ?? false), ["Permissions-Policy", PERMISSIONS_POLICY]];
  const csp = headers.find(([name]) => name === "Content-Security-Policy")!;
  const others = headers.filter((header) => header !== csp);
  const withNonces = (nonce: { script: string; style: string }) => csp[1].replace(SCRIPT_NONCE, nonce.script).replace(STYLE_NONCE, nonce.style);
  return {
    set(response) {
      for (const [name, value] of others) response.setHeader(name, value);
      if (options.dev) {
        response.setHeader(csp[0], csp[1]);
        return null;
      }
      const nonce = { script: newNonce(), style: newNonce() };
      response.setHeader(csp[0], withNonces(nonce));
      return nonce;
    },
    list() {
      return [...others, [csp[0], options.dev ? csp[1] : withNonces({ script: newNonce(), style: newNonce() })]];
    },
  };
}

/** Every answer that goes through Fastify's hooks gets the headers, and the page its nonces. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.decorateReply("cspNonce", null);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.cspNonce = headers.set(reply.raw);
    done();
  });
}

/** The headers helmet sets with this configuration, as [name, value] pairs. */
function helmetHeaders(dev: boolean, maps: boolean): [string, string][] {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's dev server injects scripts and styles without nonces, so dev relaxes CSP; production never does.
        "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${SCRIPT_NONCE}'`],
        "style-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${STYLE_NONCE}'`],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        // The Branches page's embedded maps, only when MAPS_KEY is configured (decision 0021).
        "frame-src": maps ? ["'self'", "https://www.google.com"] : ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const set: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => set.push([name, String(value)]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  middleware({} as never, response, (error) => {
    if (error) throw error;
  });
  return set;
}

/**
 * 128 random bits, hex. Taken from a pool filled 256 nonces at a time: one randomFillSync per request was
 * one of the larger costs of a small answer.
 */
const pool = Buffer.alloc(16 * 256);
let used = pool.length;
function newNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.toString("hex", used - 16, used);
}
