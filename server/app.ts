import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { appContext } from "#app-context";
import { registerApiErrors } from "./http/api-errors.ts";
import { answerExpectations, clientErrorAnswer } from "./http/client-errors.ts";
import { answerRefusal, frameworkErrorAnswer, registerClosingAnswer, registerPageErrors } from "./http/framework-errors.ts";
import { registerHealthRoutes } from "./http/health.routes.ts";
import { registerMetrics } from "./http/metrics.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerRequestIdHeader, requestIdOf } from "./http/request-id.ts";
import { apiSession, pageSession, registerSpoiledCookieClearing } from "./http/request-session.ts";
import { requirePermission, requireUser, requireVerifiedUser } from "./http/guards.ts";
import { registerPageCache } from "./http/page-cache.ts";
import { registerSecurityHeaders, securityHeaders } from "./http/security-headers.ts";
import { registerSameOriginCheck } from "./http/same-origin.ts";
import { registerSitemapRoutes } from "./http/sitemap.routes.ts";
import { registerFeedRoutes } from "./http/feeds.routes.ts";
import { refuseInvalidUtf8Bodies } from "./http/utf8-bodies.ts";
import { checkPageFormOrFile } from "./http/file-forms.ts";
import { registerAdminRoutes } from "#server/modules/access/index.ts";
import { registerAccountRoutes } from "#server/modules/accounts/index.ts";
import { registerCatalogRoutes, registerFavouriteRoutes } from "#server/modules/catalog/index.ts";
import { registerContentRoutes } from "#server/modules/content/index.ts";
import { registerCheckoutRoutes } from "#server/modules/checkout/index.ts";
import { registerOfferRoutes } from "#server/modules/offers/index.ts";
import { registerAuctionRoutes } from "#server/modules/auctions/index.ts";
import { registerRequestRoutes } from "#server/modules/requests/index.ts";
import { registerAdRoutes } from "#server/modules/ads/index.ts";
import { registerAlertRoutes } from "#server/modules/alerts/index.ts";
import { registerPrivateFileRoute, registerPublicImages, registerUploadRoutes } from "#server/modules/storage/index.ts";
import { staffActor } from "#core/access/current-user.ts";
import type { Services } from "./services.ts";

/**
 * zstd for pages made per request: a flush after each chunk, as for gzip below. Level 1 with a 64 KB window
 * and small tables: with zstd's defaults (level 3, window and tables sized for large files) each stream
 * allocated some 3 MB, and under 50 concurrent requests that setup cost the bare page 2 ms more CPU than gzip;
 * sized for a page, a stream costs what gzip's does and compresses a listing in a third of the time, for an
 * answer about as large as gzip's level 6 (a few per cent larger on a listing). Decision 0034.
 */
const ZSTD_OPTIONS: zlib.ZstdOptions = {
  flush: zlib.constants.ZSTD_e_flush,
  params: {
    [zlib.constants.ZSTD_c_compressionLevel]: 1,
    [zlib.constants.ZSTD_c_windowLog]: 16,
    [zlib.constants.ZSTD_c_hashLog]: 14,
    [zlib.constants.ZSTD_c_chainLog]: 14,
  },
};

export interface ServerOptions {
  services: Services;
  /** "build": serve the production build; a Vite server: dev mode; false: API only (fast integration tests). */
  pages: "build" | ViteDevServer | false;
}

/** The whole site in one Fastify instance: JSON API, public images, and React Router pages for the rest. */
export async function createServer({ services, pages }: ServerOptions): Promise<FastifyInstance> {
  const { config, log } = services;
  const dev = pages !== false && pages !== "build";
  // Every answer carries them, also those Fastify and Node give before any hook runs (decision 0040).
  const headers = securityHeaders({ dev, maps: Boolean(config.mapsKey) });
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    // The proxy's X-Request-Id when well-formed, else a fresh one; in every log line of the request as `reqId` (request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024 + 64 * 1024,
    frameworkErrors: frameworkErrorAnswer(headers),
    clientErrorHandler: clientErrorAnswer(headers),
    // Answered by registerClosingAnswer instead, after the security headers.
    return503OnClosing: false,
    // A client that trickles its headers or body holds a connection: Node's defaults let it (60 s for the
    // headers, checked only every 30 s, so about 90 s). Checked every second, against our own limits.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs) },
  });

  // The background worker runs in this process: started with the server, and closing the server waits for the
  // jobs it is running (SIGTERM in start.ts).
  services.worker.start();
  services.sweeper.start();
  services.dailyRound.start();
  app.addHook("onClose", async () => {
    await services.sweeper.stop();
    await services.dailyRound.stop();
    await services.worker.stop(config.shutdownTimeoutMs);
    services.mail.close();
    // The searches counted since the last write (search-log.ts), before the database closes.
    await services.searchLog.flush();
  });

  answerExpectations(app.server, headers);
  registerRequestIdHeader(app);
  registerSecurityHeaders(app, headers);
  registerClosingAnswer(app);
  registerPageErrors(app);
  registerSpoiledCookieClearing(app, { secure: config.env === "production" });
  // After the security headers (the refusal carries them), before the page cache and every route (decision 0041).
  registerSameOriginCheck(app, { publicUrl: config.publicUrl });
  // After the security headers (each answer's nonce exists) and before compression (it keeps the page as rendered).
  registerPageCache(app, { ttlMs: pages === "build" ? config.pageCacheMs : 0, notices: services.notices });
  app.addHook("onClose", () => services.notices.close());
  // Answers made per request (pages, JSON): Zstandard where the browser takes it (Chrome, Edge and Firefox
  // do; see ZSTD_OPTIONS), else gzip. Kept pages are gzipped once (./http/page-cache.ts). Measured on a small page, a Brotli stream cost some 2 ms more per request than gzip (its
  // per-stream setup), for a few per cent fewer bytes; clients that only take Brotli get it at quality 4
  // (Node's default, 11, is for files compressed once). Scripts and styles are compressed once at build time,
  // with Brotli at its best (scripts/compress-assets.ts, served by the static files' `preCompressed`).
  // Flushed after each chunk, so compression never holds back what streams. A page comes in one chunk or two
  // (app/lib/coalesce-writes.ts): a flush after each of React's 2 KB pieces (some 40 for a listing) cost more
  // CPU than the rest of the compression and made the answer 6 % larger (decision 0032).
  await app.register(compress, {
    encodings: ["zstd", "gzip", "br", "deflate"],
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // The plugin gives zstd gzip's options (its flush constant means "end the frame" to zstd): zstd gets its own.
    zlib: {
      createZstdCompress: () => zlib.createZstdCompress(ZSTD_OPTIONS),
      zstdCompressSync: (buffer: zlib.InputType) => zlib.zstdCompressSync(buffer, ZSTD_OPTIONS),
    },
  });

  await app.register(async (api) => {
    registerApiErrors(api);
    refuseInvalidUtf8Bodies(api);
    await registerOpenApi(api, { publicUrl: config.publicUrl });
    await registerContentRoutes(api, services);
    await registerAccountRoutes(api, services);
    await registerAdminRoutes(api, services);
    await registerCatalogRoutes(api, services);
    await registerFavouriteRoutes(api, services);
    // Images sent ahead of their form (progress in the browser): verified users, rate limited per user.
    await registerUploadRoutes(api, {
      uploads: services.uploads,
      authorize: async (request) => {
        const user = await requireVerifiedUser(apiSession(request, services));
        await services.limits.consume(["uploadUser", user.id]);
        return user.id;
      },
    });
    await registerCheckoutRoutes(api, { checkout: services.checkout, payments: services.payments, transactions: services.transactions, verifications: services.verifications, invoices: services.invoices, buyer: (request) => requireVerifiedUser(apiSession(request, services)) });
    await registerOfferRoutes(api, { offers: services.offers, buyer: (request) => requireVerifiedUser(apiSession(request, services)) });
    await registerAuctionRoutes(api, {
      auctions: services.auctions,
      signedIn: (request) => requireUser(apiSession(request, services)),
      consumeBidLimit: (userId) => services.limits.consume(["auctionBidUser", userId]),
      consumeDepositLimit: (userId) => services.limits.consume(["checkoutStartUser", userId]),
      cardGateway: services.payments.cardGateway,
    });
    await registerAlertRoutes(api, { alerts: services.alerts, signedIn: (request) => requireUser(apiSession(request, services)) });
    await registerAdRoutes(api, {
      ads: services.ads,
      verified: (request) => requireVerifiedUser(apiSession(request, services)),
      consumeAdLimit: (userId) => services.limits.consume(["adSubmitUser", userId]),
    });
    await registerRequestRoutes(api, { requests: services.requests, user: (request) => apiSession(request, services).user(), signedIn: (request) => requireUser(apiSession(request, services)) });
    // Identity documents and other private files: staff with read:traffic_data, each opening audited. An owner's
    // ownership card (Sell with us): its owner, or staff with read:ad (audited), and nobody else.
    registerPrivateFileRoute(api, {
      storage: services.storage,
      authorize: async (request, key) => {
        const owner = await services.ads.ownershipCardOwner(key);
        if (owner !== undefined) {
          const viewer = await requireUser(apiSession(request, services));
          if (viewer.id === owner) return true;
          const staff = await requirePermission(apiSession(request, services), "read:ad");
          await services.audit.recordOpening(staffActor(staff, request.ip), "private_file", key);
          return true;
        }
        const user = await requirePermission(apiSession(request, services), "read:traffic_data");
        await services.audit.recordOpening(staffActor(user, request.ip), "private_file", key);
        return true;
      },
    });
    api.all("/api/*", async (request, reply) => answerRefusal(request, reply, 404, "error.apiNotFound"));
  });

  await registerSitemapRoutes(app, services);
  registerFeedRoutes(app, services);
  registerHealthRoutes(app, { db: services.db, storageReachable: () => services.storage.exists("public", "readyz-probe").then(() => true) });
  registerMetrics(app, { db: services.db, access: config.metrics });

  await registerPublicImages(app, { storage: services.storage, driver: config.storage.driver, storageDir: config.storageDir });

  if (pages !== false) {
    await app.register(fastifyReactRouter, {
      devServer: dev ? (pages as ViteDevServer) : undefined,
      staticOptions: { preCompressed: true },
      // A form's text must be UTF-8 before an action reads it (./http/utf8-bodies.ts); a file past the
      // page-form limit goes back to its form, which says the file's own limit (./http/file-forms.ts).
      routeOptions: { preHandler: checkPageFormOrFile },
      // The built server bundle, loaded once. Left to the adapter, it is imported again on every request, and
      // React Router then rebuilds its route tables each time (meant for the dev server's hot reload): that
      // was most of the cost of a small page.
      build: dev ? undefined : ((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild),
      mode: config.env === "development" ? "development" : "production",
      getLoadContext(request, reply) {
        const context = new RouterContextProvider();
        context.set(appContext, { services, nonce: reply.cspNonce?.script ?? "", session: pageSession(request, reply, services), ip: request.ip, requestId: request.id });
        return context;
      },
    });
  }

  return app;
}
