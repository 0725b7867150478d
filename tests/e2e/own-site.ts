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
 * The built site on a port of its own, in the spec's own process, for the specs that need what the suite's
 * shared server cannot give them. Pages, job worker, sandbox gateway and e-mail to the suite's SMTP capture are
 * the production ones; only the database is this process's own embedded one.
 * - auctions.spec.ts moves a lot's end in the database (the embedded database is reachable only from the process
 *   that opened it) so that the closing job runs inside the test (decisions 0069, 0074);
 * - admin-import-runs.spec.ts's cancel applies in batches of a few rows (`IMPORT_BATCH_ROWS`), so that an apply
 *   lasts long enough to be cancelled in the middle without slowing anything on purpose in the product or
 *   changing the shared server's batches (decision 0072).
 */
export async function startSiteWith(port: number, env: Record<string, string> = {}) {
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
export type OwnSite = Awaited<ReturnType<typeof startSiteWith>>;
