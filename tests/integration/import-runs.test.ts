import { and, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffActor } from "#core/access/current-user.ts";
import { translate } from "#core/i18n/index.ts";
import pino from "pino";
import { auditLog, itemPriceHistory, jobs, mobileNumbers } from "#server/db/schema.ts";
import { createAuditedWrite } from "#server/modules/audit/index.ts";
import { type ImportJobs, createImportJobs } from "#server/modules/import/index.ts";
import { createJobRunner } from "#server/modules/jobs/index.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// An apply's runs through the server's own worker (issue 28, decision 0072), on PGlite and PostgreSQL: a cancel
// in the middle of an apply keeps exactly the whole batches written and the page says so; a batch that fails
// (a real fault, raised by the database) is retried from the checkpoint without being called a restart.
// Batches of 10 rows (IMPORT_BATCH_ROWS), so an apply of 2,000 rows is 200 transactions: slow enough to cancel
// in the middle with nothing slowed down on purpose. Renders the pages: `npm run build` first.

vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

const BATCH = 10;
let t: TestApp;
let actor: ReturnType<typeof staffActor>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { IMPORT_BATCH_ROWS: String(BATCH) } });
  const user = await createUser(t, { verified: true, roles: ["super_admin"] });
  actor = staffActor({ id: user.id, email: user.email, scope: ["read:import", "create:import"] } as never, "127.0.0.1");
  cookie = `session=${await login(t, user.email, user.password)}`;
  // The demo shop's random numbers may fall in this file's range; these tests count only what the import writes.
  await t.database.db.delete(mobileNumbers).where(sql`${mobileNumbers.number} like '0583%'`);
}, 240_000);
afterAll(() => t?.close());

async function numbersFile(prefix: string, count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("data");
  sheet.addRow(["Number", "Package", "Price (AED)", "On sale"]);
  for (let i = 0; i < count; i++) sheet.addRow([`${prefix}${String(i).padStart(10 - prefix.length, "0")}`, "Gold", 100 + i, "yes"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Polls the database (no fixed sleeps) until `check` gives a value. */
async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const importRow = async (id: number) => (await t.services.imports.get(id))!;
const applyJob = async (id: number) => (await t.database.db.select().from(jobs).where(and(eq(jobs.name, "import.apply"), sql`${jobs.payload}->>'importId' = ${String(id)}`)))[0];
const itemsOf = async (prefix: string) => t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(sql`${mobileNumbers.number} like ${`${prefix}%`}`);
const auditOf = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "import"), eq(auditLog.entityId, String(id))));

async function checked(prefix: string, rows: number): Promise<number> {
  const id = await t.services.imports.upload(actor, "du_numbers", `${prefix}.xlsx`, await numbersFile(prefix, rows));
  const row = await until(async () => ((await importRow(id)).state !== "checking" ? importRow(id) : undefined), "the check");
  expect(row.state, JSON.stringify(row.refusal)).toBe("checked");
  return id;
}

describe("a cancel during an apply", () => {
  it("keeps exactly the whole batches written, writes nothing after, audits it, and the page says how many rows were written and that the rest were not", async () => {
    const id = await checked("05830", 2000);
    await t.services.imports.apply(actor, id);
    // As soon as a first batch is committed, cancel (the next batches are being written meanwhile).
    await until(async () => (await importRow(id)).appliedRows > 1, "a first batch");
    await t.services.imports.cancel(actor, id);
    const cancelled = await importRow(id);
    expect(cancelled.state).toBe("cancelled");
    // The apply's job sees the cancel at its next batch and ends; nothing is written after it.
    await until(async () => (await applyJob(id))?.state === "succeeded", "the apply's job to end");
    const after = await importRow(id);
    expect(after).toMatchObject({ state: "cancelled", appliedRows: cancelled.appliedRows, rowsSeen: cancelled.rowsSeen });
    const written = after.rowsSeen;
    expect(written % BATCH, `written ${written}`).toBe(0);
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(2000);
    // The checkpoint is the last file row of the last whole batch (the header is row 1).
    expect(after.appliedRows).toBe(written + 1);
    expect(after.applied).toMatchObject({ new: written, skipped: 0 });
    const items = await itemsOf("05830");
    expect(items.length).toBe(written);
    const history = await t.database.db.select({ id: itemPriceHistory.itemId }).from(itemPriceHistory).where(and(eq(itemPriceHistory.kind, "number"), inArray(itemPriceHistory.itemId, items.map((i) => i.id))));
    expect(history.length).toBe(written);
    // The audit: the cancel, with how far it got and its counts; no "import" entry (it was not applied).
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(["cancel"]);
    expect(entries[0]!.after).toMatchObject({ appliedThroughRow: written + 1, new: written });
    // The page, in both languages: the note, and no button to apply or cancel it again.
    for (const [lang, base] of [["en", "/en/admin/import"], ["ar", "/admin/import"]] as const) {
      const page = await t.app.inject({ url: `${base}/${id}`, headers: { ...browser, cookie } });
      expect(page.statusCode).toBe(200);
      const body = shown(page.body);
      expect(body).toContain(translate(lang, "import.partialNote", { n: written, total: 2000 }));
      expect(body).toContain(translate(lang, "import.state.cancelled"));
      expect(body).not.toContain(`value="cancel"`);
    }
  });
});

describe("a batch that fails during an apply", () => {
  it("is retried from the checkpoint by the worker: every row once, one audit entry, and not called a restart", async () => {
    const db = t.database.db;
    // A real fault, raised by the database once: the first insert of one number in the middle of the file fails
    // (a sequence is not rolled back with the transaction, so the retry passes).
    await db.execute(sql.raw(`CREATE SEQUENCE import_fault_once`));
    await db.execute(
      sql.raw(`CREATE FUNCTION import_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF nextval('import_fault_once') = 1 THEN RAISE EXCEPTION 'could not extend file (a fault raised once by the test)'; END IF;
        RETURN NEW; END $$`),
    );
    await db.execute(sql.raw(`CREATE TRIGGER import_fault BEFORE INSERT ON mobile_numbers FOR EACH ROW WHEN (NEW.number = '0583100055') EXECUTE FUNCTION import_fault()`));
    try {
      const id = await checked("058310", 120);
      await t.services.imports.apply(actor, id);
      const done = await until(async () => ((await importRow(id)).state === "applied" ? importRow(id) : undefined), "the apply after its retry");
      // Not called a restart: the retry went on from the checkpoint of the last whole batch before the fault.
      expect(done).toMatchObject({ resumes: 0, resumedFrom: null, appliedRows: 121, rowsSeen: 120 });
      const job = (await applyJob(id))!;
      expect(job).toMatchObject({ state: "succeeded", attempts: 2 });
      // The database's reason first (the failed statement's text follows, cut at 2,000 characters).
      expect(job.lastError).toMatch(/^could not extend file \(a fault raised once by the test\)/);
      expect(done.applied).toMatchObject({ new: 120, update: 0, skipped: 0 });
      const items = await itemsOf("058310");
      expect(items.length).toBe(120);
      const history = await db.select({ id: itemPriceHistory.itemId }).from(itemPriceHistory).where(and(eq(itemPriceHistory.kind, "number"), inArray(itemPriceHistory.itemId, items.map((i) => i.id))));
      expect(history.length).toBe(120);
      expect((await auditOf(id)).map((e) => e.action)).toEqual(["import"]);
      const page = await t.app.inject({ url: `/en/admin/import/${id}`, headers: { ...browser, cookie } });
      expect(shown(page.body)).not.toContain("The server restarted");
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER import_fault ON mobile_numbers`));
      await db.execute(sql.raw(`DROP FUNCTION import_fault()`));
      await db.execute(sql.raw(`DROP SEQUENCE import_fault_once`));
    }
  });
});

// Last in the file: it stops the server's own worker, so that the apply is run by a worker whose claim is short.
describe("an apply whose batch outlasts its job's claim", () => {
  it("is not taken up again by its own worker, and not called a restart (PGlite ran it twice: decision 0072)", async () => {
    const db = t.database.db;
    const id = await checked("058320", 60);
    await t.services.worker.stop();
    // One batch of the apply lasts 600 ms in the database (a real statement, not a pause in the product's code);
    // the claim holds 200 ms and is renewed every 67 ms. PGlite runs statements on the main thread, one at a time:
    // neither the renewal's timer nor its statement can run before that batch ends.
    await db.execute(sql.raw(`CREATE FUNCTION import_slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.6); RETURN NEW; END $$`));
    await db.execute(sql.raw(`CREATE TRIGGER import_slow BEFORE INSERT ON mobile_numbers FOR EACH ROW WHEN (NEW.number = '0583200025') EXECUTE FUNCTION import_slow()`));
    const importJobs = createImportJobs({ db, storage: t.services.storage, write: createAuditedWrite({ db, audit: t.services.audit }), offeredMany: async () => {}, limits: t.services.imports.limits, batchRows: BATCH });
    const runs: number[] = [];
    const runner = createJobRunner<ImportJobs>({
      db,
      queue: t.services.jobs,
      log: pino({ level: "silent" }),
      leaseMs: 200,
      pollMs: 20,
      handlers: {
        "import.check": ({ importId }) => importJobs.check(importId),
        "import.apply": async ({ importId }, job) => {
          runs.push(job.attempt);
          await importJobs.apply(importId, job);
        },
      },
    });
    try {
      runner.start();
      await t.services.imports.apply(actor, id);
      const done = await until(async () => ((await importRow(id)).state === "applied" ? importRow(id) : undefined), "the apply");
      await until(async () => (await applyJob(id))?.state === "succeeded", "the apply's job");
      expect(runs).toEqual([1]);
      expect(await applyJob(id)).toMatchObject({ attempts: 1 });
      expect(done).toMatchObject({ resumes: 0, resumedFrom: null, rowsSeen: 60, appliedRows: 61 });
      expect(done.applied).toMatchObject({ new: 60 });
      expect((await itemsOf("058320")).length).toBe(60);
    } finally {
      await runner.stop();
      await db.execute(sql.raw(`DROP TRIGGER import_slow ON mobile_numbers`));
      await db.execute(sql.raw(`DROP FUNCTION import_slow()`));
    }
  });
});
