import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, plateCodes, plateTypes, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { staffPages } from "../helpers/staff-pages.ts";

// The Reference data section (issue 27 item 2, decision 0053) through the production build: an emirate's plate
// codes and the plate types added, renamed and deleted; a code or type in use refused with how many plates use
// it (the language's plural form); a duplicate code refused next to its field, the same text allowed in another
// emirate; bad input refused with nothing written; the public filter and the plate form following at once.
// (Who may do what: authorization-matrix/.)

let t: TestApp;
const staff = staffPages(() => t, ["read:plate", "create:plate", "update:plate", "delete:plate"], { role: "reference staff" });
const { get, post } = staff;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());

const codeRow = async (emirate: string, code: string) => (await t.database.db.select().from(plateCodes).where(and(eq(plateCodes.emirateCode, emirate), eq(plateCodes.code, code))))[0];
const countCodes = async () => (await t.database.db.select().from(plateCodes)).length;
const AJ = "/en/admin/reference_data/emirates/AJ";

describe("the Reference data section: plate codes", () => {
  it("lists the seven emirates with their codes", async () => {
    const page = await get("/en/admin/reference_data");
    expect(page.statusCode).toBe(200);
    for (const e of ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"]) expect(page.body).toContain(e);
    expect(page.body).toContain("/en/admin/reference_data/emirates/AJ");
    expect((await get("/admin/reference_data")).body).toContain("رموز"); // Arabic plural forms of the count
  });

  it("adds a code (typed in lower case), offered by the public filter and accepted by the plate form at once; the same text in another emirate is another code", async () => {
    expect((await get("/en/plates?emirate=AJ")).body).not.toContain('value="QQ"');
    const added = await post(AJ, { intent: "add_code", code: "qq" });
    expect(added.statusCode, added.body).toBe(302);
    expect(added.headers.location).toBe(`${AJ}?done=codeAdded`);
    expect(await codeRow("AJ", "QQ")).toBeDefined();
    expect((await get("/en/plates?emirate=AJ")).body).toContain('value="QQ"');
    const plate = await post("/en/admin/plates", { emirate: "AJ", code: "QQ", plate_type: "private", number: "4242", price: "5000", active: "on" });
    expect(plate.statusCode, plate.body).toBe(302);
    expect((await post("/en/admin/reference_data/emirates/RK", { intent: "add_code", code: "QQ" })).statusCode).toBe(302);
    expect(await codeRow("RK", "QQ")).toBeDefined();
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "plate_code"), eq(auditLog.action, "create"))).limit(1);
    expect(audit).toBeDefined();
  });

  it("refuses a duplicate code next to its field, in the page's language, writing nothing", async () => {
    const before = await countCodes();
    const twice = await post(AJ, { intent: "add_code", code: "QQ" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("This emirate already has this code.");
    expect(twice.body).toMatch(/id="[^"]*code[^"]*-error"/);
    const ar = await post("/admin/reference_data/emirates/AJ", { intent: "add_code", code: "A" });
    expect(ar.body).toContain("لدى هذه الإمارة هذا الرمز بالفعل.");
    expect(await countCodes()).toBe(before);
  });

  it("refuses bad input (control characters, huge, wrong types, an unknown emirate or row) with no 5xx and nothing written", async () => {
    const before = await countCodes();
    for (const code of ["Q\u0000", "A B", "X".repeat(100_000), "", "<b>"]) {
      const bad = await post(AJ, { intent: "add_code", code });
      expect(bad.statusCode, code.slice(0, 10)).toBe(400);
    }
    expect((await post(AJ, { intent: "add_code", code: "Q\u0007" })).body).toMatch(/control|characters|letters or digits/i);
    expect((await post("/en/admin/reference_data/emirates/XX", { intent: "add_code", code: "QQ" })).statusCode).toBe(404);
    expect((await post(AJ, { intent: "delete", id: "abc" })).statusCode).toBe(404);
    expect((await post(AJ, { intent: "rename", id: "99999999999", code: "Z" })).statusCode).toBe(400);
    // A code of another emirate is not reachable through this one's page.
    const rk = (await codeRow("RK", "QQ"))!;
    expect((await post(AJ, { intent: "delete", id: String(rk.id) })).statusCode).toBe(404);
    expect(await countCodes()).toBe(before);
  });

  it("renames a code with its plates; a second editor is told the record changed", async () => {
    const row = (await codeRow("AJ", "QQ"))!;
    const renamed = await post(AJ, { intent: "rename", id: String(row.id), was: "QQ", code: "QR" });
    expect(renamed.headers.location).toBe(`${AJ}?done=codeRenamed`);
    expect((await codeRow("AJ", "QR"))?.id).toBe(row.id);
    expect(await t.database.db.select().from(plates).where(and(eq(plates.emirateCode, "AJ"), eq(plates.code, "QR")))).toHaveLength(1);
    const filter = (await get("/en/plates?emirate=AJ")).body;
    expect(filter).toContain('value="QR"');
    expect(filter).not.toContain('value="QQ"');
    const stale = await post(AJ, { intent: "rename", id: String(row.id), was: "QQ", code: "QS" });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain("Someone else changed this record after you opened it.");
    const dup = await post(AJ, { intent: "rename", id: String(row.id), was: "QR", code: "A" });
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toContain("This emirate already has this code.");
    expect((await codeRow("AJ", "QR"))?.id).toBe(row.id);
  });

  it("refuses to delete a code in use with how many plates use it, in both languages' plural forms, then deletes an unused one", async () => {
    const row = (await codeRow("AJ", "QR"))!;
    const en = await post(AJ, { intent: "delete", id: String(row.id) });
    expect(en.statusCode).toBe(409);
    expect(en.body).toContain("This code is used by 1 plate, so it cannot be deleted.");
    expect((await post("/admin/reference_data/emirates/AJ", { intent: "delete", id: String(row.id) })).body).toContain("تستخدم هذا الرمز لوحة واحدة، لذا لا يمكن حذفه.");
    // A seeded code with several plates: the count is theirs.
    const n = sql<number>`count(*)::int`;
    const [busy] = await t.database.db.select({ emirate: plates.emirateCode, code: plates.code, n }).from(plates).groupBy(plates.emirateCode, plates.code).having(sql`count(*) between 3 and 10`).limit(1);
    expect(busy, "the demo catalogue has a code with 3 to 10 plates").toBeDefined();
    const busyRow = (await codeRow(busy!.emirate, busy!.code))!;
    const refused = await post(`/admin/reference_data/emirates/${busy!.emirate}`, { intent: "delete", id: String(busyRow.id) });
    expect(refused.body).toContain(`تستخدم هذا الرمز ${busy!.n} لوحات، لذا لا يمكن حذفه.`);
    const rk = (await codeRow("RK", "QQ"))!;
    const gone = await post("/en/admin/reference_data/emirates/RK", { intent: "delete", id: String(rk.id) });
    expect(gone.headers.location).toBe("/en/admin/reference_data/emirates/RK?done=codeDeleted");
    expect(await codeRow("RK", "QQ")).toBeUndefined();
    expect((await get("/en/plates?emirate=RK")).body).not.toContain('value="QQ"');
  });
});

describe("the Reference data section: plate types", () => {
  const typeRow = async (key: string) => (await t.database.db.select().from(plateTypes).where(eq(plateTypes.key, key)))[0];

  it("adds a type in both languages, offered by the public filter at once; a duplicate and bad input refused by field", async () => {
    const added = await post("/en/admin/reference_data", { intent: "add_type", name: "Vintage car", name_ar: "سيارة عتيقة", sort_order: "20" });
    expect(added.headers.location).toBe("/en/admin/reference_data?done=typeAdded");
    expect(await typeRow("vintage_car")).toMatchObject({ name: "Vintage car", nameAr: "سيارة عتيقة", sortOrder: 20 });
    expect((await get("/en/plates")).body).toContain('value="vintage_car"');
    expect((await get("/plates")).body).toContain("سيارة عتيقة");
    const twice = await post("/en/admin/reference_data", { intent: "add_type", name: "Vintage  car!", name_ar: "x", sort_order: "1" });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain("A plate type with this name already exists.");
    const bad = await post("/admin/reference_data", { intent: "add_type", name: "", name_ar: "\u202Eabc", sort_order: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("يرجى إدخال اسم النوع بالإنجليزية.");
    expect(bad.body).toContain("الترتيب عدد صحيح من 0 إلى 999.");
    expect((await post("/en/admin/reference_data", { intent: "add_type", name: "٣٤٥", name_ar: "رقم", sort_order: "1" })).body).toContain("The English name needs at least one Latin letter.");
    expect((await post("/en/admin/reference_data", { intent: "add_type", name: "Y".repeat(50_000), name_ar: "y", sort_order: "1" })).statusCode).toBe(400);
  });

  it("edits a type (a second editor is told the record changed) and deletes it; a type in use is refused with its count", async () => {
    const page = await get("/en/admin/reference_data/types/vintage_car");
    const version = /name="version" value="([^"]*)"/.exec(page.body)?.[1]?.replaceAll("&quot;", '"');
    expect(version).toBeDefined();
    const saved = await post("/en/admin/reference_data/types/vintage_car", { intent: "save", version: version!, name: "Vintage", name_ar: "عتيقة", sort_order: "3" });
    expect(saved.headers.location).toBe("/en/admin/reference_data?done=typeSaved");
    expect((await get("/en/plates")).body).toContain(">Vintage<");
    const stale = await post("/en/admin/reference_data/types/vintage_car", { intent: "save", version: version!, name: "Old", name_ar: "قديمة", sort_order: "3" });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain("Someone else changed this record after you opened it.");
    const used = (await t.database.db.select().from(plates).where(eq(plates.plateType, "private"))).length;
    expect(used).toBeGreaterThan(0);
    const refused = await post("/en/admin/reference_data/types/private", { intent: "delete" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(used === 1 ? "used by 1 plate" : `used by ${used} plates`);
    expect(await typeRow("private")).toBeDefined();
    const gone = await post("/en/admin/reference_data/types/vintage_car", { intent: "delete" });
    expect(gone.headers.location).toBe("/en/admin/reference_data?done=typeDeleted");
    expect(await typeRow("vintage_car")).toBeUndefined();
    expect((await get("/en/plates")).body).not.toContain('value="vintage_car"');
    expect((await get("/en/admin/reference_data/types/vintage_car")).statusCode).toBe(404);
  });
});

describe("the Reference data section: a record's text key in the address (decision 0076)", () => {
  // An emirate is one of the seven codes, a plate type's key lower-case letters and "_": anything else in the
  // address names no record, and answers the section's 404 in the page's language before the form is read or
  // the database asked (a NUL would make PostgreSQL refuse the query: a 500).
  const words = { en: { emirate: "This emirate does not exist.", type: "This plate type does not exist." }, ar: { emirate: "هذه الإمارة غير موجودة.", type: "نوع اللوحة هذا غير موجود." } };
  const malformed = { emirate: ["%00", "aj", "A%20J", "X".repeat(300)], type: ["%00", "PRIVATE", "a%20b", "x".repeat(300), "%E2%80%AEprivate"] };

  for (const lang of ["en", "ar"] as const) {
    const at = lang === "en" ? "/en/admin/reference_data" : "/admin/reference_data";
    it(`answers a malformed emirate or type key with the section's 404 on the page and on a post (${lang})`, async () => {
      const before = await countCodes();
      for (const key of malformed.emirate) {
        const page = await get(`${at}/emirates/${key}`);
        expect(page.statusCode, key.slice(0, 10)).toBe(404);
        expect(page.body).toContain(words[lang].emirate);
        const posted = await post(`${at}/emirates/${key}`, { intent: "add_code", code: "" });
        expect(posted.statusCode, key.slice(0, 10)).toBe(404);
        expect(posted.body).toContain(words[lang].emirate);
      }
      for (const key of malformed.type) {
        const page = await get(`${at}/types/${key}`);
        expect(page.statusCode, key.slice(0, 10)).toBe(404);
        expect(page.body).toContain(words[lang].type);
        for (const intent of ["save", "delete"]) {
          const posted = await post(`${at}/types/${key}`, { intent, name: "", name_ar: "", sort_order: "x" });
          expect(posted.statusCode, `${intent} ${key.slice(0, 10)}`).toBe(404);
          expect(posted.body).toContain(words[lang].type);
        }
      }
      expect(await countCodes()).toBe(before);
    });
  }

  it("answers a well-formed key that names no type with the section's 404 on the page and on a delete", async () => {
    expect((await get("/en/admin/reference_data/types/no_such_type")).body).toContain(words.en.type);
    const gone = await post("/admin/reference_data/types/no_such_type", { intent: "delete" });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(words.ar.type);
  });
});
