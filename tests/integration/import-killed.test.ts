import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { auditLog, itemPriceHistory, mobileNumbers } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createServices } from "#server/services.ts";
import { startSite, waitFor } from "../helpers/site-process.ts";
import { createTestDatabase } from "../helpers/test-database.ts";

// Issue 28, bad input: "a server restart in the middle of an apply (the job resumes or rolls back; never half a
// file without saying so)", with a real process (decision 0067). The file is uploaded and checked here; its apply
// runs in the built site (`node server/start.ts`, its own job worker), which is killed with SIGKILL after its
// first batches; a second site takes the job up and goes on from the checkpoint. PostgreSQL only: a killed
// process and a new one share the database (an embedded PGlite belongs to one process).

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ROWS = 30_000;
const BATCH = 500;

describe.runIf(process.env.TEST_DATABASE_URL)("an import's apply in a server killed with SIGKILL", () => {
  it("leaves whole batches and says how far it got; the restarted server goes on from the checkpoint, each row once", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-import-killed-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, IMPORT_BATCH_ROWS: String(BATCH), AUTH_SECRET: "the-same-secret-on-every-copy-0045!" };
    // This process's services run no worker: the sites' workers take the job.
    const services = createServices(database.db, loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "https://shop.test", ...env }), createLogger("silent"));
    const { db } = database;
    await db.execute(sql`insert into packages (name, name_ar) values ('Gold', 'ذهبية')`);
    const actor = { scope: ["read:import", "create:import"], userId: null, email: "staff@shop.test", ip: null };
    const lines = ["Number,Package,Price (AED)", ...Array.from({ length: ROWS }, (_, i) => `056${String(i).padStart(7, "0")},Gold,${100 + (i % 900)}`)];
    const id = await services.imports.upload(actor, "du_numbers", "killed.csv", Buffer.from(lines.join("\n")));
    await services.importJobs.check(id);
    expect((await services.imports.get(id))!.checked).toMatchObject({ new: ROWS, rejected: 0 });

    const written = async () => Number(((await db.execute(sql`select count(*)::int as n from mobile_numbers where number like '056%'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const first = await startSite({ ...env, DATABASE_URL: database.url! });
    cleanups.push(() => first.child.signalCode ?? first.child.kill("SIGKILL"));
    // Applied once the site is up (its worker looks for jobs every second), so the kill lands in the middle.
    await services.imports.apply(actor, id);
    await waitFor(async () => (await services.imports.get(id))!.appliedRows > 0, "the first batch");
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");

    // Killed in the middle: still applying (what its page shows, with its percentage), whole batches only, and
    // the checkpoint, the counts and the items agree.
    const cut = (await services.imports.get(id))!;
    expect(cut.state).toBe("applying");
    const rows = cut.appliedRows - 1; // file rows 2 … appliedRows (the header is row 1)
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(ROWS);
    expect(rows % BATCH).toBe(0);
    expect(await written()).toBe(rows);
    expect(cut.rowsSeen).toBe(rows);
    expect(cut.applied).toMatchObject({ new: rows });

    // The dead worker's claim would run out after its lease (60 s); moved to its end rather than waited for.
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second' where name = 'import.apply' and state = 'running'`);
    const second = await startSite({ ...env, DATABASE_URL: database.url! });
    cleanups.push(() => second.child.signalCode ?? second.child.kill("SIGKILL"));
    await waitFor(async () => (await services.imports.get(id))!.state !== "applying", "the apply to finish", 180_000);

    const done = (await services.imports.get(id))!;
    expect(done).toMatchObject({ state: "applied", resumes: 1, resumedFrom: cut.appliedRows + 1, rowsSeen: ROWS, appliedRows: ROWS + 1 });
    expect(done.applied).toMatchObject({ new: ROWS, update: 0, skipped: 0 });
    expect(await written()).toBe(ROWS);
    // Each item listed once in its price history, and one audit entry for the import.
    const listed = await db.select({ n: sql<number>`count(*)::int` }).from(itemPriceHistory).innerJoin(mobileNumbers, eq(mobileNumbers.id, itemPriceHistory.itemId)).where(and(eq(itemPriceHistory.kind, "number"), sql`${mobileNumbers.number} like '056%'`));
    expect(Number(listed[0]!.n)).toBe(ROWS);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entity, "import"), eq(auditLog.action, "import")));
    expect(audits.map((a) => a.after)).toEqual([expect.objectContaining({ new: ROWS, rows: ROWS, file: "killed.csv" })]);
    second.child.kill("SIGTERM");
    await second.exited;
  }, 300_000);
});
