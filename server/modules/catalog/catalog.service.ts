import { type SQL, and, asc, count, desc, eq, getTableName, gte, lt, ne } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { LRUCache } from "lru-cache";
import { type FeeBreakdown, feeBreakdown } from "#core/catalog/fees.ts";
import { ITEMS_PER_PAGE, type Operator } from "#core/catalog/listing-options.ts";
import { patternCanMatch } from "#core/catalog/search-pattern.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { NumberFilters, PlateFilters } from "#core/validation/catalog.ts";
import type { ProductFilters } from "#core/validation/products.ts";
import type { Db } from "#server/db/client.ts";
import { countOrEstimate } from "#server/lib/count-or-estimate.ts";
import { remember } from "#server/lib/remember.ts";
import { emirates, feeSettings, mobileNumbers, packages, plateCodes, plateTypes, plates } from "./catalog.schema.ts";
import { type Notices, localNotices } from "#server/db/notices.ts";
import { featureColumns, plateValues } from "./item-features.ts";
import { numberConditions, pageFromAllMatches, plateConditions } from "./search-conditions.ts";
import { type ProductPage, productPage } from "./product-search.ts";

export type Plate = typeof plates.$inferSelect;
export type MobileNumber = typeof mobileNumbers.$inferSelect;

export interface Page<T> {
  items: T[];
  /** Matching items: counted exactly up to COUNT_LIMIT, estimated above it (then `totalExact` is false). */
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
  pages: number;
}

/**
 * Counting every match of "contains 7" among a million numbers takes longer than the whole page, and nobody
 * reads 20 pages of results: up to this many the count is exact, above it an estimate from a sample.
 */
export const COUNT_LIMIT = 500;
/** An estimate is kept this long (per filter set): it is only ever approximate, and the hot searches repeat. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 1000;
/**
 * A search answer (one page of results with its count, or the newest items for the home page) is kept this long. Popular searches ("777", a Dubai
 * plate with 4 digits) repeat many times a second at busy hours, and a buyer cannot tell a list 5 seconds old
 * from a fresh one. Every write through this service forgets them all at once, so a sale or an edit made here
 * shows at the next request; only a change made outside this process (another server, a manual SQL fix) can
 * stay unseen for up to this long. Buy pages, the wishlist and checkout always read the item itself.
 */
const RESULTS_TTL_MS = 5_000;
const RESULTS_KEPT = 500;
/** Emirates, codes, types, packages and fees change a few times a year, by staff; kept this long. */
const REFERENCE_TTL_MS = 60_000;

export interface NewPlate {
  plateType: string;
  emirateCode: string;
  code: string;
  number: number;
  price: bigint;
  featured?: boolean;
  active?: boolean;
  sold?: boolean;
}

export interface NewNumber {
  operator: Operator;
  packageId?: number | null;
  number: string;
  price: bigint;
  featured?: boolean;
  active?: boolean;
  sold?: boolean;
}

type Sort = PlateFilters["sort"];
type ItemTable = typeof plates | typeof mobileNumbers;

const bigintAsText = (_: string, v: unknown) => (typeof v === "bigint" ? v.toString() : v);

/** The columns a listing sorts by: a table's, or the same columns of a subquery over it. */
type SortColumns = Record<"price" | "id" | "digitCount" | "createdAt", AnyPgColumn>;

/**
 * The listing's order. Ties in price (round prices are common) go to the older item cheapest first and to the
 * newer one dearest first: the index on (price, id) then serves both, read forwards or backwards. A mobile
 * number always has 7 significant digits, so by digit count (then dearest first) numbers are simply in price
 * order, which that index serves too; written as digit count first, PostgreSQL sorted the whole table.
 */
function orderBy(columns: SortColumns, sort: Sort, kind: ItemKind): SQL[] {
  switch (sort) {
    case "price_asc":
      return [asc(columns.price), asc(columns.id)];
    case "price_desc":
      return [desc(columns.price), desc(columns.id)];
    case "digits":
      return kind === "number" ? [desc(columns.price), desc(columns.id)] : [asc(columns.digitCount), desc(columns.price), desc(columns.id)];
    default:
      return [desc(columns.createdAt), desc(columns.id)];
  }
}

/**
 * Plates, numbers, their reference data, fee settings, and search. Inactive items are never returned.
 * `pageFrom` makes every search take one way to its page (see `paged`), whatever `pageFromAllMatches` says: for
 * tests, which check that both ways give the same pages.
 */
export function createCatalogService(
  db: Db,
  options: {
    pageFrom?: "all matches" | "listing order";
    notices?: Notices;
    /** Told of every search with a pattern (the dashboard counts them, without who asked: decision 0057). */
    onSearch?: (seen: { kind: "plate" | "du" | "etisalat" | "number" | "product"; mode: string; pattern: string }) => void;
  } = {},
) {
  const notices = options.notices ?? localNotices();
  /** Recent estimates by query (see countMatches). */
  const estimates = new LRUCache<string, { total: number }>({ max: ESTIMATES_KEPT, ttl: ESTIMATE_TTL_MS });
  const results = new LRUCache<string, Promise<Page<Plate | MobileNumber>>>({ max: RESULTS_KEPT, ttl: RESULTS_TTL_MS });
  const products = new LRUCache<string, Promise<ProductPage>>({ max: RESULTS_KEPT, ttl: RESULTS_TTL_MS });
  const latest = new LRUCache<string, Promise<(Plate | MobileNumber)[]>>({ max: 20, ttl: RESULTS_TTL_MS });
  const reference = new LRUCache<string, Promise<object>>({ max: 20, ttl: REFERENCE_TTL_MS });
  const rememberReference = <T extends object>(key: string, load: () => Promise<T>) => remember(reference, key, load) as Promise<T>;

  function forgetHere() {
    results.clear();
    products.clear();
    latest.clear();
    estimates.clear();
    reference.clear();
  }
  // A write here or on another instance (docs/decisions/0044).
  notices.subscribe("answers", forgetHere);

  /** After any write: every kept answer may be wrong now, here (its kept pages too) and on every other instance. */
  function forgetAnswers() {
    notices.publish({ area: "answers" });
  }

  /**
   * How many items match: exact up to COUNT_LIMIT, above it estimated from a sample (countOrEstimate). Estimates are kept for ESTIMATE_TTL_MS, so a popular broad search costs its page query alone; exact counts
   * are never kept.
   */
  async function countMatches(table: ItemTable, where: SQL | undefined): Promise<{ total: number; exact: boolean }> {
    const query = db.select({ n: count() }).from(table).where(where).toSQL();
    const key = `${query.sql}\n${JSON.stringify(query.params, bigintAsText)}`;
    const known = estimates.get(key);
    if (known) return { total: known.total, exact: false };
    const counted = await countOrEstimate(db, table, where, COUNT_LIMIT);
    if (!counted.exact) estimates.set(key, { total: counted.total });
    return counted;
  }

  /** One page of a search, from the kept answers when the same filters were asked for recently. */
  function search<T extends Plate | MobileNumber>(table: ItemTable, filters: PlateFilters | NumberFilters, where: () => SQL | undefined): Promise<Page<T>> {
    const key = `${getTableName(table)}\n${JSON.stringify(filters, bigintAsText)}`;
    const kind = table === plates ? "plate" : "number";
    // A pattern no item of this kind can match by its length (a plate's short mask on the numbers) answers none unread.
    if (!patternCanMatch(kind, filters)) return Promise.resolve({ items: [], total: 0, totalExact: true, page: filters.page, perPage: ITEMS_PER_PAGE, pages: 1 });
    const fromAll = options.pageFrom ? options.pageFrom === "all matches" : pageFromAllMatches(kind, filters);
    return remember(results, key, () => paged<T>(table, kind, where(), filters.sort, filters.page, fromAll)) as Promise<Page<T>>;
  }

  /** The `limit` items closest in price (then lowest id): the nearest above and below, each an index range scan. */
  async function nearestInPrice<T extends Plate | MobileNumber>(table: ItemTable, where: SQL | undefined, price: bigint, limit: number): Promise<T[]> {
    const [above, below] = (await Promise.all([
      db.select().from(table).where(and(where, gte(table.price, price))).orderBy(asc(table.price), asc(table.id)).limit(limit),
      db.select().from(table).where(and(where, lt(table.price, price))).orderBy(desc(table.price), asc(table.id)).limit(limit),
    ])) as [T[], T[]];
    const distance = (item: T) => (item.price > price ? item.price - price : price - item.price);
    return [...above, ...below].sort((a, b) => (distance(a) === distance(b) ? a.id - b.id : distance(a) < distance(b) ? -1 : 1)).slice(0, limit);
  }

  /**
   * One page, in one of two ways (`pageFromAllMatches` in search-conditions.ts chooses):
   * - from the listing's order: walk an index on the sort and stop at the page's last match. Any 24 of thousands
   *   of matches spread over the table turn up within a few hundred rows.
   * - from all matches: fetch every match through the index that serves the pattern, sort them, cut the page.
   *   The sorted subquery is what makes PostgreSQL do that: it does not merge a subquery that has its own ORDER
   *   BY into the outer query, so it plans the subquery without the outer LIMIT, and the planner cannot choose
   *   the walk it would otherwise choose for few matches too (expecting them spread evenly over the order).
   */
  async function paged<T>(table: ItemTable, kind: ItemKind, where: SQL | undefined, sort: Sort, page: number, fromAllMatches: boolean): Promise<Page<T>> {
    const offset = (page - 1) * ITEMS_PER_PAGE;
    const [items, { total, exact }] = await Promise.all([ordered(table, kind, where, sort, ITEMS_PER_PAGE, offset, fromAllMatches), countMatches(table, where)]);
    return { items: items as T[], total, totalExact: exact, page, perPage: ITEMS_PER_PAGE, pages: Math.max(1, Math.ceil(total / ITEMS_PER_PAGE)) };
  }

  /** `limit` matches in the listing's order from `offset`, one of the two ways `paged` describes. */
  function ordered(table: ItemTable, kind: ItemKind, where: SQL | undefined, sort: Sort, limit: number, offset: number, fromAllMatches: boolean) {
    if (!fromAllMatches) return db.select().from(table).where(where).orderBy(...orderBy(table, sort, kind)).limit(limit).offset(offset);
    const matches = db.select().from(table).where(where).orderBy(...orderBy(table, sort, kind)).as("matches");
    return db.select().from(matches).orderBy(...orderBy(matches, sort, kind)).limit(limit).offset(offset);
  }

  return {
    /** Writes a plate with its pattern columns; the unique index refuses a duplicate. */
    async createPlate(input: NewPlate): Promise<Plate> {
      const [row] = await db
        .insert(plates)
        .values(plateValues(input))
        .returning();
      forgetAnswers();
      return row!;
    },

    async createNumber(input: NewNumber): Promise<MobileNumber> {
      const [row] = await db.insert(mobileNumbers).values({ ...input, ...featureColumns("number", input.number) }).returning();
      forgetAnswers();
      return row!;
    },

    searchPlates(f: PlateFilters): Promise<Page<Plate>> {
      if (f.pattern) options.onSearch?.({ kind: "plate", mode: f.mode ?? "contains", pattern: f.pattern });
      return search<Plate>(plates, f, () => and(...plateConditions(f)));
    },

    searchNumbers(f: NumberFilters): Promise<Page<MobileNumber>> {
      if (f.pattern) options.onSearch?.({ kind: f.operator ?? "number", mode: f.mode ?? "contains", pattern: f.pattern });
      return search<MobileNumber>(mobileNumbers, f, () => and(...numberConditions(f)));
    },

    /** The Products search (plates and numbers in one list, decision 0063): kept like the listings' answers. */
    searchProducts(f: ProductFilters): Promise<ProductPage> {
      if (f.pattern) options.onSearch?.({ kind: f.kind ?? "product", mode: f.mode ?? "contains", pattern: f.pattern });
      return remember(products, JSON.stringify(f, bigintAsText), () =>
        productPage(f, {
          top: (table, kind, where, n) => ordered(table, kind, where, f.sort, n, 0, options.pageFrom ? options.pageFrom === "all matches" : pageFromAllMatches(kind, f)),
          count: countMatches,
        }),
      );
    },

    async getPlate(id: number): Promise<Plate | undefined> {
      const [row] = await db.select().from(plates).where(and(eq(plates.id, id), eq(plates.active, true)));
      return row;
    },

    async getNumber(id: number): Promise<MobileNumber | undefined> {
      const [row] = await db.select().from(mobileNumbers).where(and(eq(mobileNumbers.id, id), eq(mobileNumbers.active, true)));
      return row;
    },

    /**
     * An order's item, to name it (its checkout, receipt, invoice), whatever its `active` flag: an auction takes
     * its item off the listings (auction-items.ts) and the winner's order is for that inactive item.
     */
    async orderedPlate(id: number): Promise<Plate | undefined> {
      const [row] = await db.select().from(plates).where(eq(plates.id, id));
      return row;
    },

    async orderedNumber(id: number): Promise<MobileNumber | undefined> {
      const [row] = await db.select().from(mobileNumbers).where(eq(mobileNumbers.id, id));
      return row;
    },

    /** Every active item's id and last change, for the sitemap. */
    async activeItemUrls(): Promise<{ path: string; lastmod: Date }[]> {
      const [p, n] = await Promise.all([
        db.select({ id: plates.id, updatedAt: plates.updatedAt }).from(plates).where(eq(plates.active, true)).orderBy(asc(plates.id)),
        db.select({ id: mobileNumbers.id, updatedAt: mobileNumbers.updatedAt }).from(mobileNumbers).where(eq(mobileNumbers.active, true)).orderBy(asc(mobileNumbers.id)),
      ]);
      return [...p.map((r) => ({ path: `/buy/plates/${r.id}`, lastmod: r.updatedAt })), ...n.map((r) => ({ path: `/buy/numbers/${r.id}`, lastmod: r.updatedAt }))];
    },

    /** The newest unsold plates (optionally hot deals only), for the home page; kept like search answers. */
    latestPlates(limit: number, hotOnly = false): Promise<Plate[]> {
      const where = and(eq(plates.active, true), eq(plates.sold, false), hotOnly ? eq(plates.featured, true) : undefined);
      return remember(latest, `plates:${limit}:${hotOnly}`, () => db.select().from(plates).where(where).orderBy(desc(plates.createdAt), desc(plates.id)).limit(limit)) as Promise<Plate[]>;
    },

    latestNumbers(limit: number, hotOnly = false): Promise<MobileNumber[]> {
      const where = and(eq(mobileNumbers.active, true), eq(mobileNumbers.sold, false), hotOnly ? eq(mobileNumbers.featured, true) : undefined);
      return remember(latest, `numbers:${limit}:${hotOnly}`, () => db.select().from(mobileNumbers).where(where).orderBy(desc(mobileNumbers.createdAt), desc(mobileNumbers.id)).limit(limit)) as Promise<MobileNumber[]>;
    },

    /** Same emirate and digit count, unsold, closest in price. */
    similarPlates(plate: Plate, limit = 4): Promise<Plate[]> {
      const where = and(eq(plates.active, true), eq(plates.sold, false), ne(plates.id, plate.id), eq(plates.emirateCode, plate.emirateCode), eq(plates.digitCount, plate.digitCount));
      return nearestInPrice<Plate>(plates, where, plate.price, limit);
    },

    /** Same operator and tier, unsold, closest in price. */
    similarNumbers(n: MobileNumber, limit = 4): Promise<MobileNumber[]> {
      const where = and(eq(mobileNumbers.active, true), eq(mobileNumbers.sold, false), ne(mobileNumbers.id, n.id), eq(mobileNumbers.operator, n.operator), eq(mobileNumbers.tier, n.tier));
      return nearestInPrice<MobileNumber>(mobileNumbers, where, n.price, limit);
    },

    /** Fee breakdown from the database's price and fee settings; the client never supplies amounts. */
    async fees(kind: "plate" | "number", price: bigint, discountPercent = 0): Promise<FeeBreakdown> {
      const all = await rememberReference("fees", () => db.select().from(feeSettings));
      const settings = all.find((s) => s.kind === kind);
      return feeBreakdown({ kind, price, discountPercent, settings: settings ?? { adminFeeFils: 0n, vatBasisPoints: 500, plateTransferFeeFils: 0n } });
    },

    listEmirates: () => rememberReference("emirates", () => db.select().from(emirates).orderBy(asc(emirates.sortOrder))),
    listPlateCodes: () => rememberReference("codes", () => db.select().from(plateCodes).orderBy(asc(plateCodes.emirateCode), asc(plateCodes.code))),
    listPlateTypes: () => rememberReference("types", () => db.select().from(plateTypes).orderBy(asc(plateTypes.sortOrder))),
    listPackages: () => rememberReference("packages", () => db.select().from(packages).orderBy(asc(packages.id))),

    /** Forgets every kept answer; for writes made outside this service (imports, seeds). */
    forgetAnswers,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
