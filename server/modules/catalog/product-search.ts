import { type SQL, and } from "drizzle-orm";
import { ITEMS_PER_PAGE, PRODUCT_PAGES_MAX } from "#core/catalog/listing-options.ts";
import { patternCanMatch } from "#core/catalog/search-pattern.ts";
import type { ItemKind } from "#core/catalog/patterns.ts";
import type { ProductFilters } from "#core/validation/products.ts";
import { mobileNumbers, plates } from "./catalog.schema.ts";
import { type ItemTable, numberConditions, plateConditions } from "./search-conditions.ts";

type Plate = typeof plates.$inferSelect;
type MobileNumber = typeof mobileNumbers.$inferSelect;

/** One result of the Products search: a plate or a number, said which. */
export type Product = { kind: "plate"; item: Plate } | { kind: "number"; item: MobileNumber };

export interface ProductPage {
  items: Product[];
  /** Plates and numbers that match: each side counted as its listing counts (exact up to 500, else estimated). */
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
  /** At most PRODUCT_PAGES_MAX: deeper pages are for the listings' own filters. */
  pages: number;
}

/** What the catalogue lends the Products search: its listings' ordered query and their count. */
export interface ListingQueries {
  /** The first `n` matches in the listing's order (the listing's own query, its indexes and its choice of plan). */
  top(table: ItemTable, kind: ItemKind, where: SQL | undefined, n: number): PromiseLike<unknown[]>;
  count(table: ItemTable, where: SQL | undefined): Promise<{ total: number; exact: boolean }>;
}

/**
 * One page of plates and numbers together, in the chosen order. Each kind is asked for its listing's first
 * page × 24 matches with the listing's own conditions (search-conditions.ts: the one pattern matcher), and the
 * two ordered lists are merged: page 3 needs the first 72 of each, hence the cap on pages (PRODUCT_PAGES_MAX).
 */
export async function productPage(f: ProductFilters, listings: ListingQueries): Promise<ProductPage> {
  const shared = { mode: f.mode, pattern: f.pattern, price_min: f.price_min, price_max: f.price_max, class: f.class, tier: f.tier, hot: f.hot };
  const wanted = f.page * ITEMS_PER_PAGE;
  const plateWhere = and(...plateConditions(shared));
  const numberWhere = and(...numberConditions({ ...shared, operator: f.kind === "plate" ? undefined : f.kind }));
  const withPlates = (!f.kind || f.kind === "plate") && patternCanMatch("plate", f);
  const withNumbers = f.kind !== "plate" && patternCanMatch("number", f);
  const none = { total: 0, exact: true };
  const [plateRows, numberRows, plateCount, numberCount] = await Promise.all([
    withPlates ? listings.top(plates, "plate", plateWhere, wanted) : [],
    withNumbers ? listings.top(mobileNumbers, "number", numberWhere, wanted) : [],
    withPlates ? listings.count(plates, plateWhere) : none,
    withNumbers ? listings.count(mobileNumbers, numberWhere) : none,
  ]);
  const merged = merge(
    (plateRows as Plate[]).map((item): Product => ({ kind: "plate", item })),
    (numberRows as MobileNumber[]).map((item): Product => ({ kind: "number", item })),
    before(f.sort),
  );
  const total = plateCount.total + numberCount.total;
  return {
    items: merged.slice(wanted - ITEMS_PER_PAGE, wanted),
    total,
    totalExact: plateCount.exact && numberCount.exact,
    page: f.page,
    perPage: ITEMS_PER_PAGE,
    pages: Math.min(PRODUCT_PAGES_MAX, Math.max(1, Math.ceil(total / ITEMS_PER_PAGE))),
  };
}

/** Merges two lists each already in `first`'s order (a merge, not a sort: each side keeps its database order). */
function merge(a: Product[], b: Product[], first: (x: Product, y: Product) => boolean): Product[] {
  const out: Product[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(first(b[j]!, a[i]!) ? b[j++]! : a[i++]!);
  return out.concat(a.slice(i), b.slice(j));
}

const cmp = (x: bigint | number, y: bigint | number) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Whether x comes strictly before y in the listings' order (orderBy in catalog.service.ts); at a tie between a
 * plate and a number the plate comes first. "Fewest digits" puts a number (7 significant digits) after shorter
 * plates, then dearest first, as each listing does.
 */
function before(sort: ProductFilters["sort"]): (x: Product, y: Product) => boolean {
  const keys = (p: Product): (bigint | number)[] => {
    const { item } = p;
    switch (sort) {
      case "price_asc":
        return [item.price, 0];
      case "price_desc":
        return [-item.price, 0];
      case "digits":
        return [item.digitCount, -item.price];
      default:
        return [-item.createdAt.getTime(), 0];
    }
  };
  return (x, y) => {
    const [kx, ky] = [keys(x), keys(y)];
    for (let i = 0; i < kx.length; i++) {
      const c = cmp(kx[i]!, ky[i]!);
      if (c !== 0) return c < 0;
    }
    return false;
  };
}
