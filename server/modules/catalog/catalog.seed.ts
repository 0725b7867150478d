import { patternFeatures } from "#core/catalog/patterns.ts";
import { tierOf } from "#core/catalog/tiers.ts";
import type { Db } from "#server/db/client.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import type { Services } from "#server/services.ts";
import { emirates, feeSettings, mobileNumbers, packages, plateCodes, plateTypes, plates } from "./catalog.schema.ts";
import { demoNumber, demoPlate, demoPrice, random } from "./demo-items.ts";
import { featureColumns } from "./item-features.ts";
import { seedEmirates, seedFeeSettings, seedPackages, seedPlateCodes, seedPlateTypes } from "./reference-data.ts";

export const DEMO_PLATES = 450;
export const DEMO_NUMBERS = 450;

/** Reference data (emirates, codes, plate types, packages, fees) and a demo shop of plates and numbers. */
export async function seedCatalog(db: Db, { log }: Services): Promise<void> {
  await runSeedStepOnce(db, "catalog:reference:v1", async (tx) => {
    await tx.insert(emirates).values(seedEmirates);
    await tx.insert(plateCodes).values(Object.entries(seedPlateCodes).flatMap(([emirateCode, codes]) => codes.map((code) => ({ emirateCode, code }))));
    await tx.insert(plateTypes).values(seedPlateTypes);
    await tx.insert(packages).values(seedPackages);
    await tx.insert(feeSettings).values(seedFeeSettings);
  });

  const ran = await runSeedStepOnce(db, "catalog:demo-items:v1", async (tx) => {
    const packageIds = (await tx.select({ id: packages.id }).from(packages)).map((p) => p.id);
    const r = random(2001);
    const day = 24 * 60 * 60 * 1000;
    const seen = new Set<string>();
    const plateRows = [];
    while (plateRows.length < DEMO_PLATES) {
      const p = demoPlate(r);
      const key = `${p.emirateCode}-${p.code}-${p.number}-${p.plateType}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const tier = tierOf("plate", patternFeatures("plate", String(p.number)));
      plateRows.push({
        ...p,
        ...featureColumns("plate", String(p.number)),
        price: demoPrice(r, "plate", tier),
        featured: r.next() < 0.08,
        sold: r.next() < 0.05,
        active: r.next() > 0.02,
        createdAt: new Date(Date.now() - r.int(0, 120) * day - r.int(0, day)),
      });
    }
    const numberRows = [];
    while (numberRows.length < DEMO_NUMBERS) {
      const n = demoNumber(r);
      if (seen.has(n.number)) continue;
      seen.add(n.number);
      const tier = tierOf("number", patternFeatures("number", n.number));
      numberRows.push({
        ...n,
        ...featureColumns("number", n.number),
        packageId: r.pick(packageIds),
        price: demoPrice(r, "number", tier),
        featured: r.next() < 0.08,
        sold: r.next() < 0.05,
        active: r.next() > 0.02,
        createdAt: new Date(Date.now() - r.int(0, 120) * day - r.int(0, day)),
      });
    }
    for (let i = 0; i < plateRows.length; i += 200) await tx.insert(plates).values(plateRows.slice(i, i + 200));
    for (let i = 0; i < numberRows.length; i += 200) await tx.insert(mobileNumbers).values(numberRows.slice(i, i + 200));
  });
  if (ran) log.info({ plates: DEMO_PLATES, numbers: DEMO_NUMBERS }, "seeded demo plates and numbers");
}
