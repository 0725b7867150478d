import { describe, expect, it } from "vitest";
import { allPermissions } from "#core/access/permissions.ts";
import { login, systemStaff } from "#tests/helpers/users.ts";
import { callApi, counter, getPage, postForm, signedIn, staffWith, t } from "./context.ts";

// Permissions and roles take effect at once: no cache between a role's change and the next request.
describe("changes take effect on the next request", () => {
  it("a permission granted to a role opens the page on the very next request, and closes it again when taken away", async () => {
    const s = await staffWith(["read:mail"]);
    expect((await getPage("/en/admin/users", s.token)).statusCode).toBe(403);
    expect((await callApi("GET", "/api/admin/users", undefined, s.token)).statusCode).toBe(403);

    await t.services.access.updateRole(systemStaff, s.roleId, { permissions: ["read:mail", "read:user"] });
    const page = await getPage("/en/admin/users", s.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/en/admin/users"');
    expect((await callApi("GET", "/api/admin/users", undefined, s.token)).statusCode).toBe(200);

    await t.services.access.updateRole(systemStaff, s.roleId, { permissions: ["read:mail"] });
    expect((await getPage("/en/admin/users", s.token)).statusCode).toBe(403);
  });

  it("a role given to a user through the page works at once for that user", async () => {
    const admin = await staffWith(["manage:role", "read:user"]);
    const outboxRole = await t.services.access.createRole(systemStaff, `outbox readers ${++counter.n}`, ["read:mail"]);
    const user = await signedIn({ verified: true });
    expect((await getPage("/admin/outbox", user.token)).statusCode).toBe(403);
    // manage:role alone cannot hand out read:mail: nobody gives more than they hold.
    const refused = await postForm(`/en/admin/users/${user.id}`, { intent: "roles", role_ids: [String(outboxRole)] }, admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("You do not have permission to do this.");
    expect((await getPage("/admin/outbox", user.token)).statusCode).toBe(403);

    const superAdmin = await staffWith([...allPermissions]);
    const saved = await postForm(`/admin/users/${user.id}`, { intent: "roles", role_ids: [String(outboxRole)] }, superAdmin.token);
    expect(saved.statusCode).toBe(302);
    expect((await getPage("/admin/outbox", user.token)).statusCode).toBe(200);
  });

  it("disabling a user ends their sessions at once and refuses sign-in; re-enabling lets them in again", async () => {
    const admin = await staffWith(["read:user", "update:user"]);
    const user = await signedIn({ verified: true });
    expect((await callApi("GET", "/api/me", undefined, user.token)).statusCode).toBe(200);

    const disabled = await postForm(`/en/admin/users/${user.id}`, { intent: "disable" }, admin.token);
    expect(disabled.statusCode).toBe(302);
    expect(disabled.headers.location).toBe(`/en/admin/users/${user.id}?done=userDisabled`);
    expect((await callApi("GET", "/api/me", undefined, user.token)).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "accept-language": "en" }, payload: { email: user.email, password: user.password } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ message: "This account has been disabled. Please contact us." });
    const shown = await getPage(`/en/admin/users/${user.id}?done=userDisabled`, admin.token);
    expect(shown.body).toContain("The user has been disabled and signed out everywhere.");

    expect((await postForm(`/admin/users/${user.id}`, { intent: "enable" }, admin.token)).statusCode).toBe(302);
    const again = await login(t, user.email, user.password);
    expect((await callApi("GET", "/api/me", undefined, again)).statusCode).toBe(200);
  });

  it("nobody can disable themselves, through the page or the API", async () => {
    const admin = await staffWith(["read:user", "update:user"]);
    const page = await postForm(`/en/admin/users/${admin.id}`, { intent: "disable" }, admin.token);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("You cannot disable your own account.");
    expect((await callApi("POST", `/api/admin/users/${admin.id}/disable`, {}, admin.token)).statusCode).toBe(400);
    expect((await t.services.users.get(admin.id))?.disabled).toBe(false);
  });
});
