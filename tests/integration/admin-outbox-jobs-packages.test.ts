import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema.ts";
import { shown } from "../helpers/page-requests.ts";
import { adminPages } from "../helpers/staff-pages.ts";
import { systemStaff } from "../helpers/users.ts";

// The Outbox, Jobs, Audit log and Packages pages through the production build: e-mails shown as text and
// escaped, a failed job run again and the audit log naming who did, staff without the permission refused, and
// a package created, renamed and refused deletion while numbers use it (each language's plural form).

const admin = adminPages();
const { get, post, staff } = admin;


describe("outbox", () => {
  it("lists e-mails with translated status and shows the text version only, escaped", async () => {
    await admin.t.services.mail.send("reader@example.com", {
      subject: "Hello <there>",
      text: "Line one\n<script>alert(1)</script>",
      html: '<p>HTML only marker</p><img src=x onerror="alert(2)">',
    });
    await admin.t.services.worker.drain();
    const list = await get("/en/admin/outbox", admin.superAdmin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Hello &lt;there&gt;");
    expect(list.body).toContain("Kept (no SMTP)");
    const id = /href="\/en\/admin\/outbox\/(\d+)"/.exec(list.body)![1];
    expect((await get("/admin/outbox", admin.superAdmin.cookie)).body).toContain("محفوظ (بدون SMTP)");

    const message = await get(`/en/admin/outbox/${id}`, admin.superAdmin.cookie);
    expect(message.statusCode).toBe(200);
    expect(message.body).toMatch(/<pre[^>]*>Line one\n&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/pre>/);
    expect(shown(message.body)).not.toContain("<script>alert(1)</script>");
    expect(shown(message.body)).not.toContain("HTML only marker");
    expect(message.body).toContain("reader@example.com");
  });
});

describe("background jobs and the audit log", () => {
  it("lists a failed job with its error in both languages, runs it again, and the audit log shows who did", async () => {
    const outboxId = (await admin.t.services.mail.list(1, 1)).items[0]?.id ?? 1;
    const id = await admin.t.services.jobs.enqueue(admin.t.database.db, "mail.deliver", { outboxId }, { delayMs: 3_600_000 });
    await admin.t.database.db.update(jobs).set({ state: "failed", attempts: 5, lastError: "SMTP said 421 try later" }).where(eq(jobs.id, id));

    const ar = await get("/admin/jobs?state=failed", admin.superAdmin.cookie);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain("فشلت");
    expect(ar.body).toContain("SMTP said 421 try later");
    const en = await get("/en/admin/jobs?state=failed", admin.superAdmin.cookie);
    expect(en.body).toContain(`#${id} mail.deliver`);
    expect(en.body).toContain("Run again");

    const retried = await post("/en/admin/jobs", { id: String(id) }, admin.superAdmin.cookie);
    expect(retried.statusCode).toBe(302);
    expect(retried.headers.location).toBe("/en/admin/jobs?done=jobRetried");
    const again = await post("/en/admin/jobs", { id: String(id) }, admin.superAdmin.cookie);
    expect([409, 200]).toContain(again.statusCode);
    await admin.t.services.worker.drain();
    expect((await admin.t.services.jobs.get(id))?.state).toBe("succeeded");

    const log = await get("/en/admin/audit?entity=job", admin.superAdmin.cookie);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain(`job ${id}`);
    expect(log.body).toContain("retry");
    expect((await get("/admin/audit?entity=job", admin.superAdmin.cookie)).body).toContain("سجل التدقيق");
    expect((await get("/en/admin/audit?from=2026-13-40", admin.superAdmin.cookie)).statusCode).toBe(400);
  });

  it("refuses staff without the permission", async () => {
    const reader = await staff(["read:mail"]);
    expect((await get("/en/admin/jobs", reader.cookie)).statusCode).toBe(403);
    expect((await get("/en/admin/audit", reader.cookie)).statusCode).toBe(403);
    const viewer = await staff(["read:job"]);
    expect(shown((await get("/en/admin/jobs", viewer.cookie)).body)).not.toContain("Run again");
    expect((await post("/en/admin/jobs", { id: "1" }, viewer.cookie)).statusCode).toBe(403);
  });
});

describe("packages", () => {
  it("creates, renames and deletes a package in both languages, refuses one that numbers use, and audits each write", async () => {
    const created = await post("/en/admin/packages", { name: "Platinum Plus", name_ar: "بلاتينيوم بلس" }, admin.superAdmin.cookie);
    expect(created.headers.location).toBe("/en/admin/packages?done=packageCreated");
    const list = await get("/admin/packages?done=packageCreated", admin.superAdmin.cookie);
    expect(list.body).toContain("تم إنشاء الباقة.");
    expect(list.body).toContain("بلاتينيوم بلس");
    const id = (await admin.t.services.packages.list()).find((p) => p.name === "Platinum Plus")!.id;

    const empty = await post(`/en/admin/packages/${id}`, { intent: "save", name: " ", name_ar: "x".repeat(61) }, admin.superAdmin.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Please enter the package&#x27;s English name.");
    expect(empty.body).toContain("A package name can have at most 60 characters.");
    const renamed = await post(`/admin/packages/${id}`, { intent: "save", name: "Platinum", name_ar: "بلاتينيوم" }, admin.superAdmin.cookie);
    expect(renamed.headers.location).toBe("/admin/packages?done=packageSaved");
    expect((await admin.t.services.packages.get(id))?.nameAr).toBe("بلاتينيوم");

    // In use: refused with how many numbers use it, in each language's plural form (Arabic's dual for 2, its
    // 3–10 form for 3), on the page and in the API.
    await admin.t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234567", price: 500_000n });
    const refused = await post(`/en/admin/packages/${id}`, { intent: "delete" }, admin.superAdmin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This package is used by 1 number, so it cannot be deleted.");
    await admin.t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234568", price: 500_000n });
    expect((await post(`/admin/packages/${id}`, { intent: "delete" }, admin.superAdmin.cookie)).body).toContain("يستخدم هذه الباقة رقمان، لذا لا يمكن حذفها.");
    await admin.t.services.catalog.createNumber({ operator: "du", packageId: id, number: "0551234569", price: 500_000n });
    expect((await post(`/en/admin/packages/${id}`, { intent: "delete" }, admin.superAdmin.cookie)).body).toContain("This package is used by 3 numbers, so it cannot be deleted.");
    expect((await post(`/admin/packages/${id}`, { intent: "delete" }, admin.superAdmin.cookie)).body).toContain("يستخدم هذه الباقة 3 أرقام، لذا لا يمكن حذفها.");
    const api = await admin.t.app.inject({ method: "DELETE", url: `/api/admin/packages/${id}?lang=ar`, headers: { authorization: admin.superAdmin.token } });
    expect(api.statusCode).toBe(409);
    expect(api.json().message).toBe("يستخدم هذه الباقة 3 أرقام، لذا لا يمكن حذفها. انقل تلك الأرقام إلى باقة أخرى أولًا.");
    expect(await admin.t.services.packages.get(id)).toBeTruthy();

    const unused = await admin.t.services.packages.create(systemStaff, { name: "Short lived", nameAr: "مؤقتة" });
    expect((await post(`/en/admin/packages/${unused}`, { intent: "delete" }, admin.superAdmin.cookie)).headers.location).toBe("/en/admin/packages?done=packageDeleted");
    expect(await admin.t.services.packages.get(unused)).toBeUndefined();

    const actions = (await admin.t.services.audit.list({ entity: "package", entityId: String(id), page: 1, perPage: 10 })).items.map((e) => e.action).reverse();
    expect(actions).toEqual(["create", "update"]);
    expect((await admin.t.services.audit.list({ entity: "package", entityId: String(unused), action: "delete", page: 1, perPage: 10 })).total).toBe(1);
  });
});
