import { createHash } from "node:crypto";
import { type SQL, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { startSmtpCapture, tokenFrom } from "#tests/helpers/smtp-capture.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { verifications } from "./accounts.schema.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The reset tests ask for many links from one address; the limits themselves are tested in rate-limits.test.ts.
  t = await createTestApp({ seed: false, smtpUrl: smtp.url, limits: { forgotIp: { points: 100, duration: 3600 }, resetIp: { points: 100, duration: 3600 } } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload: payload as object, headers });
const me = (token: string) => t.app.inject({ url: "/api/me", headers: { authorization: token } });

describe("registration and e-mail verification", () => {
  it("registers, e-mails a bilingual verification link, and verifies once", async () => {
    const res = await post("/api/auth/register?lang=en", { name: "Sara Ali", email: "Sara@Example.com", password: "Falcon-Plates-9", password_confirmation: "Falcon-Plates-9" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/registered successfully/);

    const mail = await smtp.latestTo("sara@example.com");
    expect(mail.subject).toBe("Verify your e-mail address | أكّد بريدك الإلكتروني");
    expect(mail.text.indexOf("Hello Sara Ali")).toBeLessThan(mail.text.indexOf("مرحبًا Sara Ali"));
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain("https://shop.test/en/verify_email?token=");

    const token = await login(t, "sara@example.com", "Falcon-Plates-9");
    expect((await me(token)).json().data[0]).toMatchObject({ name: "Sara Ali", email: "sara@example.com", verified: false, scope: [] });

    const verify = await post("/api/auth/verify-email?lang=en", { token: tokenFrom(mail) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().message).toBe("Your e-mail address has been verified.");
    expect((await me(token)).json().data[0].verified).toBe(true);

    const again = await post("/api/auth/verify-email?lang=en", { token: tokenFrom(mail) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Something wrong happened while verifying your email.");
  });

  it("answers translated field errors and changes nothing on bad input", async () => {
    const cases: [object, string, string][] = [
      [{ name: "", email: "a@b.co", password: "Abcdef-1", password_confirmation: "Abcdef-1" }, "name", "Please enter your name."],
      [{ name: "A", email: "not-an-email", password: "Abcdef-1", password_confirmation: "Abcdef-1" }, "email", "Please enter a valid e-mail address."],
      [{ name: "A", email: "a@b.co", password: "abc", password_confirmation: "abc" }, "password", "The password must have at least 6 characters."],
      [{ name: "A", email: "a@b.co", password: "Abcdef-1", password_confirmation: "Abcdef-2" }, "password_confirmation", "The password confirmation does not match."],
      [{ name: "A", email: "a@b.co", password: "password123", password_confirmation: "password123" }, "password", "This password is too common. Please choose another one."],
      [{ name: "A", email: "a@b.co", password: "qwerty", password_confirmation: "qwerty" }, "password", "This password is too common. Please choose another one."],
    ];
    for (const [body, field, text] of cases) {
      const res = await post("/api/auth/register?lang=en", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(text);
    }
    const ar = await post("/api/auth/register?lang=ar", { name: "", email: "x", password: "1", password_confirmation: "2" });
    expect(ar.json().errors.name).toBe("يرجى إدخال اسمك.");
    expect((await post("/api/auth/login", { email: "a@b.co", password: "Abcdef-1" })).statusCode).toBe(401);
    for (const body of [null, "text", [], { email: 1 }]) {
      expect((await t.app.inject({ method: "POST", url: "/api/auth/register", payload: JSON.stringify(body), headers: { "content-type": "application/json" } })).statusCode).toBe(400);
    }
  });

  it("refuses an address that is already registered", async () => {
    const user = await createUser(t);
    const res = await post("/api/auth/register?lang=en", { name: "X", email: user.email.toUpperCase(), password: "Another-Pass-7", password_confirmation: "Another-Pass-7" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Please login if it is your email or use another one.");
  });

  it("resends the verification e-mail, and says so when already verified", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    const count = smtp.messages.length;
    const res = await post("/api/auth/resend-verification?lang=en", {}, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.latestTo(user.email, count);
    expect((await post("/api/auth/verify-email", { token: tokenFrom(mail) })).statusCode).toBe(200);
    expect((await post("/api/auth/resend-verification?lang=en", {}, { authorization: token })).statusCode).toBe(409);
    expect((await post("/api/auth/resend-verification", {})).statusCode).toBe(401);
  });
});

describe("sign-in and sessions", () => {
  it("gives a new long token at every sign-in, accepted with or without Bearer", async () => {
    const user = await createUser(t, { verified: true });
    const a = await login(t, user.email, user.password);
    const b = await login(t, user.email, user.password);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(22);
    expect((await me(a)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/me", headers: { authorization: `Bearer ${b}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/me", headers: { authorization: `bearer ${b}` } })).statusCode).toBe(200);
    expect((await me("not-a-token")).statusCode).toBe(401);
  });

  it("answers the specification's messages for wrong and malformed credentials", async () => {
    const user = await createUser(t);
    const wrong = await post("/api/auth/login?lang=en", { email: user.email, password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Your login credentials were incorrect.");
    const unknown = await post("/api/auth/login?lang=en", { email: "nobody@example.com", password: "whatever1" });
    expect(unknown.json().message).toBe("Your login credentials were incorrect.");
    for (const body of [{}, { email: "x" }, { email: "a@b.co" }, { email: "a@b.co", password: "" }, { email: ["a"], password: 1 }]) {
      const res = await post("/api/auth/login?lang=en", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter valid credentials.");
    }
  });

  it("ends the session on logout", async () => {
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    expect((await post("/api/auth/logout", {}, { authorization: token })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe("forgot and reset password", () => {
  it("resets with a single-use link and ends every other session", async () => {
    const user = await createUser(t);
    const session = await login(t, user.email, user.password);
    const count = smtp.messages.length;
    const forgot = await post("/api/auth/forgot-password?lang=ar", { email: user.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe("أرسلنا رسالة إلى هذا البريد الإلكتروني. افتحها لتعرف كيف تعيد تعيين كلمة المرور.");
    const mail = await smtp.latestTo(user.email, count);
    expect(mail.subject.startsWith("إعادة تعيين كلمة المرور")).toBe(true);
    expect(mail.text).toContain("https://shop.test/reset_password?token=");
    const token = tokenFrom(mail);

    const reset = await post("/api/auth/reset-password?lang=en", { token, password: "Brand-New-Pass-5", password_confirmation: "Brand-New-Pass-5" });
    expect(reset.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect(await login(t, user.email, "Brand-New-Pass-5")).toBeTruthy();

    const reuse = await post("/api/auth/reset-password?lang=en", { token, password: "Another-Pass-6", password_confirmation: "Another-Pass-6" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe("An Error happened while resetting your password.");
  });

  it("answers an unknown address exactly as a known one, and e-mails each once (no account enumeration)", async () => {
    const user = await createUser(t);
    const ghost = `ghost-${Date.now()}@example.com`;
    for (const lang of ["en", "ar"] as const) {
      const count = smtp.messages.length;
      const known = await post(`/api/auth/forgot-password?lang=${lang}`, { email: user.email });
      const unknown = await post(`/api/auth/forgot-password?lang=${lang}`, { email: ghost });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.json().message).toBe(lang === "en" ? "We have sent an e-mail to this address. Open it to see how to reset your password." : "أرسلنا رسالة إلى هذا البريد الإلكتروني. افتحها لتعرف كيف تعيد تعيين كلمة المرور.");
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

      const sent = await Promise.all([smtp.latestTo(user.email, count), smtp.latestTo(ghost, count)]);
      expect(smtp.messages.slice(count).map((m) => m.to).sort()).toEqual([user.email, ghost].sort());
      const [reset, noAccount] = sent;
      expect(reset.text).toContain("/reset_password?token=");
      // The specification's "The email you entered doesn't exist." lives in this e-mail now, in both languages, the asker's first.
      const first = lang === "en" ? "The email you entered doesn't exist." : "البريد الإلكتروني الذي أدخلته غير موجود.";
      const second = lang === "en" ? "البريد الإلكتروني الذي أدخلته غير موجود." : "The email you entered doesn't exist.";
      expect(noAccount.text.indexOf(first)).toBeGreaterThanOrEqual(0);
      expect(noAccount.text.indexOf(first)).toBeLessThan(noAccount.text.indexOf(second));
      expect(noAccount.text).toContain(`https://shop.test${lang === "en" ? "/en" : ""}/register`);
      expect(noAccount.text).not.toContain("token=");
    }
  });

  it("rejects a bad token", async () => {
    const bad = await post("/api/auth/reset-password?lang=en", { token: "x".repeat(24), password: "Brand-New-Pass-5", password_confirmation: "Brand-New-Pass-5" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("An Error happened while resetting your password.");
  });

  /** Asks for a reset link and returns it. */
  async function resetLink(email: string): Promise<string> {
    const count = smtp.messages.length;
    expect((await post("/api/auth/forgot-password?lang=en", { email })).statusCode).toBe(200);
    return tokenFrom(await smtp.latestTo(email, count));
  }
  const resetWith = (token: string, password: string) => post("/api/auth/reset-password?lang=en", { token, password, password_confirmation: password });

  it("using one reset link ends every other outstanding link of the account", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const [first, second, third] = [await resetLink(user.email), await resetLink(user.email), await resetLink(user.email)];
    const othersLink = await resetLink(other.email);
    expect((await resetWith(second, "Second-Link-Pass-1")).statusCode).toBe(200);
    for (const old of [first, third]) {
      const refused = await resetWith(old, "Old-Link-Pass-2");
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("An Error happened while resetting your password.");
    }
    expect(await login(t, user.email, "Second-Link-Pass-1")).toBeTruthy();
    // Another account's link is untouched.
    expect((await resetWith(othersLink, "Other-Account-Pass-3")).statusCode).toBe(200);
  });

  it("changing the password on the profile ends every outstanding reset link", async () => {
    const user = await createUser(t, { verified: true });
    const token = await login(t, user.email, user.password);
    const link = await resetLink(user.email);
    const changed = await post("/api/me/password", { current_password: user.password, password: "Changed-Here-Pass-4", password_confirmation: "Changed-Here-Pass-4" }, { authorization: token });
    expect(changed.statusCode).toBe(200);
    const refused = await resetWith(link, "Old-Link-Pass-5");
    expect(refused.statusCode).toBe(400);
    expect(await login(t, user.email, "Changed-Here-Pass-4")).toBeTruthy();
  });
});

describe("profile", () => {
  it("changes name and phone, password (asking the current one), and e-mail (confirmed from the new address)", async () => {
    const user = await createUser(t, { verified: true });
    let token = await login(t, user.email, user.password);
    const other = await login(t, user.email, user.password);

    const profile = await t.app.inject({ method: "PATCH", url: "/api/me?lang=en", headers: { authorization: token }, payload: { name: "Omar K", phone: "+971 50 123 4567" } });
    expect(profile.json().message).toBe("Profile updated");
    // A pasted international UAE number is kept in its national form.
    expect((await me(token)).json().data[0]).toMatchObject({ name: "Omar K", phone: "0501234567" });
    expect((await t.app.inject({ method: "PATCH", url: "/api/me", headers: { authorization: token }, payload: { name: "O", phone: "call me" } })).statusCode).toBe(400);

    const wrong = await post("/api/me/password?lang=en", { current_password: "nope-nope", password: "Next-Pass-88", password_confirmation: "Next-Pass-88" }, { authorization: token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBe("The current password is not correct.");
    const changed = await post("/api/me/password", { current_password: user.password, password: "Next-Pass-88", password_confirmation: "Next-Pass-88" }, { authorization: token });
    expect(changed.statusCode).toBe(200);
    token = changed.json().token;
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const count = smtp.messages.length;
    const newEmail = `new-${user.email}`;
    expect((await post("/api/me/email", { email: newEmail, current_password: "wrong-one" }, { authorization: token })).statusCode).toBe(400);
    const change = await post("/api/me/email?lang=en", { email: newEmail, current_password: "Next-Pass-88" }, { authorization: token });
    expect(change.statusCode).toBe(200);
    expect((await me(token)).json().data[0].email).toBe(user.email);
    const mail = await smtp.latestTo(newEmail, count);
    const confirm = await post("/api/auth/verify-email?lang=en", { token: tokenFrom(mail) });
    expect(confirm.json().message).toBe("Your e-mail address has been changed and verified.");
    expect((await me(token)).json().data[0]).toMatchObject({ email: newEmail, verified: true });
  });
});

describe("abuse limits", () => {
  it("limits sign-in attempts per account with a translated 429", async () => {
    const user = await createUser(t);
    let last;
    for (let i = 0; i < 11; i++) last = await post("/api/auth/login?lang=ar", { email: user.email, password: "wrong-password" });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe("طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مجددًا.");
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("links expire", () => {
  /** The lifetime of the newest link whose identifier matches, in minutes; then makes it a second too old. */
  async function ageNewest(identifier: SQL): Promise<number> {
    const rows = await t.database.db.select().from(verifications).where(identifier);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    const minutes = (newest.expiresAt.getTime() - Date.now()) / 60_000;
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.id, newest.id));
    return minutes;
  }

  it("a verification link works for 24 hours, not after", async () => {
    const email = `expiry-${Date.now()}@example.com`;
    const count = smtp.messages.length;
    expect((await post("/api/auth/register?lang=en", { name: "Expiry Test", email, password: "Falcon-Plates-9", password_confirmation: "Falcon-Plates-9" })).statusCode).toBe(201);
    const token = tokenFrom(await smtp.latestTo(email, count));
    const minutes = await ageNewest(like(verifications.identifier, "verify-email:%"));
    expect(minutes).toBeGreaterThan(24 * 60 - 5);
    expect(minutes).toBeLessThanOrEqual(24 * 60);
    const late = await post("/api/auth/verify-email?lang=en", { token });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("Something wrong happened while verifying your email.");
  });

  it("a reset link works for at most 60 minutes, not after", async () => {
    const user = await createUser(t);
    const count = smtp.messages.length;
    expect((await post("/api/auth/forgot-password?lang=en", { email: user.email })).statusCode).toBe(200);
    const token = tokenFrom(await smtp.latestTo(user.email, count));
    // Kept only as a hash (better-auth's "hashed" identifiers): the link itself is nowhere in the table.
    const stored = await t.database.db.select().from(verifications);
    expect(stored.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    const hashed = createHash("sha256").update(`reset-password:${token}`).digest("base64url");
    const minutes = await ageNewest(eq(verifications.identifier, hashed));
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
    const late = await post("/api/auth/reset-password?lang=en", { token, password: "Brand-New-Pass-5", password_confirmation: "Brand-New-Pass-5" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("An Error happened while resetting your password.");
    expect(await login(t, user.email, user.password)).toBeTruthy();
  });
});
