import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture, tokenFrom } from "../helpers/smtp-capture.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { login } from "../helpers/users.ts";

// Authentication events are logged (who, what, from where) and no password or token ever is. (With no SMTP_URL
// the outbox also prints each e-mail, links included, to the log for the quick start: issue 3 asks for that; this
// test sends through SMTP as production does.)
const lines: string[] = [];
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // With the pages (the production build), as a browser opens the e-mailed links.
  t = await createTestApp({ pages: true, seed: false, smtpUrl: smtp.url, env: { LOG_LEVEL: "info" }, logTo: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
const events = () => lines.map((line) => JSON.parse(line) as { event?: string; userId?: string; actorId?: string; ip?: string });

describe("the authentication log", () => {
  it("records sign-in, failure, logout, reset and role change, without any secret", async () => {
    const password = "Harbour-Lights-2026";
    const email = `log-${Date.now()}@shop.test`;
    expect((await post("/api/auth/register", { name: "Log Test", email, password, password_confirmation: password })).statusCode).toBe(201);
    expect((await post("/api/auth/login", { email, password: "Not-The-Password-1" })).statusCode).toBe(401);
    const session = await login(t, email, password);
    expect((await post("/api/auth/logout", {}, { authorization: session })).statusCode).toBe(200);

    // E-mails leave from a background job: let the verification e-mail arrive, then wait for the one sent after.
    await smtp.latestTo(email);
    const sent = smtp.messages.length;
    expect((await post("/api/auth/forgot-password", { email })).statusCode).toBe(200);
    const resetToken = tokenFrom(await smtp.latestTo(email, sent));
    const newPassword = "Quiet-Desert-2027";
    expect((await post("/api/auth/reset-password", { token: resetToken, password: newPassword, password_confirmation: newPassword })).statusCode).toBe(200);

    const admin = await login(t, "admin@shop.test", "Admin-Pass-2026!");
    const me = (await t.app.inject({ url: "/api/me", headers: { authorization: session } })).statusCode;
    expect(me).toBe(401);
    const user = (await t.services.users.list({ q: email, page: 1 })).items[0]!;
    const roles = await t.app.inject({ method: "PUT", url: `/api/admin/users/${user.id}/roles`, payload: { role_ids: [] }, headers: { authorization: admin } });
    expect(roles.statusCode).toBe(200);

    // Links opened in a browser carry their token in the address, which the request log records.
    for (const link of [`/reset_password?token=${resetToken}`, `/en/verify_email?token=${resetToken}x&lang=en`]) {
      await t.app.inject({ url: link });
    }
    expect(lines.some((line) => line.includes("token=[redacted]"))).toBe(true);

    const seen = events();
    for (const event of ["auth.register", "auth.sign_in_failed", "auth.sign_in", "auth.logout", "auth.reset_requested", "auth.password_reset", "auth.roles_changed"]) {
      expect(seen.some((e) => e.event === event), `${event} in the log`).toBe(true);
    }
    expect(seen.find((e) => e.event === "auth.sign_in")?.userId).toBe(user.id);
    expect(seen.find((e) => e.event === "auth.roles_changed")?.actorId).toBeTruthy();

    const log = lines.join("\n");
    for (const secret of [password, newPassword, "Not-The-Password-1", "Admin-Pass-2026!", session, admin, resetToken]) {
      expect(log.includes(secret), `a secret in the log: ${secret.slice(0, 4)}…`).toBe(false);
    }
  });
});
