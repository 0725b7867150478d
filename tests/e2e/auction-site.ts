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
 * The built site, listening on its own port, in the spec's own process: auctions are scheduled by staff, and the
 * staff pages for that are another branch's (issue 30's staff section), so the spec schedules through the
 * auctions service on the site's own database, which only the process that opened it can reach (the embedded
 * database). Everything else goes through the browser and HTTP as on the end-to-end server: the production
 * build's pages, the sandbox gateway, the server's own job worker (the closing job, refunds, receipts), its
 * e-mail to the suite's SMTP capture.
 */
export async function startAuctionSite(port: number) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-e2e-auctions-"));
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
export type AuctionSite = Awaited<ReturnType<typeof startAuctionSite>>;
