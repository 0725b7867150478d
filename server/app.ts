import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { translate } from "../core/i18n/index.ts";
import { appContext } from "#app-context";
import { registerApiErrors } from "./http/api-errors.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { requestLang } from "./http/request-lang.ts";
import { pageSession } from "./http/request-session.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerSitemapRoutes } from "./http/sitemap.routes.ts";
import { registerAdminRoutes } from "./modules/access/admin.routes.ts";
import { registerAccountRoutes } from "./modules/accounts/accounts.routes.ts";
import { registerCatalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { registerFavouriteRoutes } from "./modules/catalog/favourites.routes.ts";
import { registerContentRoutes } from "./modules/content/content.routes.ts";
import type { Services } from "./services.ts";

export interface ServerOptions {
  services: Services;
  /** "build": serve the production build; a Vite server: dev mode; false: API only (fast integration tests). */
  pages: "build" | ViteDevServer | false;
}

/** The whole site in one Fastify instance: JSON API, public images, and React Router pages for the rest. */
export async function createServer({ services, pages }: ServerOptions): Promise<FastifyInstance> {
  const { config, log } = services;
  const dev = pages !== false && pages !== "build";
  const app = Fastify({ loggerInstance: log as FastifyBaseLogger, trustProxy: true, bodyLimit: 2 * 1024 * 1024 + 64 * 1024 });

  await registerSecurityHeaders(app, { dev });
  // Flush after each chunk so compression never holds back the streamed HTML. Brotli at quality 4 for these
  // answers made per request: Node's default (11) is meant for files compressed once, and spent some 10 ms of
  // CPU on every page. The scripts and styles are compressed once, at build time (scripts/compress-assets.ts).
  await app.register(compress, {
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(async (api) => {
    registerApiErrors(api);
    await registerOpenApi(api, { publicUrl: config.publicUrl });
    await registerContentRoutes(api, services);
    await registerAccountRoutes(api, services);
    await registerAdminRoutes(api, services);
    await registerCatalogRoutes(api, services);
    await registerFavouriteRoutes(api, services);
    api.all("/api/*", async (request, reply) =>
      reply.code(404).send({ message: translate(requestLang(request), "error.apiNotFound") }),
    );
  });

  await registerSitemapRoutes(app, services);

  await app.register(async (images) => {
    await images.register(fastifyStatic, {
      root: path.join(config.storageDir, "public"),
      prefix: "/images/",
      decorateReply: false,
      dotfiles: "deny",
      index: false,
      maxAge: "7d",
    });
  });

  if (pages !== false) {
    await app.register(fastifyReactRouter, {
      devServer: dev ? (pages as ViteDevServer) : undefined,
      mode: config.env === "development" ? "development" : "production",
      getLoadContext(request, reply) {
        const context = new RouterContextProvider();
        context.set(appContext, { services, nonce: reply.cspNonce?.script ?? "", session: pageSession(request, reply, services), ip: request.ip });
        return context;
      },
    });
  }

  return app;
}
