import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { createServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { pgNotices } from "#server/db/notices.ts";
import { plates } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { seedDatabase } from "#server/seed.ts";
import { type Services, createServices } from "#server/services.ts";
import { browser, shown } from "#tests/helpers/page-requests.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { createUser, login } from "#tests/helpers/users.ts";

/**
 * A forget said outside any request (the checkout sweeper's round, a job) on one instance clears the kept pages
 * of that instance AND of the other (decision 0055; notices in decision 0044). Two instances in this process,
 * each with its own pool, listening connection, services and page cache (30 s), on one PostgreSQL database.
 * PostgreSQL only: on the embedded database there is one instance.
 */
const server = process.env.TEST_DATABASE_URL;

interface Instance {
  app: FastifyInstance;
  services: Services;
  database: Database;
}

describe.skipIf(!server)("two instances forget what they kept, whatever said it, within 1 s", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "forget-everywhere-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.test", LOG_LEVEL: "silent", AUTH_SECRET: "the-same-secret-on-both-instances-0055", PAGE_CACHE_SECONDS: "30" });
    for (let i = 0; i < 2; i++) {
      const own = await openDatabase({ databaseUrl: database.url });
      const log = createLogger("silent");
      const notices = await pgNotices({ pool: own.postgres!.pool, url: own.postgres!.url, log });
      const services = createServices(own.db, config, log, { shared: { pool: own.postgres!.pool, notices } });
      if (i === 0) await seedDatabase(own.db, services, { demo: true });
      const app = await createServer({ services, pages: "build" });
      await app.ready();
      instances.push({ app, services, database: own });
    }
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const page = async (instance: Instance, url: string) => {
    const res = await instance.app.inject({ url, headers: browser });
    expect(res.statusCode).toBe(200);
    return shown(res.body);
  };

  it("the sweeper's round on one instance: a lapsed hold no longer shows as reserved on either instance's kept page", async () => {
    const [plate] = await database.db.select({ id: plates.id }).from(plates).where(eq(plates.sold, false)).orderBy(plates.id).limit(1);
    const url = `/en/buy/plates/${plate!.id}`;
    const reserved = translate("en", "checkout.reserved").split(".")[0]!;
    // Someone's checkout holds the plate; both instances keep the page that says so.
    await database.db.update(plates).set({ heldUntil: sql`now() + interval '1 hour'` }).where(eq(plates.id, plate!.id));
    for (const instance of instances) expect((await page(instance, url)).includes(reserved), "not shown").toBe(true);
    // The hold lapses (the buyer left); the next sweep, on instance 0, forgets what the catalogue kept.
    await database.db.update(plates).set({ heldUntil: sql`now() - interval '1 second'` }).where(eq(plates.id, plate!.id));
    for (const instance of instances) expect((await page(instance, url)).includes(reserved), "not shown").toBe(true);
    await instances[0]!.services.checkout.sweepExpired();
    // Instance 0 forgets at once (no request passed through it: its own page cache must hear its own forget);
    // instance 1 when the notice arrives, within a round trip.
    expect((await page(instances[0]!, url)).includes(reserved), "still shown").toBe(false);
    const deadline = Date.now() + 1_000;
    while ((await page(instances[1]!, url)).includes(reserved) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await page(instances[1]!, url)).includes(reserved), "still shown").toBe(false);
  });

  it("a job's forget of the site constants on one instance: both instances' kept pages show the new value", async () => {
    const home = "/en";
    const before = await page(instances[1]!, home);
    await page(instances[0]!, home);
    const phone = (await instances[0]!.services.content.listConstants()).find((c) => c.key === "contactPhone")!.value.value;
    expect(before.includes(phone)).toBe(true);
    // Changed as a job would (no request): setConstant writes and forgets.
    const changed = "+971 4 295 5555";
    await instances[0]!.services.content.setConstant("contactPhone", changed);
    expect((await page(instances[0]!, home)).includes(changed), "not shown").toBe(true);
    const deadline = Date.now() + 1_000;
    while (!(await page(instances[1]!, home)).includes(changed) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await page(instances[1]!, home)).includes(changed), "not shown").toBe(true);
  });

  /** Repeats `check` until it holds, within 1 s (the limit); how long it took. */
  const within1s = async (check: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await check())) {
      if (performance.now() - started > 1_000) throw new Error("not within 1 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  };
  const me = (instance: Instance, token: string) => instance.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${token}` } });

  it("a password change on one instance ends the user's other sessions on the other within 1 s (its kept session check forgotten)", async () => {
    const user = await createUser(instances[0]!, { verified: true });
    const here = await login(instances[0]!, user.email, user.password);
    const there = await login(instances[1]!, user.email, user.password);
    // The other session's check is kept on instance 1 (5 s).
    expect((await me(instances[1]!, there)).statusCode).toBe(200);
    const changed = await instances[0]!.app.inject({ method: "POST", url: "/api/me/password", headers: { authorization: `Bearer ${here}` }, payload: { current_password: user.password, password: "Another-Horse-43", password_confirmation: "Another-Horse-43" } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await within1s(async () => (await me(instances[1]!, there)).statusCode === 401)).toBeLessThan(1_000);
  });

  it("a role given on one instance shows in the user's permissions on the other within 1 s", async () => {
    const user = await createUser(instances[0]!, { verified: true });
    const token = await login(instances[1]!, user.email, user.password);
    const scope = async () => ((await me(instances[1]!, token)).json() as { data: { scope: string[] }[] }).data[0]!.scope;
    expect(await scope()).not.toContain("update:blog");
    await instances[0]!.services.access.grantRoleBySystemKey(user.id, "content_editor");
    expect(await within1s(async () => (await scope()).includes("update:blog"))).toBeLessThan(1_000);
  });
});
