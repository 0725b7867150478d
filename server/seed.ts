import type { Db } from "./db/client.ts";
import { seedAccess } from "#server/modules/access/index.ts";
import { seedDemoCustomers } from "#server/modules/accounts/index.ts";
import { seedCatalog } from "#server/modules/catalog/index.ts";
import { seedContent } from "#server/modules/content/index.ts";
import type { Services } from "./services.ts";

/**
 * Runs at every start. Essentials (permissions, roles, a first super admin) always; the bilingual demo
 * content only when `demo` (SEED=true). Each step runs once per database (see runSeedStepOnce).
 */
export async function seedDatabase(db: Db, services: Services, options: { demo: boolean } = { demo: true }): Promise<void> {
  await seedAccess(db, services);
  if (options.demo) {
    await seedContent(db, services);
    await seedCatalog(db, services);
    await seedDemoCustomers(db);
  }
}
