import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import { patternFeatures } from "#core/catalog/patterns.ts";
import { tierOf } from "#core/catalog/tiers.ts";
import type { Database, Db } from "#server/db/client.ts";
import { insertFromJson } from "#server/db/json-rows.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import { mobileNumbers, packages, plates } from "#server/modules/catalog/catalog.schema.ts";
import { seedCatalog } from "#server/modules/catalog/catalog.seed.ts";
import { demoNumber, demoPlate, demoPrice, random } from "#server/modules/catalog/demo-items.ts";
import { featureColumns } from "#server/modules/catalog/item-features.ts";
import type { Services } from "#server/services.ts";

// The catalogue benchmarks' first phase (bench/catalog.ts, and the admin items, dashboard and export benches that
// measure on the same catalogue): its size, and the seeding of it. BENCH_PLATES / BENCH_NUMBERS change the size.

export function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${process.env[name]}"`);
  return value;
}

export const PLATES = positiveInt("BENCH_PLATES", 100_000);
export const NUMBERS = positiveInt("BENCH_NUMBERS", 1_000_000);
/** Rows per INSERT … SELECT FROM json_to_recordset($1): one parameter, so no bind-parameter limit. */
const BATCH = 10_000;

const quiet = { info() {}, warn() {}, error() {}, debug() {} };

/** Runs SQL with parameters on either driver, returning the rows. */
export async function rawQuery(database: Database, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result = await (client as pg.Pool).query(text, params as unknown[]);
  return result.rows as Record<string, unknown>[];
}

/** INSERT … SELECT FROM json_to_recordset($1): the site's own bulk write (server/db/json-rows.ts), one parameter. */
async function bulkInsert(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length > 0) await db.execute(insertFromJson(table, rows));
}

/**
 * 100,000 plates and 1,000,000 numbers from the demo generators (unique, as the unique indexes require), with
 * prices, hot deals, sold and inactive items in the same proportions as the demo seed. The reference data is
 * seedCatalog's own step; the demo-items step is claimed first so the server does not add its 450 + 450.
 */
export async function seedBench(database: Database): Promise<{ seconds: number }> {
  const started = performance.now();
  const { db } = database;
  await runSeedStepOnce(db, "catalog:demo-items:v1", async () => {});
  await seedCatalog(db, { log: quiet } as unknown as Services);
  const packageIds = (await db.select({ id: packages.id }).from(packages)).map((p) => p.id);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const r = random(4242);
  const common = (kind: "plate" | "number", digits: string) => {
    const tier = tierOf(kind, patternFeatures(kind, digits));
    return {
      ...featureColumns(kind, digits),
      price: demoPrice(r, kind, tier),
      featured: r.next() < 0.08,
      sold: r.next() < 0.05,
      active: r.next() > 0.02,
      createdAt: new Date(now - r.int(0, 120) * day - r.int(0, day)),
    };
  };

  // Bulk load as one would: the secondary indexes are dropped and built again afterwards from their own definitions
  // (much faster than updating them row by row); the primary keys and unique indexes stay, so duplicates fail.
  const secondary = (await rawQuery(
    database,
    `select indexname, indexdef from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
     where i.schemaname = 'public' and i.tablename in ('plates', 'mobile_numbers') and not x.indisunique`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of secondary) await rawQuery(database, `drop index "${index.indexname}"`);

  const seenPlates = new Set<string>();
  let batch: Record<string, unknown>[] = [];
  const flush = async (table: PgTable) => {
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => bulkInsert(tx as unknown as Db, table, rows));
  };
  while (seenPlates.size < PLATES) {
    const p = demoPlate(r);
    const key = `${p.emirateCode}-${p.code}-${p.number}-${p.plateType}`;
    if (seenPlates.has(key)) continue;
    seenPlates.add(key);
    batch.push({ ...p, ...common("plate", String(p.number)) });
    if (batch.length === BATCH) await flush(plates);
  }
  await flush(plates);
  seenPlates.clear();
  const platesDone = performance.now();
  process.stdout.write(`  ${PLATES.toLocaleString("en")} plates in ${((platesDone - started) / 1000).toFixed(1)} s … `);

  const seenNumbers = new Set<string>();
  while (seenNumbers.size < NUMBERS) {
    const n = demoNumber(r);
    if (seenNumbers.has(n.number)) continue;
    seenNumbers.add(n.number);
    batch.push({ ...n, packageId: r.pick(packageIds), ...common("number", n.number) });
    if (batch.length === BATCH) await flush(mobileNumbers);
  }
  await flush(mobileNumbers);
  const numbersDone = performance.now();
  console.log(`${NUMBERS.toLocaleString("en")} numbers in ${((numbersDone - platesDone) / 1000).toFixed(1)} s`);
  for (const index of secondary) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local maintenance_work_mem = '128MB'"));
      await tx.execute(sql.raw(index.indexdef));
    });
  }
  console.log(`  ${secondary.length} secondary indexes built again in ${((performance.now() - numbersDone) / 1000).toFixed(1)} s`);
  // What autovacuum does after a bulk load on PostgreSQL (PGlite has no autovacuum): statistics, visibility map.
  await rawQuery(database, "vacuum analyze plates");
  await rawQuery(database, "vacuum analyze mobile_numbers");
  return { seconds: (performance.now() - started) / 1000 };
}
