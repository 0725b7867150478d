import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { createContentService } from "./modules/content/content.service.ts";

/** Every domain module's service, built once per process and handed to API routes and page loaders. */
export function createServices(db: Db, config: Config, log: Logger) {
  return {
    config,
    log,
    content: createContentService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
