import { and, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { loadConfig } from "#server/config.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { buyerVerifications, jobs, orders, paymentAttempts, plates, sessions, users } from "#server/db/schema.ts";
import { createServices } from "#server/services.ts";
import { type Cluster, startCluster } from "#tests/helpers/instances.ts";
import { startSmtpCapture } from "#tests/helpers/smtp-capture.ts";

/**
 * Two instances of the built site, each its own process, on one PostgreSQL and one S3 store, behind nginx with
 * deploy/nginx.conf; every request goes through nginx (decision 0044). PostgreSQL only: on the embedded
 * database there is only ever one process.
 */
const server = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "admin@instances.test", password: "Admin-Instances-42" };

let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let database: Database;
/** Services of the test's own (no worker, no server): the sandbox gateway's side, and mail to enqueue. */
let harness: ReturnType<typeof createServices>;

/** One request through nginx; `ip` is the client address nginx passes on (the tests' many buyers). */
function call(method: string, path: string, options: { token?: string; body?: unknown; ip?: string; lang?: "ar" | "en" } = {}) {
  const headers: Record<string, string> = { "accept-language": options.lang ?? "en" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  return fetch(`${cluster.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
}

/** The instances that answered the requests logged since `from`, for one path. */
function answeredSince(from: number, path: string): Set<string> {
  return new Set(cluster.answeredBy().slice(from).filter((line) => line.includes(` ${path}`)).map((line) => line.split(" ")[0]!));
}

/** Repeats `check` until it holds `times` in a row (both instances in turn), or the time is up; the time it took. */
async function holdsWithin(limitMs: number, times: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  let streak = 0;
  while (streak < times) {
    streak = (await check()) ? streak + 1 : 0;
    if (performance.now() - started > limitMs) throw new Error(`did not hold ${times} times in a row within ${limitMs} ms`);
  }
  return performance.now() - started;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call("POST", "/api/auth/login", { body: { email, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(!server)("two instances behind nginx", () => {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // Kept pages for 30 s: a page a write did not forget on every instance would show long after the write.
    const started = performance.now();
    cluster = await startCluster({ serverUrl: server!, instances: 2, env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAGE_CACHE_SECONDS: "30" } });
    console.warn(`two instances and nginx up in ${Math.round(performance.now() - started)} ms`);
    database = await openDatabase({ databaseUrl: cluster.databaseUrl });
    harness = createServices(database.db, loadConfig({ ...cluster.env, DATA_DIR: "/nonexistent" }), pino({ level: "silent" }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await cluster?.stop();
    await smtp?.close();
  });

  it("started together on an empty database: both up, each migration applied once", async () => {
    const applied = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const files = (await import("node:fs")).readdirSync("server/db/migrations").filter((f) => f.endsWith(".sql"));
    expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(files.length);
    expect(cluster.instances.every((i) => i.child.exitCode === null)).toBe(true);
  });

  it("a session made on one instance works on the other, and dies on both within 1 s of signing out", async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    const from = cluster.answeredBy().length;
    for (let i = 0; i < 6; i++) expect((await call("GET", "/api/me", { token })).status).toBe(200);
    expect(answeredSince(from, "/api/me").size).toBe(2);

    expect((await call("POST", "/api/auth/logout", { token })).status).toBe(200);
    const tookMs = await holdsWithin(1_000, 6, async () => (await call("GET", "/api/me", { token })).status === 401);
    expect(tookMs).toBeLessThan(1_000);
  });

  it("a rate limit is reached across both instances, refused in the caller's language", async () => {
    const email = "nobody@instances.test";
    const from = cluster.answeredBy().length;
    // signInAccount allows 10 failures per address; the instances take turns, so each saw about 5.
    for (let i = 0; i < 10; i++) expect((await call("POST", "/api/auth/login", { body: { email, password: "wrong-password" }, ip: "10.9.0.1" })).status).toBe(401);
    expect(answeredSince(from, "/api/auth/login").size).toBe(2);
    for (const lang of ["en", "ar"] as const) {
      const refused = await call("POST", "/api/auth/login", { body: { email, password: "wrong-password" }, ip: "10.9.0.2", lang });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toBe(translate(lang, "error.tooManyRequests"));
    }
  });

  it("an admin edit shows through both instances within 1 s (kept pages and kept constants forgotten)", async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    const settings = (await (await call("GET", "/api/admin/settings", { token })).json()) as { constants: Record<string, string> };
    const phone = settings.constants.contactPhone!;
    // The home page kept on both instances (a visitor without cookies).
    const from = cluster.answeredBy().length;
    for (let i = 0; i < 4; i++) expect(await (await fetch(`${cluster.url}/`)).text()).toContain(phone);
    expect(answeredSince(from, "/").size).toBe(2);

    const changed = "+971 4 295 7777";
    const constants = Object.fromEntries(Object.entries(settings.constants).map(([key, value]) => [key, value === phone ? changed : value]));
    const saved = await call("PUT", "/api/admin/settings/constants", { token, body: constants });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const tookMs = await holdsWithin(1_000, 4, async () => (await (await fetch(`${cluster.url}/`)).text()).includes(changed));
    expect(tookMs).toBeLessThan(1_000);
  });

  it("a package renamed through the admin shows in the catalogue's API through both within 1 s (its kept answers forgotten)", async () => {
    const token = await signIn(ADMIN.email, ADMIN.password);
    type Packages = { data: { id: number; name: string; name_ar: string }[] };
    const list = async () => ((await (await call("GET", "/api/packages")).json()) as Packages).data;
    const from = cluster.answeredBy().length;
    let first!: Packages["data"][number];
    // Kept for a minute on both instances (the catalogue's reference answers).
    for (let i = 0; i < 4; i++) first = (await list())[0]!;
    expect(answeredSince(from, "/api/packages").size).toBe(2);
    const renamed = await call("PATCH", `/api/admin/packages/${first.id}`, { token, body: { name: `${first.name} (renamed)`, name_ar: first.name_ar } });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const tookMs = await holdsWithin(1_000, 4, async () => (await list())[0]!.name === `${first.name} (renamed)`);
    expect(tookMs).toBeLessThan(1_000);
  });

  it("a job enqueued 100 times runs 100 times, not 200", async () => {
    const before = smtp.messages.length;
    for (let i = 0; i < 100; i++) await harness.mail.send(`job-${i}@instances.test`, { subject: `Job ${i}`, text: `job ${i}`, html: `<p>job ${i}</p>` });
    const deadline = Date.now() + 20_000;
    while (smtp.messages.length - before < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // Both workers poll every second: two more rounds, for a second delivery to show if there were one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const delivered = smtp.messages.slice(before).filter((m) => m.to.endsWith("@instances.test") && m.subject.startsWith("Job "));
    expect(delivered).toHaveLength(100);
    expect(new Set(delivered.map((m) => m.subject)).size).toBe(100);
    // A job claimed twice would show a second attempt.
    const ran = await database.db.select({ id: jobs.id, attempts: jobs.attempts }).from(jobs).where(eq(jobs.name, "mail.deliver"));
    expect(ran.filter((j) => j.attempts > 1)).toEqual([]);
  }, 40_000);

  it("200 buyers on 20 plates across both instances: exactly 20 holds, 20 sales, 20 invoice numbers", async () => {
    const free = await database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true))).orderBy(plates.id).limit(20);
    expect(free).toHaveLength(20);
    // 200 verified buyers with a verification on file and a session each, written straight to the database.
    const buyers = Array.from({ length: 200 }, (_, i) => ({ id: `buyer-${i}`, token: `instances${String(i).padStart(4, "0")}${"x".repeat(20)}` }));
    await database.db.insert(users).values(buyers.map((b) => ({ id: b.id, name: b.id, email: `${b.id}@instances.test`, emailVerified: true, lang: "en" as const })));
    await database.db.insert(sessions).values(buyers.map((b) => ({ id: `s-${b.id}`, token: b.token, userId: b.id, expiresAt: new Date(Date.now() + 3_600_000) })));
    await database.db.insert(buyerVerifications).values(buyers.map((b) => ({ userId: b.id, firstName: "Test", lastName: "Buyer", trafficFileNumber: "12345678", emiratesIdKey: `private/test/${b.id}-eid.webp`, drivingLicenceKey: `private/test/${b.id}-licence.webp` })));

    const from = cluster.answeredBy().length;
    const starts = await Promise.all(
      buyers.map(async (b, i) => {
        const res = await call("POST", "/api/checkout", { token: b.token, body: { kind: "plate", id: free[i % 20]!.id }, ip: `10.1.${i >> 8}.${i & 255}` });
        return { buyer: b, status: res.status, order: res.status === 201 ? ((await res.json()) as { data: { id: number } }).data.id : undefined };
      }),
    );
    expect(answeredSince(from, "/api/checkout").size).toBe(2);
    const statuses = starts.map((s) => s.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const held = await database.db.select({ n: sql<number>`count(*)::int` }).from(plates).where(and(inArray(plates.id, free.map((p) => p.id)), sql`${plates.heldUntil} > now()`));
    expect(held[0]!.n).toBe(20);

    // Each winner pays; the gateway's signed callback arrives twice at once (nginx sends them to either instance).
    const winners = starts.filter((s) => s.order !== undefined);
    await Promise.all(
      winners.map(async ({ buyer, order }) => {
        const pay = await call("POST", `/api/orders/${order}/pay`, { token: buyer.token });
        expect(pay.status, await pay.clone().text()).toBe(200);
        const paymentId = ((await pay.json()) as { payment_url: string }).payment_url.split("/").pop()!;
        await harness.sandbox.decide(paymentId, "approve");
        const { body, headers } = harness.sandbox.callback(paymentId);
        const answers = await Promise.all([1, 2].map(async () => (await fetch(`${cluster.url}/api/payments/callback/sandbox`, { method: "POST", headers, body })).json()));
        expect(answers.map((a) => (a as { status: string }).status).sort()).toEqual(["applied", "duplicate"]);
      }),
    );
    const paid = await database.db.select({ invoice: orders.invoiceNumber }).from(orders).where(eq(orders.state, "paid"));
    expect(paid).toHaveLength(20);
    expect(new Set(paid.map((p) => p.invoice)).size).toBe(20);
    expect(paid.every((p) => p.invoice !== null)).toBe(true);
    const captured = await database.db.select({ n: sql<number>`count(*)::int` }).from(paymentAttempts).where(eq(paymentAttempts.state, "captured"));
    expect(captured[0]!.n).toBe(20);
    const sold = await database.db.select({ n: sql<number>`count(*)::int` }).from(plates).where(and(inArray(plates.id, free.map((p) => p.id)), eq(plates.sold, true)));
    expect(sold[0]!.n).toBe(20);
  }, 60_000);
});
