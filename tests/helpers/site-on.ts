import type { FastifyInstance } from "fastify";
import { createServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { type Services, createServices } from "#server/services.ts";

export interface SiteOn {
  app: FastifyInstance;
  services: Services;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The site (API only, driven with app.inject) on a database the test opened itself (a restored copy, its own
 * PostgreSQL server), with its files under dataDir/storage; createTestApp makes the database for the others.
 */
export async function siteOn(database: Database, dataDir: string, options: { seed: boolean; env?: Record<string, string> }): Promise<SiteOn> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.test", LOG_LEVEL: "silent", ADMIN_EMAIL: "admin@shop.test", ADMIN_PASSWORD: "Admin-Pass-2026!", AUTH_SECRET: "the-same-secret-on-every-copy-0045!", PAGE_CACHE_SECONDS: "0", ...options.env });
  const services = createServices(database.db, config, createLogger("silent"));
  if (options.seed) await seedDatabase(database.db, services, { demo: true });
  const app = await createServer({ services, pages: false });
  await app.ready();
  return { app, database, services, dataDir, close: async () => (await app.close(), await database.close()) };
}
