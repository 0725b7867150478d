import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture, tokenFrom } from "../helpers/smtp-capture.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser, pageRequests } from "../helpers/page-requests.ts";
import { createUser } from "../helpers/users.ts";

// The account pages through the production build (run `npx react-router build` first): forms posted as a
// browser without JavaScript posts them, answered with the re-rendered page or a redirect.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ pages: true, seed: false, smtpUrl: smtp.url, limits: { registerIp: { points: 100, duration: 3600 } } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { get, post } = pageRequests(() => t);

/** The `session=…` pair of a response's Set-Cookie, to send back as a Cookie header. */
function sessionFrom(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers["set-cookie"] as string | string[] | undefined) ?? []);
  const cookie = cookies.find((c) => c.startsWith("session="));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const text = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");

describe("register page", () => {
  it.each([
    ["/register", "ar", "تم تسجيلك بنجاح"],
    ["/en/register", "en", "You have registered successfully"],
  ])("%s registers and shows the registered message, e-mailing a link in its language", async (url, lang, message) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<input[^>]*autocomplete="new-password"/i);
    const email = `new-${lang}@example.com`;
    const res = await post(url, { name: "Sara Ali", email, password: "Falcon-Plates-9", password_confirmation: "Falcon-Plates-9" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(message);
    expect(res.body).not.toContain("Falcon-Plates-9");
    const mail = await smtp.latestTo(email);
    expect(mail.text).toContain(`https://shop.test${lang === "en" ? "/en" : ""}/verify_email?token=`);
  });

  it.each([
    ["/register", ["يرجى إدخال اسمك.", "يرجى إدخال بريد إلكتروني صالح.", "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.", "يرجى تصحيح الأخطاء أدناه."]],
    ["/en/register", ["Please enter your name.", "Please enter a valid e-mail address.", "The password must have at least 6 characters.", "Please correct the errors below."]],
  ])("%s answers 400 with translated, linked field errors and keeps no password", async (url, messages) => {
    const res = await post(url, { name: "", email: "not-an-email", password: "Sec77", password_confirmation: "Other-Value-77" });
    expect(res.statusCode).toBe(400);
    for (const message of messages) expect(res.body).toContain(message);
    expect(res.body).toMatch(/role="alert"/);
    expect(res.body).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="register-email-error"|<input[^>]*aria-describedby="register-email-error"[^>]*aria-invalid="true"/);
    expect(res.body).toContain('id="register-email-error"');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).toContain('href="#register-email"');
    expect(res.body).not.toContain("Sec77");
    expect(res.body).not.toContain("Other-Value-77");
  });

  it("refuses an address already registered, in both languages", async () => {
    const { email } = await createUser(t);
    const form = { name: "Again", email, password: "Falcon-Plates-9", password_confirmation: "Falcon-Plates-9" };
    const en = await post("/en/register", form);
    expect(en.statusCode).toBe(409);
    expect(text(en.body)).toContain("Please login if it is your email or use another one.");
    const ar = await post("/register", form);
    expect(ar.statusCode).toBe(409);
    expect(ar.body).toContain("يرجى تسجيل الدخول إذا كان هذا بريدك الإلكتروني");
  });
});

describe("sign-in page", () => {
  it("sets an HttpOnly SameSite=Lax session cookie and returns to a path on this site", async () => {
    const { email, password } = await createUser(t, { verified: true });
    // Without JavaScript the form posts to the same address, so the way back survives.
    expect((await get("/sign_in?redirect=%2Fprofile")).body).toMatch(/<form[^>]*action="\/sign_in\?redirect=%2Fprofile"/);
    const res = await post("/sign_in?redirect=%2Fprofile", { email, password });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/profile");
    const cookie = sessionFrom(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const profile = await get("/profile", pair(cookie));
    expect(profile.statusCode).toBe(200);
    expect(profile.headers["cache-control"]).toBe("private, no-store");
  });

  it.each([
    ["/en/sign_in?redirect=%2F%2Fevil.example", "/en"],
    ["/sign_in?redirect=https%3A%2F%2Fevil.example%2F", "/"],
    ["/en/sign_in?redirect=%2F%5Cevil.example", "/en"],
    ["/en/sign_in", "/en"],
  ])("%s sends the user home instead of to another site", async (url, home) => {
    const { email, password } = await createUser(t);
    const res = await post(url, { email, password });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(home);
  });

  it("says when the credentials are wrong or malformed, in both languages", async () => {
    const { email } = await createUser(t);
    const wrong = await post("/en/sign_in", { email, password: "Not-The-Password-1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Your login credentials were incorrect.");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    expect((await post("/sign_in", { email, password: "Not-The-Password-1" })).body).toContain("بيانات تسجيل الدخول غير صحيحة.");
    const malformed = await post("/en/sign_in", { email: "nobody", password: "" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("Please enter valid credentials.");
    expect((await post("/sign_in", { email: "nobody", password: "x" })).body).toContain("يرجى إدخال بيانات دخول صالحة.");
  });
});

describe("profile guard and sign-out", () => {
  it("sends visitors to sign-in in their language with the way back", async () => {
    const ar = await get("/profile");
    expect(ar.statusCode).toBe(302);
    expect(ar.headers.location).toBe("/sign_in?redirect=%2Fprofile");
    const en = await get("/en/profile");
    expect(en.statusCode).toBe(302);
    expect(en.headers.location).toBe("/en/sign_in?redirect=%2Fen%2Fprofile");
  });

  it("ends the session on POST /logout, clears the cookie and goes home in the same language", async () => {
    const { email, password } = await createUser(t);
    const cookie = pair(sessionFrom(await post("/en/sign_in", { email, password })));
    expect((await get("/en/profile", cookie)).statusCode).toBe(200);
    const out = await post("/en/logout", {}, cookie);
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/en");
    expect(sessionFrom(out)).toMatch(/^session=;.*Max-Age=0/);
    expect((await get("/en/profile", cookie)).statusCode).toBe(302);
    const token = decodeURIComponent(cookie.slice("session=".length));
    expect((await t.app.inject({ url: "/api/me", headers: { authorization: token } })).statusCode).toBe(401);
    // A plain GET only goes home.
    expect((await get("/logout")).headers.location).toBe("/");
  });
});

describe("profile forms", () => {
  it("updates the name and phone, changes the password (new cookie) and asks to confirm a new e-mail", async () => {
    const { email, password } = await createUser(t, { verified: true });
    const cookie = pair(sessionFrom(await post("/en/sign_in", { email, password })));

    const badPhone = await post("/en/profile", { intent: "profile", name: "Noura", phone: "abc" }, cookie);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain("Please enter a valid phone number.");
    const updated = await post("/en/profile", { intent: "profile", name: "Noura Saeed", phone: "+971 50 123 4567" }, cookie);
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toContain("Profile updated");
    expect(updated.body).toContain('value="Noura Saeed"');

    const wrong = await post("/profile", { intent: "password", current_password: "nope-nope-1", password: "Brand-New-Pass-5", password_confirmation: "Brand-New-Pass-5" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("كلمة المرور الحالية غير صحيحة.");
    const changed = await post("/en/profile", { intent: "password", current_password: password, password: "Brand-New-Pass-5", password_confirmation: "Brand-New-Pass-5" }, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Your password has been changed.");
    const next = pair(sessionFrom(changed));
    expect(next).not.toBe(cookie);
    expect((await get("/en/profile", next)).statusCode).toBe(200);

    const newEmail = `changed-${Date.now()}@example.com`;
    const asked = await post("/en/profile", { intent: "email", email: newEmail, current_password: "Brand-New-Pass-5" }, next);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("We sent a confirmation link to your new e-mail address.");
    const verify = await get(`/en/verify_email?token=${encodeURIComponent(tokenFrom(await smtp.latestTo(newEmail)))}`);
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/en/verify_email?status=changed");
    expect((await get("/en/verify_email?status=changed")).body).toContain("Your e-mail address has been changed and verified.");
  });
});

describe("e-mail verification, forgotten and reset password", () => {
  it("verifies from the e-mailed link once, then reports a failure", async () => {
    const email = `verify-${Date.now()}@example.com`;
    await post("/register", { name: "Hamad", email, password: "Falcon-Plates-9", password_confirmation: "Falcon-Plates-9" });
    const link = `/verify_email?token=${encodeURIComponent(tokenFrom(await smtp.latestTo(email)))}`;
    const first = await get(link);
    expect(first.headers.location).toBe("/verify_email?status=verified");
    expect((await get(first.headers.location as string)).body).toContain("تم تأكيد بريدك الإلكتروني.");
    const again = await get(`/en${link}`);
    expect(again.headers.location).toBe("/en/verify_email?status=failed");
    expect((await get("/en/verify_email?status=failed")).body).toContain("Something wrong happened while verifying your email.");
  });

  it("lets a signed-in unverified user ask for the e-mail again", async () => {
    const { email, password } = await createUser(t);
    const cookie = pair(sessionFrom(await post("/en/sign_in", { email, password })));
    const page = await get("/en/verify_email", cookie);
    expect(page.body).toContain("Send the verification e-mail again");
    const sent = await post("/en/verify_email", {}, cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("We sent you a new verification e-mail.");
    expect((await smtp.latestTo(email)).text).toContain("/verify_email?token=");
  });

  it("sends a reset link and sets the new password from it", async () => {
    const { email } = await createUser(t);
    // An address without an account gets the same page and an e-mail saying so (decision 0009).
    const unknown = await post("/en/forgot_password", { email: "nobody-here@example.com" });
    expect(unknown.statusCode).toBe(200);
    expect(text(unknown.body)).toContain("We have sent an e-mail to this address. Open it to see how to reset your password.");
    expect((await smtp.latestTo("nobody-here@example.com")).text).toContain("The email you entered doesn't exist.");
    const sent = await post("/en/forgot_password", { email });
    expect(sent.statusCode).toBe(200);
    expect(text(sent.body)).toContain("We have sent an e-mail to this address. Open it to see how to reset your password.");
    const token = tokenFrom(await smtp.latestTo(email));
    const link = `/en/reset_password?token=${encodeURIComponent(token)}`;
    expect((await get(link)).body).toContain(`value="${token}"`);
    const mismatch = await post(link, { token, password: "Fresh-Pass-2026", password_confirmation: "Fresh-Pass-2027" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain("The password confirmation does not match.");
    const reset = await post(link, { token, password: "Fresh-Pass-2026", password_confirmation: "Fresh-Pass-2026" });
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toContain("Your password has been reset. You can sign in now.");
    expect((await post("/en/sign_in", { email, password: "Fresh-Pass-2026" })).statusCode).toBe(302);
    const reused = await post(link.slice(3), { token, password: "Other-Pass-2026", password_confirmation: "Other-Pass-2026" });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain("حدث خطأ أثناء إعادة تعيين كلمة المرور.");
  });
});

describe("header", () => {
  it("shows Sign In to visitors and the user menu to signed-in users", async () => {
    const { email, password } = await createUser(t, { name: "Mariam Test" });
    const visitor = await get("/en");
    expect(visitor.body).toContain(">Sign In<");
    expect(visitor.headers["cache-control"] ?? "").not.toContain("private");
    const cookie = pair(sessionFrom(await post("/en/sign_in", { email, password })));
    const member = await get("/en", cookie);
    expect(member.body).not.toContain(">Sign In<");
    expect(member.body).toContain('aria-label="Account menu for Mariam Test"');
    expect(member.body).toContain('action="/en/logout"');
    expect(member.body).not.toContain('href="/en/admin"');
    expect(member.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("in production", () => {
  it("marks the session cookie Secure", async () => {
    const prod = await createTestApp({ pages: true, seed: false, env: { NODE_ENV: "production" } });
    try {
      const { email, password } = await createUser(prod, { verified: true });
      const res = await prod.app.inject({
        method: "POST",
        url: "/en/sign_in",
        payload: new URLSearchParams({ email, password }).toString(),
        headers: { ...browser, "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.statusCode).toBe(302);
      const cookie = sessionFrom(res);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
    } finally {
      await prod.close();
    }
    // A second server on a fresh database is made inside the test: a hook's time, not a test's.
  }, 60_000);
});
