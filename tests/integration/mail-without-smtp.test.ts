import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// The quick start has no mail server: without SMTP_URL every e-mail is kept in the outbox (read by staff in the
// admin area) and printed to the log, so a new user can still open their verification link.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { LOG_LEVEL: "info" }, logTo: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

describe("e-mail without SMTP_URL", () => {
  it("keeps a registration's verification e-mail in the outbox and prints it, link included, to the log", async () => {
    const email = `quick-${Date.now()}@example.com`;
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register?lang=en", payload: { name: "Quick Start", email, password: "Plate-Number-77", password_confirmation: "Plate-Number-77" } });
    expect(res.statusCode).toBe(201);
    await t.services.worker.drain();

    const kept = (await t.services.mail.list(1, 50)).items.find((m) => m.to === email);
    expect(kept?.status).toBe("stored");
    expect(kept?.subject).toBe("Verify your e-mail address | أكّد بريدك الإلكتروني");

    const printed = lines.map((line) => JSON.parse(line) as { to?: string; msg: string }).find((entry) => entry.to === email);
    expect(printed?.msg).toMatch(/^e-mail kept in the outbox \(no SMTP_URL\):/);
    const link = /https:\/\/shop\.test\/en\/verify_email\?token=([\w-]+)/.exec(printed!.msg);
    expect(link).not.toBeNull();
    expect((await t.app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token: link![1] } })).statusCode).toBe(200);
  });
});
