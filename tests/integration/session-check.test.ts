import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { createUser, login, systemStaff } from "#tests/helpers/users.ts";

/**
 * The session check is kept a few seconds per token (server/modules/accounts/session-cache.ts). A change made
 * around the service is therefore not seen at once (that is how the keeping shows), while every change made
 * through it that ends or alters a session is seen at the next request.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.app.inject({ url: "/api/me", headers: { authorization: token } });
const post = (url: string, payload: object, token: string) => t.app.inject({ method: "POST", url, payload, headers: { authorization: token } });

async function signedIn() {
  const user = await createUser(t);
  const token = await login(t, user.email, user.password);
  expect((await me(token)).statusCode).toBe(200);
  return { ...user, token };
}

describe("the session check, kept per token", () => {
  it("is answered from what it kept: a session ended around the service still works for a moment", async () => {
    const { token } = await signedIn();
    await t.database.db.delete(sessions).where(eq(sessions.token, token));
    expect((await me(token)).statusCode).toBe(200);
  });

  it("is dropped at sign-out", async () => {
    const { token } = await signedIn();
    expect((await post("/api/auth/logout", {}, token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("is dropped for every session of a user who changes their password", async () => {
    const user = await signedIn();
    const other = await login(t, user.email, user.password);
    expect((await me(other)).statusCode).toBe(200);
    const changed = await post("/api/me/password", { current_password: user.password, password: "Changed-Here-Pass-4", password_confirmation: "Changed-Here-Pass-4" }, user.token);
    expect(changed.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
  });

  it("is dropped for a user who is disabled", async () => {
    const user = await signedIn();
    await t.services.accounts.setDisabled(systemStaff, user.id, true);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it("shows a profile change at the next request", async () => {
    const user = await signedIn();
    const res = await t.app.inject({ method: "PATCH", url: "/api/me", payload: { name: "Renamed Person" }, headers: { authorization: user.token } });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).json().data[0].name).toBe("Renamed Person");
  });
});
