import { Readable, Transform, pipeline } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { Notices } from "#server/db/notices.ts";
import { type GzipTemplate, gzipFilled, gzipTemplate } from "./gzip-template.ts";

/**
 * Pages as a visitor without an account sees them, kept for a few seconds.
 *
 * A listing page renders 24 cards, the filter form, header and footer: several times what the framework alone
 * costs. Every visitor who is not signed in sees the same page at the same address, so the first rendering is
 * kept and the next visitors get its HTML with only the CSP nonce changed: each answer still gets a nonce of its
 * own (made for this request by the security headers), and the kept nonce is replaced wherever it occurs.
 * The page is gzipped once, with the nonce's places left open (./gzip-template.ts): compressing it again for
 * every answer cost more than all the rest of a kept answer.
 *
 * What is never kept or served from here:
 * - a request with any cookie or an Authorization header (a signed-in user; or a remembered language, which
 *   decides redirects), and anything but GET;
 * - anything but the pages' route (the API, images and assets have their own caching), and client navigations'
 *   data requests (`.data`);
 * - an answer other than 200 HTML, one that sets a cookie, or one marked private or no-store.
 *
 * Any request other than GET or HEAD (a form post, an API write, a sign-in) forgets every kept page, so a change
 * made through this process shows at the next request; one made through another instance forgets them when its
 * notice arrives (`notices`, docs/decisions/0044); one made around the site (SQL by hand) shows within the TTL,
 * as for the services' kept answers (docs/decisions/0008-speed.md).
 */
export interface PageCacheOptions {
  /** How long a page is kept; 0 turns the cache off. */
  ttlMs: number;
  /** The pages' route as Fastify knows it (the React Router adapter's catch-all). */
  pageRoute?: string;
  /** Writes on the other instances that change what visitors see. */
  notices?: Notices;
}

interface KeptPage {
  html: string;
  /** The nonce the page was rendered with, replaced by each answer's own. */
  nonce: string;
  headers: Record<string, string>;
  /** The page gzipped around its nonce, made at the first answer that accepts gzip. */
  gzip?: GzipTemplate;
}

/** The headers the pages set that belong to the page itself; the security headers (CSP with its nonce) are made afresh. */
const PAGE_HEADERS = ["content-type", "cache-control", "content-language", "link"];
const MAX_BYTES = 64 * 1024 * 1024;

export function registerPageCache(app: FastifyInstance, { ttlMs, pageRoute = "*", notices }: PageCacheOptions) {
  if (ttlMs <= 0) return;
  const kept = new LRUCache<string, KeptPage>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    // The HTML as a string, and its gzip template (the text again as bytes, and compressed) once one is made.
    sizeCalculation: (page) => page.html.length * 4 + 1,
  });
  /**
   * Pages being rendered now, by key. When a kept page's time is up, the 50 visitors who ask for it in the
   * same moment wait for one rendering instead of making 50: the others get its result, or render on their own
   * if it could not be kept (an error, a cookie set).
   */
  const rendering = new Map<string, Promise<KeptPage | null>>();
  /** The request rendering a page for `rendering`, and how to hand the result over. */
  const renderers = new WeakMap<FastifyRequest, { settle: (page: KeptPage | null) => void }>();
  /** Counts the writes, so a rendering that a write overtook is not kept. */
  let generation = 0;

  // After the security headers' onRequest hook (the nonce exists) and before any route runs.
  app.addHook("onRequest", async (request, reply) => {
    const key = keyOf(request, pageRoute);
    const nonce = reply.cspNonce?.script;
    if (!key || !nonce) return;
    const pending = rendering.get(key);
    const page = kept.get(key) ?? (pending && (await pending));
    if (page) {
      reply.headers(page.headers).header("x-page-cache", "hit");
      if (!acceptsGzip(request.headers["accept-encoding"])) return reply.send(page.html.replaceAll(page.nonce, nonce));
      page.gzip ??= gzipTemplate(page.html, page.nonce);
      // Already compressed: the compression plugin passes an answer with a Content-Encoding through.
      return reply.header("content-encoding", "gzip").header("vary", "accept-encoding").send(gzipFilled(page.gzip, nonce));
    }
    // That rendering could not be kept: render this one too, without keeping it.
    if (pending) return;
    // No await from the look-up above to here: one request becomes the renderer.
    let settle!: (page: KeptPage | null) => void;
    const result = new Promise<KeptPage | null>((resolve) => (settle = resolve));
    rendering.set(key, result);
    const startedIn = generation;
    const handOver = (page: KeptPage | null) => {
      if (rendering.get(key) !== result) return;
      rendering.delete(key);
      // A page whose rendering began before a write may show what the write changed: hand it to the ones
      // waiting (they asked before the write finished too), but do not keep it.
      if (page && startedIn === generation) kept.set(key, page);
      settle(page);
    };
    renderers.set(request, { settle: handOver });
    // Whatever happens to this request (an error, a client gone), the waiting ones are released.
    reply.raw.once("close", () => handOver(null));
  });

  // Global onSend hooks run before route-level ones, so this sees the page before compression.
  app.addHook("onSend", async (request, reply, payload) => {
    const renderer = renderers.get(request);
    if (!renderer) return payload;
    if (!(payload instanceof Readable) || !keepable(reply)) {
      renderer.settle(null);
      return payload;
    }
    const nonce = reply.cspNonce!.script;
    const headers = Object.fromEntries(PAGE_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])));
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      // Only a page streamed to its end is kept; a failed one is not (pipeline destroys the recorder).
      flush(done) {
        renderer.settle({ html: Buffer.concat(chunks).toString("utf8"), nonce, headers });
        done();
      },
    });
    pipeline(payload, recorder, (error) => {
      if (error) renderer.settle(null);
    });
    return recorder;
  });

  function forget() {
    generation++;
    kept.clear();
  }
  app.addHook("onResponse", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") forget();
  });
  const unsubscribe = [notices?.subscribe("answers", forget), notices?.subscribe("constants", forget)];
  app.addHook("onClose", async () => unsubscribe.forEach((stop) => stop?.()));
}

/** The cache key for a request that may be answered from the cache, or null. */
function keyOf(request: FastifyRequest, pageRoute: string): string | null {
  if (request.method !== "GET" || request.routeOptions.url !== pageRoute) return null;
  if (request.headers.cookie || request.headers.authorization) return null;
  if (request.url.split("?", 1)[0]!.endsWith(".data")) return null;
  // Crawlers get the page rendered whole, people get it streamed (entry.server): kept apart.
  const agent = request.headers["user-agent"];
  return `${agent && isbot(agent) ? "bot" : "person"} ${request.url}`;
}

/** Whether the client takes gzip (listed, and not with q=0). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const gzip = /(?:^|,)\s*gzip\s*(?:;\s*q=([\d.]+))?\s*(?:,|$)/i.exec(acceptEncoding ?? "");
  return !!gzip && (gzip[1] === undefined || Number(gzip[1]) > 0);
}

function keepable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return false;
  if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  return !/private|no-store/.test(String(reply.getHeader("cache-control") ?? ""));
}
