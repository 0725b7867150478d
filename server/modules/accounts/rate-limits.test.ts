import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { startSmtpCapture, tokenFrom } from "#tests/helpers/smtp-capture.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { type LimitName, defaultLimits } from "./rate-limits.ts";

// Every abuse limit, per address and per account, through the API: two attempts pass, the third is a 429 with a
// translated message and a Retry-After. Each case uses addresses of its own (remoteAddress), so they do not mix.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  const limits = Object.fromEntries(Object.keys(defaultLimits).map((name) => [name, { points: 2, duration: 3600 }])) as Record<LimitName, { points: number; duration: number }>;
  smtp = await startSmtpCapture();
  t = await createTestApp({ seed: false, limits, smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const unique = () => `${Date.now()}-${++n}`;
/** A fresh address from TEST-NET-3 for each call unless one is given. */
const address = () => `203.0.113.${++n % 250}`;

function post(url: string, payload: object, from: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload, remoteAddress: from, headers });
}

async function expectRefused(attempt: (i: number) => ReturnType<typeof post>) {
  for (let i = 0; i < 2; i++) expect((await attempt(i)).statusCode).not.toBe(429);
  const third = await attempt(2);
  expect(third.statusCode).toBe(429);
  expect(third.json<{ message: string }>().message).toBe(translate("en", "error.tooManyRequests"));
  expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
}

const registration = (email: string) => ({ name: "Limit Test", email, password: "Plate-Number-77", password_confirmation: "Plate-Number-77" });

describe("abuse limits", () => {
  it("registration, per address", async () => {
    const from = address();
    await expectRefused(() => post("/api/auth/register?lang=en", registration(`r-${unique()}@shop.test`), from));
  });

  it("registration, per account (the address being registered)", async () => {
    const email = `r-${unique()}@shop.test`;
    await expectRefused(() => post("/api/auth/register?lang=en", registration(email), address()));
  });

  it("sign-in, per address", async () => {
    const from = address();
    await expectRefused(() => post("/api/auth/login?lang=en", { email: `nobody-${unique()}@shop.test`, password: "wrong-password" }, from));
  });

  it("sign-in, per account", async () => {
    const user = await createUser(t);
    await expectRefused(() => post("/api/auth/login?lang=en", { email: user.email, password: "wrong-password" }, address()));
  });

  it("resending the verification e-mail, per address and per account", async () => {
    const from = address();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t);
      tokens.push(await login(t, user.email, user.password));
    }
    await expectRefused((i) => post("/api/auth/resend-verification?lang=en", {}, from, { authorization: tokens[i]! }));

    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    await expectRefused(() => post("/api/auth/resend-verification?lang=en", {}, address(), { authorization: token }));
  });

  it("asking for a reset link, per address and per account", async () => {
    const from = address();
    const users = await Promise.all([0, 1, 2].map(() => createUser(t)));
    await expectRefused((i) => post("/api/auth/forgot-password?lang=en", { email: users[i]!.email }, from));

    const user = await createUser(t);
    await expectRefused(() => post("/api/auth/forgot-password?lang=en", { email: user.email }, address()));
  });

  it("setting a new password from a link, per address and per account", async () => {
    const from = address();
    await expectRefused(() => post("/api/auth/reset-password?lang=en", { token: `guess${unique()}`, password: "New-Plate-2026", password_confirmation: "New-Plate-2026" }, from));

    // Two real links for one account (kept valid: a common password is refused before the link is used), tried
    // from new addresses each time: the third try for that account is refused, whichever link it uses.
    const user = await createUser(t);
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      const count = smtp.messages.length;
      expect((await post("/api/auth/forgot-password?lang=en", { email: user.email }, address())).statusCode).toBe(200);
      links.push(tokenFrom(await smtp.latestTo(user.email, count)));
    }
    await expectRefused((i) => post("/api/auth/reset-password?lang=en", { token: links[i % 2]!, password: "password123", password_confirmation: "password123" }, address()));
  });
});
