import { type SQL, and, asc, desc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { bundles } from "./bundles.schema.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import type { MobileNumber, Plate } from "./catalog.service.ts";
import { unheld } from "./item-holds.ts";
import { changedSince, versionOf } from "./record-version.ts";

export type Bundle = typeof bundles.$inferSelect;
export interface BundleInput {
  plateId: number;
  numberId: number;
  /** Fils. */
  price: bigint;
  active: boolean;
}
/**
 * Whether orders name a bundle (they live in the checkout module, which depends on this one, so its reader is
 * passed in): "open" while an order holds its items, "closed" when only ended or paid orders do.
 */
export type BundleOrderUse = (tx: Db, bundleId: number) => Promise<"open" | "closed" | undefined>;

export interface ListedBundle {
  bundle: Bundle;
  plate: Plate;
  number: MobileNumber;
}

/** A plate with fewer digits than this proposes no number: "7" would match a tenth of all numbers. */
const MIN_MATCH_DIGITS = 3;
/** How many matching items an item's page proposes. */
const PROPOSED = 3;

/** On sale: shown and unsold (a held item stays listed, marked reserved, as on the listings). */
const onSale = (t: typeof plates | typeof mobileNumbers): SQL => and(eq(t.active, true), eq(t.sold, false))!;

/**
 * Plate-and-number bundles (issue 31 item 4, decision 0065): the matching items an item's page proposes, the
 * bundles staff make at one price, and which of them are listed: an active bundle both of whose items are on
 * sale, so a sale of either item takes it off the listings in the same statement that sold it.
 */
export function createBundles(deps: { db: Db; write: AuditedWrite; orderUse?: BundleOrderUse }) {
  const { db, write } = deps;
  const orderUse: BundleOrderUse = deps.orderUse ?? (() => Promise.resolve(undefined));

  /**
   * An item a new bundle may take (decision 0070): on sale, nobody's checkout holding it, and in no other active
   * bundle (an item in two bundles would be sold twice over in the listings). Refused on the item's own field.
   * The item's row is locked until the bundle is written, so two staff bundling one item at once take turns.
   */
  async function free(tx: Db, kind: "plate" | "number", id: number): Promise<void> {
    const [table, field, column] = kind === "plate" ? ([plates, "plate_id", bundles.plateId] as const) : ([mobileNumbers, "number_id", bundles.numberId] as const);
    const [item] = await tx.select({ id: table.id, sold: table.sold, active: table.active, unheld: sql<boolean>`(${unheld(table)})` }).from(table).where(eq(table.id, id)).for("update");
    const refuse = (key: MessageKey) => new HttpError(400, key, { [field]: key });
    if (!item || !item.active) throw refuse(kind === "plate" ? "bundles.plateUnavailable" : "bundles.numberUnavailable");
    if (item.sold) throw refuse(kind === "plate" ? "bundles.plateSold" : "bundles.numberSold");
    if (!item.unheld) throw refuse(kind === "plate" ? "bundles.plateHeld" : "bundles.numberHeld");
    const [other] = await tx.select({ id: bundles.id }).from(bundles).where(and(eq(column, id), eq(bundles.active, true))).limit(1);
    if (other) throw refuse(kind === "plate" ? "bundles.plateInBundle" : "bundles.numberInBundle");
  }

  const listedWith = (where: SQL | undefined, limit: number) =>
    db
      .select({ bundle: bundles, plate: plates, number: mobileNumbers })
      .from(bundles)
      .innerJoin(plates, eq(plates.id, bundles.plateId))
      .innerJoin(mobileNumbers, eq(mobileNumbers.id, bundles.numberId))
      .where(and(eq(bundles.active, true), onSale(plates), onSale(mobileNumbers), where))
      .orderBy(desc(bundles.createdAt), desc(bundles.id))
      .limit(limit);

  return {
    /** Listed bundles, newest first. */
    listed: (limit = 24): Promise<ListedBundle[]> => listedWith(undefined, limit),

    /** The listed bundles an item is part of (its page offers them). */
    withItem: (kind: "plate" | "number", id: number): Promise<ListedBundle[]> => listedWith(kind === "plate" ? eq(bundles.plateId, id) : eq(bundles.numberId, id), 10),

    /** One listed bundle (its checkout starts from it); undefined when inactive or either item is gone. */
    async listedOne(id: number): Promise<ListedBundle | undefined> {
      const [row] = await listedWith(eq(bundles.id, id), 1);
      return row;
    },

    /**
     * The numbers with a plate's digits (plate 777: numbers ending in 777, such as 050 777 7777), cheapest first:
     * a prefix search on the reversed digits' index.
     */
    matchingNumbers(plate: Pick<Plate, "digits">): Promise<MobileNumber[]> {
      if (plate.digits.length < MIN_MATCH_DIGITS) return Promise.resolve([]);
      const reversed = [...plate.digits].reverse().join("");
      return db
        .select()
        .from(mobileNumbers)
        .where(and(onSale(mobileNumbers), like(mobileNumbers.digitsReversed, `${reversed}%`)))
        .orderBy(asc(mobileNumbers.price), asc(mobileNumbers.id))
        .limit(PROPOSED);
    },

    /** The plates whose number the mobile number ends with (3 to 5 digits), the longest match first. */
    matchingPlates(item: Pick<MobileNumber, "digits">): Promise<Plate[]> {
      const endings = [5, 4, 3].map((n) => item.digits.slice(-n)).filter((d) => !d.startsWith("0"));
      if (!endings.length) return Promise.resolve([]);
      return db
        .select()
        .from(plates)
        .where(and(onSale(plates), inArray(plates.digits, endings)))
        .orderBy(desc(plates.digitCount), asc(plates.price), asc(plates.id))
        .limit(PROPOSED);
    },

    async get(id: number): Promise<(Bundle & { version: number }) | undefined> {
      const [row] = await db.select().from(bundles).where(eq(bundles.id, id));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    /** Staff make a bundle of two free items (`free`); the same pair twice is refused as a duplicate. */
    create(actor: StaffActor, input: BundleInput): Promise<number> {
      return write(
        actor,
        async (log) => {
          const [same] = await log.tx.select({ id: bundles.id }).from(bundles).where(and(eq(bundles.plateId, input.plateId), eq(bundles.numberId, input.numberId)));
          if (same) throw new HttpError(409, "bundles.duplicate");
          await free(log.tx, "plate", input.plateId);
          await free(log.tx, "number", input.numberId);
          const [row] = await log.tx.insert(bundles).values(input).returning();
          await log.created("bundle", row!.id, { ...input, price: input.price.toString() });
          return row!.id;
        },
        { duplicate: () => new HttpError(409, "bundles.duplicate") },
      );
    },

    /**
     * The price and whether it is listed; a second staff member's stale form is told the record changed. Taken
     * off while a checkout holds its items is refused (the buyer is paying for it); put back on, its items must
     * be free again (no second active bundle of an item).
     */
    update(actor: StaffActor, id: number, input: { price: bigint; active: boolean; version?: number | undefined }): Promise<void> {
      return write(actor, async (log) => {
        const [before] = await log.tx.select().from(bundles).where(eq(bundles.id, id)).for("update");
        if (!before) throw new HttpError(404, "bundles.notFound");
        if (changedSince(before.updatedAt, input.version)) throw new HttpError(409, "admin.recordChanged");
        if (before.active && !input.active && (await orderUse(log.tx, id)) === "open") throw new HttpError(409, "bundles.inOpenOrder", { active: "bundles.inOpenOrder" });
        if (!before.active && input.active) {
          const [other] = await log.tx
            .select({ id: bundles.id })
            .from(bundles)
            .where(and(ne(bundles.id, id), eq(bundles.active, true), or(eq(bundles.plateId, before.plateId), eq(bundles.numberId, before.numberId))))
            .limit(1);
          if (other) throw new HttpError(409, "bundles.itemInOtherBundle", { active: "bundles.itemInOtherBundle" });
        }
        await log.tx.update(bundles).set({ price: input.price, active: input.active, updatedAt: new Date() }).where(eq(bundles.id, id));
        await log.changed("bundle", id, { price: before.price.toString(), active: before.active }, { price: input.price.toString(), active: input.active });
      });
    },

    /** Deletes a bundle no order names (an order's invoice and refund read its bundle); such a one is taken off instead. */
    remove(actor: StaffActor, id: number): Promise<void> {
      return write(actor, async (log) => {
        const [before] = await log.tx.select().from(bundles).where(eq(bundles.id, id)).for("update");
        if (!before) throw new HttpError(404, "bundles.notFound");
        if (await orderUse(log.tx, id)) throw new HttpError(409, "bundles.inOrder");
        await log.tx.delete(bundles).where(eq(bundles.id, id));
        await log.deleted("bundle", id, { plateId: before.plateId, numberId: before.numberId, price: before.price.toString(), active: before.active });
      });
    },
  };
}

export type Bundles = ReturnType<typeof createBundles>;

/**
 * Refused when one of a bundle's items could not be held: the transaction rolls back the other's hold. `reserved`:
 * the item is on sale but another buyer's checkout holds it (a race lost, or a hold still running), so it may come
 * back; `unavailable`: the bundle or an item is off the site or sold (decision 0077).
 */
export class BundleNotHeld extends Error {
  readonly reason: "reserved" | "unavailable";
  constructor(reason: "reserved" | "unavailable") {
    super(`bundle not held: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Holds both items of a bundle for an order, or neither (decision 0065): two conditional updates in the caller's
 * transaction, the plate first and then the number (always in that order, so two bundles sharing an item wait
 * for each other instead of deadlocking); when the second finds its item taken, it throws and the transaction
 * takes the first back. A single-item checkout racing it takes the same row lock: exactly one of them wins.
 *
 * First the bundle's own row is read again under a share lock (decision 0073), still on the site at the price
 * the order was priced at. Staff's delete and take-off lock the row for update and then ask whether an order
 * names it, so the two take turns: a staff write that went first has made the bundle gone or off here (refused),
 * and one that comes second waits for this transaction and then sees its order (refused there).
 */
export async function holdBundleItems(tx: Db, bundle: Pick<Bundle, "id" | "plateId" | "numberId" | "price">, orderId: number, until: Date): Promise<void> {
  const [still] = await tx
    .select({ id: bundles.id })
    .from(bundles)
    .where(and(eq(bundles.id, bundle.id), eq(bundles.active, true), eq(bundles.price, bundle.price)))
    .for("share");
  if (!still) throw new BundleNotHeld("unavailable");
  for (const [table, id] of [
    [plates, bundle.plateId],
    [mobileNumbers, bundle.numberId],
  ] as const) {
    const rows = await tx
      .update(table)
      .set({ heldByOrder: orderId, heldUntil: until })
      .where(and(eq(table.id, id), onSale(table), unheld(table)))
      .returning({ id: table.id });
    if (rows.length === 1) continue;
    // Why not: read after the update waited for the other buyer's transaction, so it sees that buyer's hold.
    const [onSaleStill] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), onSale(table)));
    throw new BundleNotHeld(onSaleStill ? "reserved" : "unavailable");
  }
}
