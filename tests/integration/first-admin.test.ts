import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/seed.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { login } from "../helpers/users.ts";

// Without ADMIN_EMAIL and ADMIN_PASSWORD the first start creates a super admin with a random password and prints
// it once, so the quick start has a way into the admin area.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: "info", ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined } as unknown as Record<string, string>,
    logTo: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const announcements = () => lines.map((line) => JSON.parse(line) as { msg: string }).filter((entry) => entry.msg.startsWith("created the first super admin"));

describe("the first super admin", () => {
  it("is created with a random password, printed once, that signs in to the admin API", async () => {
    expect(announcements()).toHaveLength(1);
    const [, email, password] = /: (\S+) \/ (\S+) \(shown once/.exec(announcements()[0]!.msg)!;
    expect(email).toBe("admin@specialnumbers.ae");
    expect(password!.length).toBeGreaterThanOrEqual(16);
    const token = await login(t, email!, password!);
    expect((await t.app.inject({ url: "/api/admin/users", headers: { authorization: token } })).statusCode).toBe(200);

    // A later start on the same database creates nobody and prints nothing.
    await seedDatabase(t.database.db, t.services, { demo: false });
    expect(announcements()).toHaveLength(1);
  });
});
