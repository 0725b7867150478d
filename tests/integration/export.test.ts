import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Permission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { auditLog, exportFiles, mobileNumbers } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// The Export section (issue 28, decision 0059) through the production build: each kind exports exactly the
// rows its list shows with the same filters, in XLSX and CSV; formula cells are defused, CSV carries a BOM,
// numbers keep their leading zero; a large export is a job whose link expires; the kind's own read permission
// is checked on the server; bad input is a translated 400.

let t: TestApp;
let token: string;
const MARK = 987_655; // a price in AED no demo item has: the filters below reach only this test's rows
const readAll: Permission[] = ["read:export", "read:plate", "read:number", "read:transaction", "read:service", "read:requested_plate", "read:estimate_plate", "read:draw_plate", "read:contact_inquiry", "read:user"];

async function staff(permissions: Permission[]): Promise<string> {
  const roleId = await t.services.access.createRole(systemStaff, `export ${permissions.join(" ")} ${Math.random()}`, permissions);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return login(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { EXPORT_DIRECT_MAX_ROWS: "40", EXPORT_LINK_HOURS: "1" }, limits: { signInIp: { points: 10_000, duration: 60 } } });
  token = await staff(readAll);
  const [pkg] = await t.services.packages.list();
  for (const [i, price] of [MARK, MARK, MARK + 50].entries()) {
    await t.services.plates.create(systemStaff, { emirateCode: "FU", code: "Z", plateType: "private", number: 70_000 + i, price: BigInt(price) * 100n, active: true, featured: false });
    await t.services.numbers.create(systemStaff, "du", { number: `058123400${i}`, packageId: pkg!.id, price: BigInt(price) * 100n, active: true, featured: false });
  }
  for (const name of ["=1+2 Exporter", "مصدّر عربي exportmark", "@exportmark"]) await createUser(t, { verified: true, name: name.includes("exportmark") ? name : `${name} exportmark` });
  const buyer = await createUser(t, { verified: true, name: "+Buyer exportmark" });
  const [n] = await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(and(eq(mobileNumbers.sold, false), eq(mobileNumbers.active, true), sql`${mobileNumbers.heldUntil} is null`)).limit(1);
  await t.services.checkout.start(buyer.id, "number", n!.id);
  for (const [i, name] of ["-Asker exportmark", "سائل exportmark"].entries()) {
    await t.services.requests.submit({ kind: "contact", name, phone: "0501112233", email: `asker${i}@example.com`, contact_method: "email", website: "", question: "=HYPERLINK(\"x\")" }, { ip: `10.9.0.${i}`, lang: "ar" });
    await t.services.requests.submit({ kind: "estimate_plate", name, phone: "0501112233", email: `asker${i}@example.com`, contact_method: "email", website: "", emirate: "DU", plate_type: "private", code: "A", number: 4321 }, { ip: `10.9.1.${i}`, lang: "ar" });
  }
}, 120_000);
afterAll(() => t.close());

const get = (url: string, as = token) => t.app.inject({ url, headers: { ...browser, cookie: `session=${as}` } });
const post = (url: string, form: Record<string, string>, as = token) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${as}`, "content-type": "application/x-www-form-urlencoded" } });

/** Every id a list shows with a filter, page after page (the links to the records). */
async function listIds(section: string, filter: string): Promise<string[]> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await get(`/en/admin/${section}?${filter}&page=${page}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const found = [...res.body.matchAll(new RegExp(`href="/en/admin/${section}/([^"/?]+)"`, "g"))].map((m) => decodeURIComponent(m[1]!));
    const before = ids.size;
    for (const id of found) ids.add(id);
    if (ids.size === before) return [...ids].sort();
  }
}

const csvRows = (body: Buffer) => parse(body, { bom: true }) as string[][];
async function xlsxRows(body: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const cases = [
  { kind: "plates", section: "plates", filter: `price_min=${MARK}&price_max=${MARK}`, rows: 2 },
  { kind: "du_numbers", section: "du_numbers", filter: `price_min=${MARK}&price_max=${MARK}&sort=price`, rows: 2 },
  { kind: "etisalat_numbers", section: "etisalat_numbers", filter: `price_min=${MARK}&price_max=${MARK + 100}`, rows: 0 },
  { kind: "transactions", section: "transactions", filter: "q=exportmark", rows: 1 },
  { kind: "services", section: "services", filter: "q=exportmark&status=new", rows: 2 },
  { kind: "estimate_plates", section: "estimate_plates", filter: "q=exportmark&assigned=nobody", rows: 2 },
  { kind: "contact_inquiries", section: "contact_inquiries", filter: "q=exportmark", rows: 2 },
  { kind: "users", section: "users", filter: "q=exportmark&sort=name", rows: 4 },
];

describe("exports of every kind", () => {
  for (const c of cases) {
    it(`${c.kind}: the same rows as its list with the filter, in CSV and XLSX`, async () => {
      const listed = await listIds(c.section, c.filter);
      expect(listed).toHaveLength(c.rows);
      const csv = await get(`/en/admin/export/file?kind=${c.kind}&format=csv&${c.filter}`);
      expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${c.kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = csvRows(csv.rawPayload);
      expect(header![0]).toBe("ID");
      expect(rows.map((r) => r[0]!).sort()).toEqual(listed);
      const xlsx = await get(`/admin/export/file?kind=${c.kind}&format=xlsx&${c.filter}`);
      expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      const [arHeader, ...sheet] = await xlsxRows(xlsx.rawPayload);
      expect(arHeader![0]).toBe(translate("ar", "export.col.id"));
      expect(sheet.map((r) => String(r[0])).sort()).toEqual(listed);
    });
  }
});

describe("what a cell holds", () => {
  it("defuses formulas in CSV and XLSX, keeps Arabic and the numbers' leading zero as text", async () => {
    const csv = csvRows((await get("/en/admin/export/file?kind=users&format=csv&q=exportmark")).rawPayload);
    const names = csv.slice(1).map((r) => r[1]);
    expect(names).toEqual(expect.arrayContaining(["'=1+2 Exporter exportmark", "'@exportmark", "مصدّر عربي exportmark"]));
    const inquiries = csvRows((await get("/en/admin/export/file?kind=contact_inquiries&format=csv&q=exportmark")).rawPayload);
    expect(inquiries.slice(1).map((r) => r[5]).sort()).toEqual(["'-Asker exportmark", "سائل exportmark"]);
    expect(inquiries.slice(1).every((r) => r[16] === "'=HYPERLINK(\"x\")")).toBe(true);
    const buyers = csvRows((await get("/en/admin/export/file?kind=transactions&format=csv&q=exportmark")).rawPayload);
    expect(buyers[1]![3]).toBe("'+Buyer exportmark");

    const sheet = await xlsxRows((await get(`/en/admin/export/file?kind=du_numbers&format=xlsx&price_min=${MARK}&price_max=${MARK}`)).rawPayload);
    expect(sheet[0]).toEqual(["ID", "Number", "Package", "Price (AED)", "On sale", "Sold", "Hot deal", "Created"]);
    expect(sheet.slice(1).map((r) => r[1]).sort()).toEqual(["0581234000", "0581234001"]);
    expect(sheet[1]![3]).toBe(MARK);
    const users = await xlsxRows((await get("/en/admin/export/file?kind=users&format=xlsx&q=exportmark")).rawPayload);
    // A string cell, not a formula: exceljs reads a formula as an object.
    expect(users.map((r) => r[1])).toContain("'=1+2 Exporter exportmark");
  });
});

describe("a large export", () => {
  it("runs as a job with progress, is downloaded by staff until its link expires, audited", async () => {
    const total = await t.database.db.$count(mobileNumbers, eq(mobileNumbers.operator, "du"));
    expect(total).toBeGreaterThan(40);
    const asked = await get("/admin/export/file?kind=du_numbers&format=xlsx");
    expect(asked.statusCode).toBe(302);
    expect(asked.headers.location).toBe("/admin/export?kind=du_numbers&format=xlsx");
    const page = await get("/en/admin/export?kind=du_numbers&format=xlsx");
    expect(page.body).toContain(translate("en", "export.large", { n: total, max: 40 }).replaceAll("'", "&#x27;"));
    const started = await post("/en/admin/export", { kind: "du_numbers", format: "xlsx", list: "" });
    expect(started.statusCode, started.body.slice(0, 300)).toBe(302);
    expect(started.headers.location).toBe("/en/admin/export");
    let row: typeof exportFiles.$inferSelect | undefined;
    for (let i = 0; i < 200; i++) {
      [row] = await t.database.db.select().from(exportFiles).orderBy(sql`${exportFiles.id} desc`).limit(1);
      if (row?.state === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row).toMatchObject({ state: "done", rowsDone: total, rowsTotal: total, kind: "du_numbers" });
    const listed = await get("/en/admin/export");
    expect(listed.body).toContain(`/en/admin/export/${row!.id}/download`);
    const file = await get(`/en/admin/export/${row!.id}/download`);
    expect(file.statusCode).toBe(200);
    expect((await xlsxRows(file.rawPayload)).length).toBe(total + 1);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "export"), eq(auditLog.entityId, String(row!.id))));
    expect(audited.map((a) => a.action).sort()).toEqual(["download", "export"]);

    // Someone who may not read numbers cannot download it, even with read:export.
    expect((await get(`/en/admin/export/${row!.id}/download`, await staff(["read:export", "read:plate"]))).statusCode).toBe(403);

    await t.database.db.update(exportFiles).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(exportFiles.id, row!.id));
    const expired = await get(`/en/admin/export/${row!.id}/download`);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(expired.body).toBe(translate("en", "export.expired"));
    expect(await t.services.exports.pruneExpired()).toBe(1);
    const [pruned] = await t.database.db.select().from(exportFiles).where(eq(exportFiles.id, row!.id));
    expect(pruned!.storageKey).toBeNull();
    expect(await t.services.storage.exists("private", row!.storageKey!)).toBe(false);
  });
});

describe("who may export", () => {
  it("needs the kind's own read permission besides read:export, checked on the server", async () => {
    const platesOnly = await staff(["read:export", "read:plate"]);
    const allowed = await get(`/en/admin/export/file?kind=plates&format=csv&price_min=${MARK}&price_max=${MARK}`, platesOnly);
    expect(allowed.statusCode, `${allowed.headers.location} ${allowed.body.slice(0, 200)}`).toBe(200);
    for (const kind of ["users", "transactions", "du_numbers", "contact_inquiries"]) {
      const refused = await get(`/en/admin/export/file?kind=${kind}&format=csv`, platesOnly);
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.body).toContain(translate("en", "auth.forbidden"));
      expect((await get(`/en/admin/export?kind=${kind}`, platesOnly)).statusCode).toBe(403);
    }
    const before = await t.database.db.$count(exportFiles);
    expect((await post("/en/admin/export", { kind: "users", format: "csv", list: "" }, platesOnly)).statusCode).toBe(403);
    expect(await t.database.db.$count(exportFiles)).toBe(before);
    // The page offers only the kinds one may export.
    const page = await get("/en/admin/export", platesOnly);
    expect(page.body).toContain('value="plates"');
    expect(page.body).not.toContain('value="users"');
    expect((await get("/en/admin/export/file?kind=plates", await staff(["read:plate"]))).statusCode).toBe(403);
  });
});

describe("bad input", () => {
  it("answers a translated 400, never a 5xx, and writes nothing", async () => {
    const before = await t.database.db.$count(exportFiles);
    for (const [url, key] of [
      ["/en/admin/export/file?kind=nope", "export.kindInvalid"],
      ["/en/admin/export/file?kind=plates&format=pdf", "export.formatInvalid"],
      ["/en/admin/export/file?kind=plates&sort=colour", "table.badSort"],
      ["/en/admin/export/file?kind=du_numbers&price_min=abc", "error.validation"],
      ["/en/admin/export/file?kind=transactions&from=yesterday", "error.validation"],
      ["/en/admin/export?kind=users&verified=maybe", "error.validation"],
      ["/en/admin/export?kind=", "export.kindInvalid"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain(translate("en", key));
    }
    expect((await get("/admin/export/file?kind=nope")).body).toContain(translate("ar", "export.kindInvalid"));
    expect((await post("/en/admin/export", { kind: "plates", format: "csv", list: "sort=colour" })).statusCode).toBe(400);
    expect((await post("/en/admin/export", { kind: "nope", format: "csv", list: "" })).statusCode).toBe(400);
    expect((await get("/en/admin/export/abc/download")).statusCode).toBe(404);
    expect((await get("/en/admin/export/999999/download")).statusCode).toBe(404);
    expect(await t.database.db.$count(exportFiles)).toBe(before);
  });
});
