import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { outbox, users } from "#server/db/schema.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// The public account forms that send e-mail (register, forgot password) carry the honeypot too: a robot's post
// gets the usual answer, and no account is made and no e-mail is queued (the request forms' own honeypot is in
// services-pages.test.ts).

let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false });
});
afterAll(() => t.close());

const post = (url: string, form: Record<string, string>) =>
  t.app.inject({ method: "POST", url, remoteAddress: `10.3.0.${++address}`, payload: new URLSearchParams(form).toString(), headers: { ...browser, "content-type": "application/x-www-form-urlencoded" } });
const mailsTo = async (email: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).length;

describe("honeypots of the account forms", () => {
  it("shows the field to nobody on the register and forgot-password pages", async () => {
    for (const url of ["/register", "/en/forgot_password"]) {
      const page = await t.app.inject({ url, headers: browser });
      expect(page.body).toMatch(/<div class="hidden" aria-hidden="true"><label>[^<]+<input type="text" tabindex="-1" autoComplete="off" name="website" value=""\/>/);
    }
  });

  it("answers a robot's sign-up like any other and makes no account and no e-mail", async () => {
    const robot = { name: "Robot", email: "robot-signup@example.com", password: "Golden-Falcon-2026", password_confirmation: "Golden-Falcon-2026" };
    const res = await post("/en/register", { ...robot, website: "https://spam.example" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(translate("en", "auth.registered"));
    expect(await t.database.db.select().from(users).where(eq(users.email, robot.email))).toHaveLength(0);
    expect(await mailsTo(robot.email)).toBe(0);
    // The same form without the honeypot makes the account and its e-mail: the check above can fail.
    const person = { ...robot, email: "person-signup@example.com" };
    expect((await post("/en/register", { ...person, website: "" })).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(1);
    expect(await mailsTo(person.email)).toBe(1);
  });

  it("answers a robot's reset request like any other and mails nothing, on the page and through the API", async () => {
    const page = await post("/forgot_password", { email: "robot-reset@example.com", website: "x" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(translate("ar", "auth.resetLinkSent"));
    const api = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", remoteAddress: "10.3.1.1", payload: { email: "robot-reset@example.com", website: "x" } });
    expect(api.statusCode).toBe(200);
    expect(await mailsTo("robot-reset@example.com")).toBe(0);
    expect((await post("/forgot_password", { email: "robot-reset@example.com", website: "" })).statusCode).toBe(200);
    expect(await mailsTo("robot-reset@example.com")).toBe(1);
  });
});
