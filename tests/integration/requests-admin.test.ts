import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, type MessageKey, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { auditLog, serviceRequestEvents, serviceRequests } from "#server/db/schema.ts";
import { startSmtpCapture } from "../helpers/smtp-capture.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Staff's work on requests through the admin pages (without JavaScript): the lists with their filters and CSV,
// the status workflow as conditional writes, assignment, internal notes, and a reply by e-mail in the
// requester's language that reaches a real SMTP server, with the price given for an estimate.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let staff: { id: string; token: string };
let n = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ pages: true, smtpUrl: smtp.url });
  const roleId = await t.services.access.createRole(systemStaff, "Request desk", ["read:estimate_plate", "update:estimate_plate", "delete:estimate_plate", "read:contact_inquiry", "update:contact_inquiry", "read:service", "read:export"]);
  const user = await createUser(t, { verified: true, name: "Desk Clerk" });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  staff = { id: user.id, token: await login(t, user.email, user.password) };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
const shows = (body: string, lang: Lang, key: MessageKey) => expect(body).toContain(html(translate(lang, key)));
const get = (url: string) => t.app.inject({ url, headers: { ...browser, cookie: `session=${staff.token}` } });
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({ method: "POST", url, payload: new URLSearchParams(form).toString(), headers: { ...browser, cookie: `session=${staff.token}`, "content-type": "application/x-www-form-urlencoded" } });

async function submitted(kind: "estimate_plate" | "contact", lang: Lang): Promise<{ id: number; email: string }> {
  const email = `asker${++n}@example.com`;
  const contact = { name: `Asker ${n}`, phone: "0501112233", email, contact_method: "email" as const, website: "" };
  const answer = await t.services.requests.submit(
    kind === "contact" ? { kind, ...contact, question: "When are you open on Friday?" } : { kind, ...contact, emirate: "DU", plate_type: "private", code: "A", number: 4321 },
    { ip: `10.2.0.${n}`, lang },
  );
  return { id: answer.id!, email };
}

const row = async (id: number) => (await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0];

describe("an estimate, worked on in Arabic", () => {
  it("lists it, moves it on once, answers it by e-mail in Arabic with the price given, and keeps all of it", async () => {
    const { id, email } = await submitted("estimate_plate", "ar");
    const list = await get("/admin/estimate_plates?status=new");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/admin/estimate_plates/${id}`);
    expect((await get("/admin/estimate_plates?status=closed")).body).not.toContain(`/admin/estimate_plates/${id}"`);
    expect((await get(`/admin/services?kind=estimate_plate`)).body).toContain(`/admin/services/${id}`);

    const moved = await post(`/admin/estimate_plates/${id}`, { intent: "status", from: "new", status: "in_progress" });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`/admin/estimate_plates/${id}?done=requestStatusSaved`);
    expect((await row(id))?.status).toBe("in_progress");
    // The same click again (a second tab, a colleague): the status is no longer the one seen.
    const stale = await post(`/admin/estimate_plates/${id}`, { intent: "status", from: "new", status: "in_progress" });
    expect(stale.statusCode).toBe(409);
    shows(stale.body, "ar", "requests.statusChanged");
    const skipped = await post(`/en/admin/estimate_plates/${id}`, { intent: "status", from: "in_progress", status: "new" });
    expect(skipped.statusCode).toBe(409);
    shows(skipped.body, "en", "requests.statusNotAllowed");

    const noPrice = await post(`/en/admin/estimate_plates/${id}`, { intent: "reply", message: "About 15,000", price: "" });
    expect(noPrice.statusCode).toBe(400);
    shows(noPrice.body, "en", "requests.priceRequired");
    const replied = await post(`/admin/estimate_plates/${id}`, { intent: "reply", message: "نقدّر لوحتك بهذا السعر.", price: "15,000" });
    expect(replied.statusCode).toBe(302);
    const mail = await smtp.waitFor(email, (m) => m.subject.includes(translate("en", "requests.mail.replySubject")));
    expect(mail.subject.startsWith(translate("ar", "requests.mail.replySubject"))).toBe(true);
    expect(mail.text).toContain("نقدّر لوحتك بهذا السعر.");
    expect(mail.text).toContain(formatAed(1_500_000n, "ar"));
    expect(await row(id)).toMatchObject({ status: "answered", quotedPrice: 1_500_000n });

    await post(`/admin/estimate_plates/${id}`, { intent: "note", note: "Owner may sell too" });
    const assigned = await post(`/admin/estimate_plates/${id}`, { intent: "assign", assignee: staff.id });
    expect(assigned.statusCode).toBe(302);
    expect((await row(id))?.assigneeId).toBe(staff.id);
    expect((await get("/admin/estimate_plates?assigned=me")).body).toContain(`/admin/estimate_plates/${id}`);
    const refused = await post(`/en/admin/estimate_plates/${id}`, { intent: "assign", assignee: (await createUser(t, { verified: true })).id });
    expect(refused.statusCode).toBe(400);
    shows(refused.body, "en", "requests.assigneeInvalid");

    const events = await t.database.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.requestId, id)).orderBy(serviceRequestEvents.id);
    expect(events.map((e) => e.kind)).toEqual(["status", "reply", "note", "assign"]);
    expect(events[1]).toMatchObject({ body: "نقدّر لوحتك بهذا السعر.", price: 1_500_000n, actorId: staff.id });
    const page = await get(`/en/admin/estimate_plates/${id}`);
    expect(page.body).toContain("Owner may sell too");
    expect(page.body).toContain(formatAed(1_500_000n, "en"));
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "service_request"), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.action).sort()).toEqual(["assign", "note", "reply", "status"]);

    const csv = await get("/admin/export/file?kind=estimate_plates&format=csv&status=answered");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"${id}","estimate_plate","answered"`);
    expect(csv.body).toContain('"15000"');
  });

  it("moves a request on exactly once when five staff click at the same moment", async () => {
    const { id } = await submitted("estimate_plate", "ar");
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => t.services.requestsAdmin.setStatus(systemStaff, id, ["estimate_plate"], "new", "in_progress")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const events = await t.database.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.requestId, id));
    expect(events).toHaveLength(1);
  });

  it("does not show a request in another kind's section, and deletes it from its own", async () => {
    const { id } = await submitted("estimate_plate", "en");
    expect((await get(`/en/admin/contact_inquiries/${id}`)).statusCode).toBe(404);
    const deleted = await post(`/admin/estimate_plates/${id}`, { intent: "delete" });
    expect(deleted.headers.location).toBe("/admin/estimate_plates?done=requestDeleted");
    expect(await row(id)).toBeUndefined();
  });
});

describe("the staff API", () => {
  it("lists a section, moves a request on from the status seen (409 when it changed) and replies", async () => {
    const { id, email } = await submitted("contact", "ar");
    const api = (method: "GET" | "POST", url: string, payload?: object) => t.app.inject({ method, url, headers: { authorization: staff.token }, ...(payload ? { payload } : {}) });
    const list = await api("GET", "/api/admin/contact_inquiries?status=new&lang=en");
    expect(list.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toContain(id);
    expect((await api("GET", `/api/admin/estimate_plates/${id}`)).statusCode).toBe(404);
    expect((await api("POST", `/api/admin/contact_inquiries/${id}/status?lang=en`, { from: "new", status: "in_progress" })).json()).toEqual({ message: translate("en", "requests.statusSaved") });
    const stale = await api("POST", `/api/admin/contact_inquiries/${id}/status?lang=en`, { from: "new", status: "closed" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: translate("en", "requests.statusChanged") });
    expect((await api("POST", `/api/admin/contact_inquiries/${id}/reply`, { message: "نعم، نفتح بعد الظهر." })).statusCode).toBe(200);
    await smtp.waitFor(email, (m) => m.text.includes("نعم، نفتح بعد الظهر."));
    const one = await api("GET", `/api/admin/contact_inquiries/${id}`);
    expect(one.json<{ data: { status: string; events: { kind: string }[] } }>().data).toMatchObject({ status: "answered", events: [{ kind: "status" }, { kind: "reply" }] });
  });
});

describe("a contact inquiry, worked on in English", () => {
  it("answers in the requester's language (English first) and refuses a price on anything but an estimate", async () => {
    const { id, email } = await submitted("contact", "en");
    const withPrice = await post(`/en/admin/contact_inquiries/${id}`, { intent: "reply", message: "Yes", price: "10" });
    expect(withPrice.statusCode).toBe(400);
    shows(withPrice.body, "en", "requests.priceOnlyEstimates");
    const replied = await post(`/en/admin/contact_inquiries/${id}`, { intent: "reply", message: "We open at 2:30 PM on Fridays.", price: "" });
    expect(replied.headers.location).toBe(`/en/admin/contact_inquiries/${id}?done=requestReplySent`);
    const mail = await smtp.waitFor(email, (m) => m.subject.includes(translate("en", "requests.mail.replySubject")));
    expect(mail.subject.startsWith(translate("en", "requests.mail.replySubject"))).toBe(true);
    expect(mail.text).toContain("We open at 2:30 PM on Fridays.");
    const closed = await post(`/en/admin/contact_inquiries/${id}`, { intent: "status", from: "answered", status: "closed" });
    expect(closed.statusCode).toBe(302);
    expect((await row(id))?.status).toBe("closed");
  });
});
