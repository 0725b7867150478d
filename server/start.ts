import path from "node:path";
import { loadConfig } from "./config.ts";
import { SEED_LOCK, oneInstanceAtATime, openDatabase } from "./db/client.ts";
import { pgNotices } from "./db/notices.ts";
import { dumpEmbedded, embeddedClient } from "./db/embedded-backup.ts";
import { createLogger } from "./logger.ts";
import { createServer } from "./app.ts";
import { seedDatabase } from "./seed.ts";
import { createServices } from "./services.ts";

// `npm start`: production build, migrations, first-run seed, then listen until SIGTERM/SIGINT.
const config = loadConfig();
const log = createLogger(config.logLevel);

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: Error) => {
  log.fatal(error.message);
  process.exit(1);
});
log.info({ kind: database.kind }, "database ready");

// Several instances on one PostgreSQL share the abuse limits and hear each other's "forget" (decision 0044).
const shared = database.postgres && { pool: database.postgres.pool, notices: await pgNotices({ ...database.postgres, log }) };
const services = createServices(database.db, config, log, shared ? { shared } : {});
await oneInstanceAtATime(database, SEED_LOCK, () => seedDatabase(database.db, services, { demo: config.seed, demoAuction: config.seed }));

const app = await createServer({ services, pages: "build" });
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal, limitMs: config.shutdownTimeoutMs }, "shutting down: no new connections, finishing requests");
  // Requests still running after the limit are cut (their transactions roll back), so a stuck client cannot
  // hold the stop past what the orchestrator allows before its SIGKILL.
  const cut = setTimeout(() => {
    log.warn("shutting down: requests still running after the limit are cut");
    app.server.closeAllConnections();
  }, config.shutdownTimeoutMs);
  try {
    await app.close();
    clearTimeout(cut);
    await database.close();
    log.info("stopped");
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
// The embedded database's dump while the site runs (only this process may open it): DATA_DIR/backups (deploy/README.md).
process.on("SIGUSR2", () => {
  if (database.kind !== "pglite") return log.warn("SIGUSR2: a dump is for the embedded database; on PostgreSQL use pg_dump");
  dumpEmbedded(embeddedClient(database.db), path.join(config.dataDir, "backups")).then(
    (file) => log.info({ file }, "embedded database dumped"),
    (error: unknown) => log.error({ err: error }, "embedded database dump failed"),
  );
});
process.on("SIGINT", () => void shutdown("SIGINT"));
