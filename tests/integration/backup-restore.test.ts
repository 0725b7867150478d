import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { realpathSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { dumpEmbedded, embeddedClient, restoreEmbedded } from "#server/db/embedded-backup.ts";
import { findPgBin } from "#scripts/throwaway-postgres.ts";
import { type SiteOn, siteOn } from "../helpers/site-on.ts";
import { createTestDatabase } from "../helpers/test-database.ts";
import { createUser, login } from "../helpers/users.ts";

// Backup → restore → compare, as deploy/README.md tells the operator: the embedded database dumped while the
// site runs (SIGUSR2 calls the same dumpEmbedded) and copied while it is stopped; PostgreSQL with pg_dump and
// pg_restore; the stored files beside either. The restored copy serves the same orders, users and items.
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true }))));
const tempDir = async (name: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${name}-`));
  folders.push(dir);
  return dir;
};

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** Users, orders with their events, and every item, row for row. */
async function contents(db: Database["db"]) {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: unknown[] }).rows;
  return {
    users: await rows(sql`SELECT * FROM users ORDER BY id`),
    orders: await rows(sql`SELECT * FROM orders ORDER BY id`),
    orderEvents: await rows(sql`SELECT * FROM order_events ORDER BY id`),
    plates: await rows(sql`SELECT * FROM plates ORDER BY id`),
    numbers: await rows(sql`SELECT * FROM mobile_numbers ORDER BY id`),
  };
}

/** A buyer with an order holding a plate, and an identity document in the private files. */
async function makeOrder(s: SiteOn) {
  const user = await createUser(s, { verified: true, buyerVerified: true });
  const token = await login(s, user.email, user.password);
  const [plate] = ((await s.database.db.execute(sql`SELECT id FROM plates WHERE sold = false AND active = true AND held_until IS NULL ORDER BY id LIMIT 1`)) as { rows: { id: number }[] }).rows;
  const started = await s.app.inject({ method: "POST", url: "/api/checkout", headers: { authorization: token }, payload: { kind: "plate", id: plate!.id } });
  expect(started.statusCode).toBe(201);
  await s.services.storage.put("private", "backup-proof.webp", Buffer.from("the stored file"), "image/webp");
  return { token, orderId: (started.json() as { data: { id: number } }).data.id };
}

/** What a restored copy must answer: the buyer's session, order and stored file, and the same rows. */
async function expectSameSite(restored: SiteOn, before: Awaited<ReturnType<typeof contents>>, order: { token: string; orderId: number }) {
  expect(await contents(restored.database.db)).toEqual(before);
  const res = await restored.app.inject({ url: `/api/orders/${order.orderId}`, headers: { authorization: order.token } });
  expect(res.statusCode).toBe(200);
  expect((res.json() as { data: { id: number; state: string } }).data).toMatchObject({ id: order.orderId, state: "verification" });
  expect((await restored.services.storage.get("private", "backup-proof.webp"))?.bytes.toString()).toBe("the stored file");
}

describe("backup and restore", () => {
  it("embedded: a dump taken while the site runs, then a copy of the stopped DATA_DIR, restore the same shop", async () => {
    // The running site's database is in memory here (a fresh one on disk takes PGlite some 20 s to create on a
    // busy machine); the dump is PGlite's own either way, and the restored copy is on disk.
    const dataDir = await tempDir("embedded");
    const source = await siteOn(await openDatabase({}), dataDir, { seed: true });
    const order = await makeOrder(source);
    const before = await contents(source.database.db);
    expect(before.orders).toHaveLength(1);

    // While it runs: the dump, and the files (each written aside and renamed, so a copy never holds half a file).
    const dump = await dumpEmbedded(embeddedClient(source.database.db), path.join(dataDir, "backups"));
    const restoredDir = await tempDir("from-dump");
    await fs.cp(path.join(dataDir, "storage"), path.join(restoredDir, "storage"), { recursive: true });
    await source.close();

    await restoreEmbedded(dump, restoredDir);
    const restored = await siteOn(await openDatabase({ dataDir: restoredDir }), restoredDir, { seed: false });
    try {
      await expectSameSite(restored, before, order);
    } finally {
      await restored.close();
    }

    // Stopped: its DATA_DIR copied as it is serves the same shop too.
    const copy = await tempDir("copy");
    await fs.cp(restoredDir, copy, { recursive: true });
    const copied = await siteOn(await openDatabase({ dataDir: copy }), copy, { seed: false });
    try {
      await expectSameSite(copied, before, order);
    } finally {
      await copied.close();
    }
  }, 120_000);

  // pg_ctl may be a link on PATH to the folder that also holds pg_dump and pg_restore.
  const found = findPgBin();
  const pgBin = found && path.dirname(realpathSync(path.join(found, "pg_ctl")));
  it.runIf(process.env.TEST_DATABASE_URL && pgBin)("PostgreSQL: pg_dump and pg_restore into a new database, the stored files copied, restore the same shop", async () => {
    const dataDir = await tempDir("pg");
    const database = await createTestDatabase();
    const source = await siteOn(database, dataDir, { seed: true });
    const order = await makeOrder(source);
    const before = await contents(source.database.db);
    const dump = path.join(dataDir, "shop.dump");
    execFileSync(path.join(pgBin!, "pg_dump"), ["--format=custom", "--file", dump, database.url!]);
    const fromDump = await tempDir("pg-restored");
    await fs.cp(path.join(dataDir, "storage"), path.join(fromDump, "storage"), { recursive: true });
    await source.close();

    const server = process.env.TEST_DATABASE_URL!;
    const name = `restored_${randomUUID().replaceAll("-", "")}`;
    const empty = new URL(server);
    empty.pathname = `/${name}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    execFileSync(path.join(pgBin!, "pg_restore"), ["--no-owner", "--exit-on-error", "--dbname", empty.href, dump]);
    const restored = await siteOn(await openDatabase({ databaseUrl: empty.href }), fromDump, { seed: false });
    try {
      await expectSameSite(restored, before, order);
    } finally {
      await restored.close();
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 120_000);
});
