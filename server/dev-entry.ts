import type { ViteDevServer } from "vite";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { createServer as createAppServer } from "./app.ts";
import { seedDatabase } from "./seed.ts";
import { createServices } from "./services.ts";

// `npm run dev`: the same server as `npm start`, mounted by Vite with hot reload.
export async function createServer(vite?: ViteDevServer) {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const services = createServices(database.db, config, log);
  await seedDatabase(database.db, services, { demo: config.seed, demoAuction: config.seed });
  const app = await createAppServer({ services, pages: vite ?? "build" });
  app.addHook("onClose", () => database.close());
  return app;
}
