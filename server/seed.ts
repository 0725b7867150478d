import type { Db } from "./db/client.ts";
import { seedContent } from "./modules/content/content.seed.ts";
import type { Services } from "./services.ts";

/** First-run demo data: each module's steps run once per database (see runSeedStepOnce). */
export async function seedDatabase(db: Db, services: Services): Promise<void> {
  await seedContent(db, services);
}
