import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { createServices } from "#server/services.ts";

/**
 * The built site on a port of its own, in the spec's process, with settings of its own: the import's cancel
 * test applies in batches of a few rows (IMPORT_BATCH_ROWS) so that an apply lasts long enough to be cancelled
 * in the middle, without anything slowed down on purpose in the product and without changing the batches of
 * the suite's shared server (decision 0072). Pages, worker and database are the production ones. The same as
 * auction-site.ts's startAuctionSite with settings added (that one could become `startSiteWith(port, {})`).
 */
export async function startSiteWith(port: number, env: Record<string, string>) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-e2e-own-"));
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    ...(process.env.E2E_SMTP_PORT ? { SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` } : {}),
    ADMIN_EMAIL: "admin@shop.test",
    ADMIN_PASSWORD: "Admin-Pass-2026!",
    ...env,
  });
  const database = await openDatabase({ dataDir });
  const services = createServices(database.db, config, createLogger(config.logLevel));
  await seedDatabase(database.db, services, { demo: true });
  const app = await createServer({ services, pages: "build" });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    base,
    services,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
