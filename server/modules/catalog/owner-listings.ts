import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import { featureColumns } from "./item-features.ts";
import type { OnOffered, PlatesAdmin } from "./plates-admin.ts";

export type OwnerItem =
  | { kind: "plate"; emirateCode: string; code: string; plateType: string; number: number; price: bigint }
  | { kind: "number"; operator: Operator; number: string; price: bigint };

const tableOf = (kind: ItemKind) => (kind === "plate" ? plates : mobileNumbers);

/**
 * The catalogue's side of "Sell with us" (decision 0025): an approved ad listed as an item offered by its owner,
 * its price changed and its withdrawal, each inside the ads module's transaction. Like every catalogue write,
 * an item coming on offer or getting cheaper calls `onOffered` (saved-search alerts); the caller forgets the kept
 * answers once its transaction commits.
 */
export function createOwnerListings(deps: { audit: AuditLog; plates: PlatesAdmin; onOffered: OnOffered }) {
  const { audit, onOffered } = deps;
  return {
    /** Lists the item, on sale, marked as offered by its owner; its id. */
    async listIn(tx: Db, actor: StaffActor, item: OwnerItem): Promise<number> {
      if (item.kind === "plate") {
        const { kind: _kind, emirateCode, code, plateType, number, price } = item;
        return deps.plates.createIn(tx, actor, { emirateCode, code, plateType, number, price, active: true, featured: false, offeredByOwner: true });
      }
      const [row] = await tx
        .insert(mobileNumbers)
        .values({ operator: item.operator, number: item.number, price: item.price, active: true, offeredByOwner: true, ...featureColumns("number", item.number) })
        .onConflictDoNothing()
        .returning({ id: mobileNumbers.id });
      if (!row) throw new HttpError(409, "ads.alreadyListed");
      await audit.record(tx, actor, { action: "create", entity: "number", entityId: row.id, after: { operator: item.operator, number: item.number, price: item.price.toString(), offeredByOwner: true } });
      await onOffered(tx, { kind: "number", id: row.id });
      return row.id;
    },

    /** The owner's new price on their listed item, unless it has been sold; a lower price is news for alerts. */
    async repriceIn(tx: Db, kind: ItemKind, id: number, price: bigint): Promise<void> {
      const table = tableOf(kind);
      const [before] = await tx.select({ price: table.price, active: table.active, sold: table.sold }).from(table).where(eq(table.id, id)).for("update");
      if (!before || before.sold) throw new HttpError(409, "ads.sold");
      await tx.update(table).set({ price, updatedAt: new Date() }).where(and(eq(table.id, id), eq(table.sold, false)));
      if (before.active && price < before.price) await onOffered(tx, { kind, id });
    },

    /** Takes the owner's item off sale: one conditional update; false while it is sold or a checkout holds it. */
    async withdrawIn(tx: Db, kind: ItemKind, id: number): Promise<boolean> {
      const table = tableOf(kind);
      const rows = await tx
        .update(table)
        .set({ active: false, updatedAt: new Date() })
        .where(and(eq(table.id, id), eq(table.sold, false), or(isNull(table.heldUntil), lt(table.heldUntil, sql`now()`))))
        .returning({ id: table.id });
      return rows.length === 1;
    },
  };
}

export type OwnerListings = ReturnType<typeof createOwnerListings>;
