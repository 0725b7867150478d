import type { Db } from "./db/client.ts";
import { seedAccess } from "#server/modules/access/index.ts";
import { seedDemoCustomers } from "#server/modules/accounts/index.ts";
import { seedDemoAuction } from "#server/modules/auctions/index.ts";
import { seedCatalog } from "#server/modules/catalog/index.ts";
import { seedContent } from "#server/modules/content/index.ts";
import type { Services } from "./services.ts";

/**
 * Runs at every start. Essentials (permissions, roles, a first super admin) always; the bilingual demo
 * content only when `demo` (SEED=true). Each step runs once per database (see runSeedStepOnce).
 * `demoAuction`: a live auction of two items (the site's start asks for it with the demo data; the test apps
 * do not, their counts and jobs are written against the demo items alone; decision 0074).
 */
export async function seedDatabase(db: Db, services: Services, options: { demo: boolean; demoAuction?: boolean } = { demo: true }): Promise<void> {
  await seedAccess(db, services);
  if (options.demo) {
    await seedContent(db, services);
    await seedCatalog(db, services);
    await seedDemoCustomers(db);
    if (options.demoAuction) await seedDemoAuction(db, services);
  }
}
