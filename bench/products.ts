import { productFilters } from "#core/validation/products.ts";
import type { Database } from "#server/db/client.ts";
import { createCatalogService } from "#server/modules/catalog/catalog.service.ts";

/**
 * The Products search (issue 31, decision 0063) on the catalogue benchmark's database: plates and both operators'
 * numbers merged from the listings' own queries and counts. Timed as bench/catalog.ts times the listings' searches:
 * a new service each run (counts and estimates computed every time), and one service for all (the kept answers).
 */
export const productQueries: { label: string; query: Record<string, string> }[] = [
  { label: "all, newest", query: {} },
  { label: "contains 7", query: { pattern: "7" } },
  { label: "contains 77", query: { pattern: "77" } },
  { label: "contains 777", query: { pattern: "777" } },
  { label: "contains 7777", query: { pattern: "7777" } },
  { label: "contains 786", query: { pattern: "786" } },
  { label: "contains 12321", query: { pattern: "12321" } },
  { label: "starts 1000", query: { mode: "starts", pattern: "1000" } },
  { label: "ends 00", query: { mode: "ends", pattern: "00" } },
  { label: "mask x7x7", query: { pattern: "x7x7" } },
  { label: "mask 05x7777xxx", query: { pattern: "05x7777xxx" } },
  { label: "contains 777, cheapest first", query: { pattern: "777", sort: "price_asc" } },
  { label: "contains 777, dearest first", query: { pattern: "777", sort: "price_desc" } },
  { label: "contains 777, fewest digits", query: { pattern: "777", sort: "digits" } },
  { label: "contains 777, du only", query: { pattern: "777", kind: "du" } },
  { label: "contains 777, plates only", query: { pattern: "777", kind: "plate" } },
  { label: "contains 777, page 5", query: { pattern: "777", page: "5" } },
];

export interface ProductTiming {
  label: string;
  p50: number;
  p95: number;
  repeatP95: number;
  total: number;
  totalExact: boolean;
}

export async function measureProducts(
  database: Database,
  timed: (fn: () => Promise<unknown>, runs: number) => Promise<number[]>,
  percentile: (values: number[], p: number) => number,
  runs: number,
): Promise<ProductTiming[]> {
  const timings: ProductTiming[] = [];
  for (const { label, query } of productQueries) {
    const filters = productFilters.parse(query);
    const first = await createCatalogService(database.db).searchProducts(filters);
    const times = await timed(() => createCatalogService(database.db).searchProducts(filters), runs);
    const shared = createCatalogService(database.db);
    const repeated = await timed(() => shared.searchProducts(filters), runs);
    const t = { label, p50: percentile(times, 50), p95: percentile(times, 95), repeatP95: percentile(repeated, 95), total: first.total, totalExact: first.totalExact };
    timings.push(t);
    console.log(`  products ${label.padEnd(30)} p50 ${t.p50.toFixed(1).padStart(6)} ms, p95 ${t.p95.toFixed(1).padStart(6)} ms, repeated p95 ${t.repeatP95.toFixed(1)} ms, ${`${t.totalExact ? "" : "~"}${t.total}`.padStart(8)} found`);
  }
  return timings;
}

export function formatProductTable(timings: ProductTiming[], target: number): string {
  const head = ["products search", "found", "p50 ms", "p95 ms", `≤ ${target} ms`, "repeated p95 ms"];
  const rows = timings.map((t) => [t.label, `${t.totalExact ? "" : "~"}${t.total}`, t.p50.toFixed(1), t.p95.toFixed(1), t.p95 <= target ? "yes" : "NO", t.repeatP95.toFixed(1)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}
