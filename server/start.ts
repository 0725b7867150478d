import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
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

const services = createServices(database.db, config, log);
await seedDatabase(database.db, services, { demo: config.seed });

const app = await createServer({ services, pages: "build" });
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, "shutting down: no new connections, finishing requests");
  try {
    await app.close();
    await database.close();
    log.info("stopped");
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
