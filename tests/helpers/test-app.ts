import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { createServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { type ServiceOptions, type Services, createServices } from "#server/services.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database, driven through `app.inject`.
 * `pages: true` serves the production build (run `npm run build` first; `npm test` does).
 */
export async function createTestApp(
  options: {
    pages?: boolean;
    seed?: boolean;
    smtpUrl?: string;
    limits?: ServiceOptions["limits"];
    env?: Record<string, string>;
    /** Where the server logs go (with LOG_LEVEL=info in env); silent otherwise. */
    logTo?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL: "https://shop.test",
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: "admin@shop.test",
    ADMIN_PASSWORD: "Admin-Pass-2026!",
    // Tests write through the services as well as through requests; pages kept across those writes would be
    // stale. tests/integration/page-cache.test.ts turns it on.
    PAGE_CACHE_SECONDS: "0",
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const database = await createTestDatabase();
  const services = createServices(database.db, config, createLogger(config.logLevel, options.logTo), { limits: options.limits });
  await seedDatabase(database.db, services, { demo: options.seed ?? true });
  const app = await createServer({ services, pages: options.pages ? "build" : false });
  await app.ready();
  return {
    app,
    services,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
