import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { constantsFormValues } from "#core/validation/settings.ts";
import { auditLog, feeSettings, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

// The Settings Manager: what it saves, what it refuses, and that the site shows a change at once (the footer of
// a kept page, the fees of a buy page), through the API and the admin page.

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Pages are kept, as in production: every write must make the site forget them.
  t = await createTestApp({ pages: true, seed: true, env: { PAGE_CACHE_SECONDS: "60" } });
  const roleId = await t.services.access.createRole(systemStaff, "settings editors", ["read:setting", "update:setting"]);
  const user = await createUser(t, { verified: true, name: "Settings Editor" });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  token = await login(t, user.email, user.password);
});
afterAll(() => t.close());

const api = (method: "GET" | "PUT", url: string, payload?: unknown, lang = "en") =>
  t.app.inject({ method, url, headers: { cookie: `session=${token}`, "accept-language": lang }, ...(payload === undefined ? {} : { payload: payload as object }) });

const page = (url: string) => t.app.inject({ url, headers: { ...browser, cookie: `session=${token}` } });

function postForm(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { ...browser, cookie: `session=${token}`, "content-type": "application/x-www-form-urlencoded" },
  });
}

const fees = { plate_admin_fee: "500.00", number_admin_fee: "250.00", vat_percent: "5.00", plate_transfer_fee: "620.00", plate_hold_minutes: 15, number_hold_minutes: 15, owner_commission_percent: "5.00", ad_lifetime_days: 60, max_open_checkouts: 3 };

async function currentConstants(): Promise<Record<string, string>> {
  return api("GET", "/api/admin/settings").then((r) => r.json<{ constants: Record<string, string> }>().constants);
}

describe("fee settings", () => {
  it("gives the seeded fees as the form shows them", async () => {
    const res = await api("GET", "/api/admin/settings");
    expect(res.statusCode).toBe(200);
    expect(res.json().fees).toEqual(fees);
  });

  it("saves amounts as typed (commas, Arabic digits) as fils, the rate as basis points, audited with only what changed", async () => {
    const res = await api("PUT", "/api/admin/settings/fees", { ...fees, plate_admin_fee: "1,250.50", vat_percent: "٥٫٢٥", number_hold_minutes: "20" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("The fee settings have been saved.");
    const rows = await t.database.db.select().from(feeSettings);
    const plate = rows.find((r) => r.kind === "plate")!;
    const number = rows.find((r) => r.kind === "number")!;
    expect(plate.adminFeeFils).toBe(125_050n);
    expect(plate.vatBasisPoints).toBe(525);
    expect(number.vatBasisPoints).toBe(525);
    expect(number.holdMinutes).toBe(20);
    expect(number.plateTransferFeeFils).toBe(0n);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "setting"), eq(auditLog.entityId, "fees"))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.before).toEqual({ plateAdminFeeFils: "50000", vatBasisPoints: 500, numberHoldMinutes: 15 });
    expect(entry?.after).toEqual({ plateAdminFeeFils: "125050", vatBasisPoints: 525, numberHoldMinutes: 20 });
    await api("PUT", "/api/admin/settings/fees", fees);
  });

  it("changes the fees a buy page shows at once", async () => {
    const [plate] = await t.database.db.select().from(plates).where(eq(plates.sold, false)).limit(1);
    const before = await page(`/en/buy/plates/${plate!.id}`);
    expect(before.body).toContain("500");
    expect((await api("PUT", "/api/admin/settings/fees", { ...fees, plate_admin_fee: "777.00" })).statusCode).toBe(200);
    const after = await page(`/en/buy/plates/${plate!.id}`);
    expect(after.body).toContain("777");
    await api("PUT", "/api/admin/settings/fees", fees);
  });

  it.each([
    ["vat_percent", "5.555", "Please enter a VAT rate from 0 to 100, with at most two decimals."],
    ["vat_percent", "101", "Please enter a VAT rate from 0 to 100, with at most two decimals."],
    ["plate_admin_fee", "-1", "Please enter an amount from 0 to 1,000,000 dirhams, with at most two decimals."],
    ["plate_admin_fee", "1e3", "Please enter an amount from 0 to 1,000,000 dirhams, with at most two decimals."],
    ["plate_admin_fee", "1,25", "Please enter an amount from 0 to 1,000,000 dirhams, with at most two decimals."],
    ["plate_transfer_fee", "1000000.01", "Please enter an amount from 0 to 1,000,000 dirhams, with at most two decimals."],
    ["plate_hold_minutes", "10", "Please enter a whole number of minutes from 15 to 120."],
    ["number_hold_minutes", "15.5", "Please enter a whole number of minutes from 15 to 120."],
    ["owner_commission_percent", "50.01", "Please enter a commission from 0 to 50, with at most two decimals."],
    ["ad_lifetime_days", "6", "Please enter a whole number of days from 7 to 365."],
    ["max_open_checkouts", "0", "Please enter a whole number from 1 to 10."],
    ["max_open_checkouts", "11", "Please enter a whole number from 1 to 10."],
  ])("refuses %s = %j with its message, and changes nothing", async (field, value, message) => {
    const res = await api("PUT", "/api/admin/settings/fees", { ...fees, plate_admin_fee: "999.00", [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await api("GET", "/api/admin/settings")).json().fees).toEqual(fees);
  });

  it("answers its refusals in Arabic too", async () => {
    const res = await api("PUT", "/api/admin/settings/fees", { ...fees, vat_percent: "abc" }, "ar");
    expect(res.json().errors.vat_percent).toBe(translate("ar", "settings.vatInvalid"));
  });
});

describe("site constants", () => {
  it("gives every constant with its Arabic variant and both links", async () => {
    const c = await currentConstants();
    expect(c.contactPhone).toBe("+971 4 295 5000");
    expect(c.contactPhone_url).toBe("tel:+97142955000");
    expect(c.head_office_ar).toContain("دبي");
    expect(c.instagramLink_ar_url).toBe("https://www.instagram.com/specialnumbersae");
  });

  it("shows an edit in the footer of a kept page at once, in each language, and on the public API", async () => {
    // Kept first: the page cache answers the next request from memory unless the write forgets it.
    expect((await page("/en/about")).body).toContain("+971 4 295 5000");
    const c = await currentConstants();
    const res = await api("PUT", "/api/admin/settings/constants", { ...c, contactPhone: "+971 4 000 1111", contactPhone_ar: "+971 4 000 2222", working_hours_ar: "كل يوم من 10 صباحًا" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page("/en/about")).body).toContain("+971 4 000 1111");
    const ar = (await page("/about")).body;
    expect(ar).toContain("+971 4 000 2222");
    expect(ar).toContain("كل يوم من 10 صباحًا");
    const publicApi = await t.app.inject({ url: "/api/constants" });
    expect(publicApi.json<{ data: { key: string; value: { value: string } }[] }>().data.find((k) => k.key === "contactPhone")?.value.value).toBe("+971 4 000 1111");
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "setting"), eq(auditLog.entityId, "constants"))).orderBy(desc(auditLog.id)).limit(1);
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(["contactPhone", "contactPhone_ar", "working_hours_ar"]);
    await api("PUT", "/api/admin/settings/constants", c);
  });

  it.each([
    ["facebookLink_url", "javascript:alert(1)", "Please enter a link starting with https://, tel: or mailto:."],
    ["facebookLink_ar_url", "data:text/html,hi", "Please enter a link starting with https://, tel: or mailto:."],
    ["contactPhone", "", "Please enter the text."],
    ["helpline", "800\u202e7752", "This field holds characters that are not allowed (control or text-direction characters, line breaks, or broken text)."],
    ["head_office", "x".repeat(1001), "Please keep the text within 1,000 characters."],
  ])("refuses %s = %j with its message, and changes nothing", async (field, value, message) => {
    const c = await currentConstants();
    const res = await api("PUT", "/api/admin/settings/constants", { ...c, contactEmail: "changed@example.com", [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await currentConstants()).toEqual(c);
  });
});

describe("the Settings page", () => {
  it("shows both forms with the stored values, in Arabic at the bare path", async () => {
    const res = await page("/admin/settings");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(translate("ar", "settings.feesHeading"));
    expect(res.body).toContain('value="500.00"');
    expect(res.body).toContain(translate("ar", "settings.constant.head_office"));
  });

  it("saves through the form without JavaScript and says so", async () => {
    const c = constantsFormValues(await t.services.settings.constants.get());
    const res = await postForm("/en/admin/settings", { intent: "constants", ...c, helpline: "800 1234" });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe("/en/admin/settings?done=constantsSaved");
    expect((await currentConstants()).helpline).toBe("800 1234");
    expect((await page("/en/admin/settings?done=constantsSaved")).body).toContain("The contact details and links have been saved.");
    await api("PUT", "/api/admin/settings/constants", c);
  });

  it("answers a refused form with the field's message beside it, the values kept, and nothing saved", async () => {
    const res = await postForm("/en/admin/settings", { intent: "fees", ...Object.fromEntries(Object.entries(fees).map(([k, v]) => [k, String(v)])), vat_percent: "50%" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Please enter a VAT rate from 0 to 100, with at most two decimals.");
    const input = /<input[^>]*name="vat_percent"[^>]*>/.exec(res.body)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="50%"');
    expect((await api("GET", "/api/admin/settings")).json().fees).toEqual(fees);
  });
});
