import { eq } from "drizzle-orm";
import { mobileNumbers, plates } from "#server/db/schema.ts";
import { systemStaff } from "#tests/helpers/users.ts";
import { t } from "../context.ts";
import { freshNumber, freshPlate } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/**
 * The Bundles section (decision 0070): a new bundle of a fresh plate and number typed by their numbers; a fresh
 * bundle for each save and each delete (none is in an order, so deleting is allowed).
 */
export function bundleProbes(): DeclaredProbes {
  const freshItems = async () => {
    const plateId = await freshPlate();
    const numberId = await freshNumber("du");
    await t.database.db.update(plates).set({ active: true }).where(eq(plates.id, plateId));
    await t.database.db.update(mobileNumbers).set({ active: true }).where(eq(mobileNumbers.id, numberId));
    const [plate] = await t.database.db.select({ number: plates.number }).from(plates).where(eq(plates.id, plateId));
    const [number] = await t.database.db.select({ number: mobileNumbers.number }).from(mobileNumbers).where(eq(mobileNumbers.id, numberId));
    return { plateId, numberId, plate: plate!.number, number: number!.number };
  };
  const freshBundle = async () => {
    const items = await freshItems();
    return t.services.bundles.create(systemStaff, { plateId: items.plateId, numberId: items.numberId, price: 900_000n, active: true });
  };
  let shown: Promise<number> | undefined;
  return {
    record: () => (shown ??= freshBundle()),
    list: [{ route: "admin_bundles", path: () => "/admin/bundles?sort=price&dir=desc" }],
    create: [
      {
        route: "admin_bundles",
        name: "make a bundle",
        request: async () => {
          const items = await freshItems();
          return { path: "/admin/bundles", form: { intent: "create", emirate: "FU", code: "Z", plate_number: String(items.plate), number: items.number, price: "9000", active: "on" } };
        },
        success: /\/admin\/bundles\/\d+\?done=bundleCreated$/,
      },
    ],
    update: [
      {
        route: "admin_bundle",
        name: "reprice a bundle",
        request: async () => ({ path: `/admin/bundles/${await freshBundle()}`, form: { intent: "save", price: "8000", active: "on" } }),
        success: /\/admin\/bundles\/\d+\?done=bundleSaved$/,
      },
    ],
    delete: [
      {
        route: "admin_bundle",
        name: "delete a bundle",
        request: async () => ({ path: `/admin/bundles/${await freshBundle()}`, form: { intent: "delete" } }),
        success: /\/admin\/bundles\?done=bundleDeleted$/,
      },
    ],
  };
}
