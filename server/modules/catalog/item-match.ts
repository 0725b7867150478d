import { and, eq } from "drizzle-orm";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { NumberFilters, PlateFilters } from "#core/validation/catalog.ts";
import type { Db } from "#server/db/client.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import type { MobileNumber, Plate } from "./catalog.service.ts";
import { numberConditions, plateConditions } from "./search-conditions.ts";

type Filters<K extends ItemKind> = Omit<K extends "plate" ? PlateFilters : NumberFilters, "sort" | "page">;

/**
 * The item, if it is on sale and its listing with these filters would show it: the listing's own conditions
 * (search-conditions.ts), so a saved search matches exactly what its page shows. Sold items never match.
 */
export async function matchingItem<K extends ItemKind>(db: Db, kind: K, id: number, filters: Filters<K>): Promise<(K extends "plate" ? Plate : MobileNumber) | undefined> {
  const [row] =
    kind === "plate"
      ? await db.select().from(plates).where(and(eq(plates.id, id), eq(plates.sold, false), ...plateConditions(filters as Filters<"plate">)))
      : await db.select().from(mobileNumbers).where(and(eq(mobileNumbers.id, id), eq(mobileNumbers.sold, false), ...numberConditions(filters as Filters<"number">)));
  return row as (K extends "plate" ? Plate : MobileNumber) | undefined;
}
