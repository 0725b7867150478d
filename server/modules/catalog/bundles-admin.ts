import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError, isHttpError } from "#server/http/api-errors.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import { ADMIN_PER_PAGE } from "#server/lib/list-rows.ts";
import { bundles } from "./bundles.schema.ts";
import type { Bundle, Bundles } from "./bundles.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import { unheld } from "./item-holds.ts";
import { versionOf } from "./record-version.ts";

/** Where a bundle stands, as staff's list shows it: listed on the site, or why not. */
export type BundleState = "listed" | "inactive" | "sold" | "reserved" | "itemOff";

export interface AdminBundle {
  bundle: Bundle;
  plate: { id: number; emirateCode: string; code: string; number: number; price: bigint };
  number: { id: number; number: string; operator: string; price: bigint };
  state: BundleState;
}

/** The plate and the number as staff type them: the plate's emirate, code and number, the mobile number's digits. */
export interface BundleItemsByNumber {
  emirate: string;
  code: string;
  plateNumber: number;
  number: string;
}

// The form's names for the items' fields: a refusal of the service (`plate_id`, `number_id`) is shown next to
// the field staff typed the item in.
const formField: Record<string, string> = { plate_id: "plate_number", number_id: "number" };

/**
 * The staff Bundles section (issue 31, decision 0070): the list with each bundle's state, one bundle with its
 * items, and a new bundle of a plate and a number picked by their numbers. The writes and their rules are the
 * bundles service's (bundles.ts), one place for the API and the section.
 */
export function createBundlesAdmin(deps: { db: Db; bundles: Bundles }) {
  const { db } = deps;
  const sortColumns = { created: bundles.createdAt, price: bundles.price } as const;

  const state = sql<BundleState>`case
    when not ${bundles.active} then 'inactive'
    when ${plates.sold} or ${mobileNumbers.sold} then 'sold'
    when not (${unheld(plates)}) or not (${unheld(mobileNumbers)}) then 'reserved'
    when not ${plates.active} or not ${mobileNumbers.active} then 'itemOff'
    else 'listed' end`;

  const rows = (where: SQL | undefined) =>
    db
      .select({
        bundle: bundles,
        plate: { id: plates.id, emirateCode: plates.emirateCode, code: plates.code, number: plates.number, price: plates.price },
        number: { id: mobileNumbers.id, number: mobileNumbers.number, operator: mobileNumbers.operator, price: mobileNumbers.price },
        state,
      })
      .from(bundles)
      .innerJoin(plates, eq(plates.id, bundles.plateId))
      .innerJoin(mobileNumbers, eq(mobileNumbers.id, bundles.numberId))
      .where(where);

  /** The item staff typed, or the refusal on its field. */
  async function idOf(kind: "plate" | "number", items: BundleItemsByNumber): Promise<number> {
    if (kind === "number") {
      const [found] = await db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(eq(mobileNumbers.number, items.number));
      if (!found) throw new HttpError(400, "bundles.numberNotFound", { number: "bundles.numberNotFound" });
      return found.id;
    }
    // A plate's identity has its type too; of the plates with this emirate, code and number, the one on sale.
    const [found] = await db
      .select({ id: plates.id })
      .from(plates)
      .where(and(eq(plates.emirateCode, items.emirate), eq(plates.code, items.code), eq(plates.number, items.plateNumber)))
      .orderBy(asc(plates.sold), desc(plates.active), asc(plates.id))
      .limit(1);
    if (!found) throw new HttpError(400, "bundles.plateNotFound", { plate_number: "bundles.plateNotFound" });
    return found.id;
  }

  return {
    async list(query: { page: number; sort: { key: keyof typeof sortColumns; dir: "asc" | "desc" } }): Promise<Paged<AdminBundle>> {
      const order = query.sort.dir === "asc" ? asc : desc;
      return paginate(
        { page: query.page, perPage: ADMIN_PER_PAGE },
        async () => (await db.select({ n: count() }).from(bundles))[0]?.n ?? 0,
        (limit, offset) => rows(undefined).orderBy(order(sortColumns[query.sort.key]), order(bundles.id)).limit(limit).offset(offset),
      );
    },

    async get(id: number): Promise<(AdminBundle & { version: number }) | undefined> {
      const [row] = await rows(eq(bundles.id, id));
      return row && { ...row, version: versionOf(row.bundle.updatedAt) };
    },

    /** A new bundle of the plate and the number staff typed; every refusal lands on the field it is about. */
    async create(actor: StaffActor, items: BundleItemsByNumber, input: { price: bigint; active: boolean }): Promise<number> {
      const plateId = await idOf("plate", items);
      const numberId = await idOf("number", items);
      try {
        return await deps.bundles.create(actor, { plateId, numberId, ...input });
      } catch (error) {
        if (!isHttpError(error) || !error.fields) throw error;
        const fields = Object.fromEntries(Object.entries(error.fields).map(([name, key]) => [formField[name] ?? name, key]));
        throw new HttpError(error.statusCode, error.key, fields);
      }
    },
  };
}

export type BundlesAdmin = ReturnType<typeof createBundlesAdmin>;
