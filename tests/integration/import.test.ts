import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffActor } from "#core/access/current-user.ts";
import { auditLog, importRejectedRows, imports, itemPriceHistory, jobs, mobileNumbers } from "#server/db/schema.ts";
import { createAuditedWrite } from "#server/modules/audit/index.ts";
import { createImportJobs, isImportRefusal } from "#server/modules/import/index.ts";
import { numberFilters } from "#core/validation/catalog.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser } from "../helpers/users.ts";

// Issue 28 item 1: import of plates and numbers from real XLSX and CSV files built here with ExcelJS and
// iconv-lite, through the service and the background worker the server runs, on PGlite and PostgreSQL.

// Real files through the worker: a shared, loaded machine needs more than the default time.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

let t: TestApp;
let actor: ReturnType<typeof staffActor>;

beforeAll(async () => {
  t = await createTestApp({ env: { IMPORT_MAX_ROWS: "2000" } });
  const user = await createUser(t, { verified: true });
  actor = staffActor({ id: user.id, email: user.email, scope: ["read:import", "create:import"] } as never, "127.0.0.1");
}, 240_000);
afterAll(() => t?.close());

async function xlsx(rows: unknown[][], shape?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("data");
  for (const r of rows) sheet.addRow(r);
  shape?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function settled(id: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const row = (await t.services.imports.get(id))!;
    if (row.state !== "checking" && row.state !== "applying") return row;
    if (Date.now() > end) throw new Error(`import ${id} still ${row.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const refusalOf = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (isImportRefusal(e) ? e.key : `not a refusal: ${String(e)}`));
const listed = async (number: string) =>
  (await t.services.catalog.searchNumbers(numberFilters.parse({ operator: "du", mode: "contains", pattern: number.slice(1) }))).items.some((n) => n.number === number);
const itemCount = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from mobile_numbers`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe("import of numbers from XLSX", () => {
  it("checks every row by row and column, writes nothing, then applies: new inserted, existing updated, sold left and listed", async () => {
    const [pkg] = await t.services.packages.list();
    const db = t.database.db;
    // Already listed: one to update, one sold (never changed silently).
    await db.insert(mobileNumbers).values([
      { operator: "du", number: "0558880001", packageId: pkg!.id, price: 100_00n, active: true, featured: false, digits: "0558880001", digitsReversed: "1000888550", digitCount: 10, longestRun: 3, maxRepeat: 3, repeatingBlock: 0, mirror: false, sequenceLength: 0, trailingZeros: 0, tier: "standard" },
      { operator: "du", number: "0558880002", packageId: pkg!.id, price: 100_00n, active: false, featured: false, sold: true, digits: "0558880002", digitsReversed: "2000888550", digitCount: 10, longestRun: 3, maxRepeat: 3, repeatingBlock: 0, mirror: false, sequenceLength: 0, trailingZeros: 0, tier: "standard" },
    ] as never);
    const file = await xlsx([
      ["Number / الرقم", "الباقة", "Price (AED)", "On sale", "Hot deal"],
      [558880010, pkg!.nameAr, 1500, "نعم", "no"], // Excel dropped the zero: read as 0558880010; Arabic package name
      ["٠٥٥٨٨٨٠٠١١", pkg!.name, "2,500.50", "yes", "yes"], // Arabic-keyboard digits
      ["0558880001", pkg!.name, 300, "yes", "no"], // existing: updated
      ["0558880002", pkg!.name, 300, "yes", "no"], // sold: listed, never changed
      ["0558880010", pkg!.name, 1500, "yes", "no"], // the same number again in the file
      ["0558880012", "No such package", 10, "yes", "no"],
      ["0558880013", pkg!.name, { formula: "1+1", result: 2 }, "yes", "no"], // a formula
      ["12345", pkg!.name, "abc", "maybe", "no"],
    ]);
    const before = await itemCount();
    const id = await t.services.imports.upload(actor, "du_numbers", "stock.xlsx", file);
    const checked = await settled(id);
    expect(checked.state, JSON.stringify(checked.refusal)).toBe("checked");
    expect(checked.checked).toEqual({ new: 2, update: 1, unchanged: 0, rejected: 5, skipped: 0 });
    expect(await itemCount()).toBe(before);
    const problems = await t.services.imports.problems(id);
    const byRow = Object.fromEntries(problems.map((p) => [p.row, p.problems.map((x) => `${x.column}:${x.key}`).sort()]));
    expect(byRow).toEqual({
      5: ["null:import.sold"],
      6: ["number:import.duplicateInFile"],
      7: ["package:import.unknownPackage"],
      8: ["price:import.formula"],
      9: ["active:import.yesNo", "number:numbers.numberInvalid", "price:plates.priceInvalid"],
    });
    expect(problems.find((p) => p.row === 6)!.problems[0]!.vars).toEqual({ row: 2 });

    // The public listing, asked (and its answer kept) before the apply.
    expect(await listed("0558880010")).toBe(false);
    // Apply: twice at once, one wins.
    const both = await Promise.allSettled([t.services.imports.apply(actor, id), t.services.imports.apply(actor, id)]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const applied = await settled(id);
    expect(applied.state).toBe("applied");
    expect(applied.applied).toMatchObject({ new: 2, update: 1, skipped: 0 });
    const rows = await db.select().from(mobileNumbers).where(sql`${mobileNumbers.number} like '055888%'`);
    const get = (n: string) => rows.find((r) => r.number === n);
    expect(get("0558880010")).toMatchObject({ price: 1500_00n, active: true, packageId: pkg!.id, digits: "0558880010" });
    expect(get("0558880011")).toMatchObject({ price: 2500_50n, featured: true });
    expect(get("0558880001")).toMatchObject({ price: 300_00n, active: true });
    expect(get("0558880002")).toMatchObject({ price: 100_00n, sold: true, active: false });
    expect(get("0558880012")).toBeUndefined();
    // History as for a hand edit, the audit entry with file, counts and who ran it, alerts queued.
    const history = await db.select().from(itemPriceHistory).where(eq(itemPriceHistory.itemId, get("0558880001")!.id));
    expect(history.map((h) => h.event)).toContain("price");
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.entity, "import"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: "import", actorEmail: actor.email });
    expect(audit!.after).toMatchObject({ file: "stock.xlsx", new: 2, update: 1 });
    const alertJobs = await db.select().from(jobs).where(eq(jobs.name, "alerts.match"));
    expect(alertJobs.map((j) => (j.payload as { id: number }).id)).toEqual(expect.arrayContaining([get("0558880010")!.id, get("0558880011")!.id]));
    // Dearer than before: not "on offer", no alert (as for a hand edit).
    expect(alertJobs.map((j) => (j.payload as { id: number }).id)).not.toContain(get("0558880001")!.id);
    // The public listing shows the new number at once (its kept answers forgotten).
    expect(await listed("0558880010")).toBe(true);
    // The rejected rows as a spreadsheet: the template's columns, the row, and the errors in the staff's language.
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.read(t.services.imports.rejected(applied, "ar"));
    const ws = sheet.worksheets[0]!;
    expect(ws.rowCount).toBe(6);
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header.at(-1)).toBe("Errors / الأخطاء");
    expect(String(ws.getRow(4).getCell(header.length).value)).toContain("لا توجد باقة بهذا الاسم.");
  });
});

describe("bad input, refused with its reason, nothing written", () => {
  it("refuses a zip bomb, a file too large, renamed files and a Windows-1256 CSV at upload", async () => {
    const count = async () => (await t.database.db.select().from(imports)).length;
    const before = await count();
    // A crafted zip bomb: an XLSX with 40 MB of zeros inside (compressed about 1000:1).
    const bomb = await xlsx([["Number", "Package", "Price (AED)"]], (sheet) => {
      sheet.getCell("A2").value = "x";
    });
    const JSZip = (await import("jszip")).default;
    const zip = await JSZip.loadAsync(bomb);
    zip.file("xl/media/padding.bin", Buffer.alloc(40 * 1024 * 1024));
    const crafted = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
    expect(await refusalOf(t.services.imports.upload(actor, "du_numbers", "bomb.xlsx", crafted))).toBe("import.zipBomb");
    expect(await refusalOf(t.services.imports.upload(actor, "du_numbers", "big.csv", Buffer.alloc(50 * 1024 * 1024, 0x41)))).toBe("import.tooLarge");
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(await refusalOf(t.services.imports.upload(actor, "du_numbers", "photo.xlsx", png))).toBe("import.notSpreadsheet");
    expect(await refusalOf(t.services.imports.upload(actor, "du_numbers", "stock.csv", crafted))).toBe("import.notSpreadsheet");
    const cp1256 = iconv.encode("الرقم,الباقة,السعر (درهم)\n0501234567,ذهبية,100\n", "windows-1256");
    expect(await refusalOf(t.services.imports.upload(actor, "du_numbers", "arabic.csv", cp1256))).toBe("import.notUtf8");
    expect(await count()).toBe(before);
  }, 120_000);

  it("refuses wrong or missing columns and more rows than the limit, saying which and the limit", async () => {
    const wrong = await t.services.imports.upload(actor, "du_numbers", "wrong.csv", Buffer.from("Number,Colour,Price (AED)\n0501234567,red,1\n"));
    expect((await settled(wrong)).refusal).toEqual({ key: "import.unknownColumn", vars: { column: "Colour" } });
    const missing = await t.services.imports.upload(actor, "plates", "missing.csv", Buffer.from("Emirate,Code,Number,Price (AED)\nDU,A,1,1\n"));
    expect((await settled(missing)).refusal).toEqual({ key: "import.missingColumn", vars: { column: "Plate type / نوع اللوحة" } });
    const lines = ["Number,Package,Price (AED)", ...Array.from({ length: 2001 }, (_, i) => `05${String(20_000_000 + i)},Gold,100`)];
    const many = await t.services.imports.upload(actor, "du_numbers", "many.csv", Buffer.from(lines.join("\n")));
    const refused = await settled(many);
    expect(refused.refusal).toEqual({ key: "import.tooManyRows", vars: { limit: 2000 } });
    expect((await t.database.db.select().from(importRejectedRows).where(eq(importRejectedRows.importId, many))).length).toBe(0);
  });

  it("the same file uploaded twice at once: one is checked, the other refused", async () => {
    const csv = Buffer.from("Number,Package,Price (AED)\n0509990001,Gold,100\n");
    const results = await Promise.all([0, 1, 2].map(() => refusalOf(t.services.imports.upload(actor, "du_numbers", "same.csv", csv))));
    expect(results.filter((r) => r === undefined).length).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r !== undefined).every((r) => r === "import.alreadyRunning")).toBe(true);
  });
});

describe("a restart in the middle of an apply", () => {
  it("leaves whole batches and the next worker goes on from the checkpoint, each row written once", async () => {
    const [pkg] = await t.services.packages.list();
    const rows = [["Number", "Package", "Price (AED)"], ...Array.from({ length: 230 }, (_, i) => [`05777${String(i).padStart(5, "0")}`, pkg!.name, 100 + i])];
    const id = await t.services.imports.upload(actor, "etisalat_numbers", "restart.xlsx", await xlsx(rows));
    expect((await settled(id)).state).toBe("checked");
    // Applied by a job runner of our own that dies after its second batch (the server's worker is not given the job).
    await t.database.db.update(imports).set({ state: "applying", rowsSeen: 0, appliedBy: actor.userId, appliedByEmail: actor.email }).where(eq(imports.id, id));
    const base = { db: t.database.db, storage: t.services.storage, offeredMany: t.services.alerts.offeredMany, limits: { ...t.services.imports.limits, maxUnzippedBytes: 1e9, maxRatio: 1e3 }, batchRows: 50 };
    let batches = 0;
    const audited = createAuditedWrite({ db: t.database.db, audit: t.services.audit });
    const dying = Object.assign(
      async <T>(a: Parameters<typeof audited>[0], run: Parameters<typeof audited<T>>[1]) => {
        if (++batches > 2) throw new Error("killed");
        return audited(a, run);
      },
      { within: audited.within },
    );
    await expect(createImportJobs({ ...base, write: dying as never }).apply(id)).rejects.toThrow("killed");
    const half = (await t.services.imports.get(id))!;
    expect(half).toMatchObject({ state: "applying", appliedRows: 101, rowsSeen: 100 });
    expect((await t.database.db.select().from(mobileNumbers).where(sql`${mobileNumbers.number} like '05777%'`)).length).toBe(100);
    await createImportJobs({ ...base, write: audited }).apply(id);
    const done = (await t.services.imports.get(id))!;
    expect(done).toMatchObject({ state: "applied", resumes: 1, rowsSeen: 230 });
    expect(done.applied).toMatchObject({ new: 230 });
    expect((await t.database.db.select().from(mobileNumbers).where(sql`${mobileNumbers.number} like '05777%'`)).length).toBe(230);
  });
});

export { Readable };
