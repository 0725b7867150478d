import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#server/db/schema.ts";
import { newKey } from "#server/modules/storage/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Private files (identity documents) as the running site serves them: only at /api/files/private/:key, only to
// staff holding read:traffic_data, every opening written to the audit log; never under /images.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function staffWith(permissions: Parameters<TestApp["services"]["access"]["createRole"]>[2]) {
  const roleId = await t.services.access.createRole(systemStaff, `files ${permissions.join(" ")}`, permissions);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return { ...user, token: await login(t, user.email, user.password) };
}

const open = (key: string, token?: string) => t.app.inject({ url: `/api/files/private/${key}`, headers: token ? { cookie: `session=${token}` } : {} });

describe("the private files route", () => {
  it("answers visitors 401, users and staff without read:traffic_data 403, and staff with it the file, audited", async () => {
    const key = newKey("png");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    await t.services.storage.put("private", key, png, "image/png");
    const user = await createUser(t, { verified: true });
    const userToken = await login(t, user.email, user.password);
    const without = await staffWith(["read:transaction"]);
    const withIt = await staffWith(["read:traffic_data"]);

    expect((await open(key)).statusCode).toBe(401);
    expect((await open(key, userToken)).statusCode).toBe(403);
    expect((await open(key, without.token)).statusCode).toBe(403);
    const opened = () => t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "open"), eq(auditLog.entityId, key)));
    expect(await opened()).toHaveLength(0);

    const ok = await open(key, withIt.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(png)).toBe(true);
    expect(ok.headers["cache-control"]).toBe("private, no-store");
    const entries = await opened();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: "private_file", actorId: withIt.id });

    expect((await t.app.inject(`/images/${key}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/images/private/${key}`)).statusCode).toBe(404);
  });
});
