import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login } from "../helpers/users.ts";

// Issue 12, item 7: every admin write is recorded by the service layer, in the write's own transaction:
// who, what, which record, before and after, when, from which address. Through the API here; the admin
// pages call the same services.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await login(t, "admin@shop.test", "Admin-Pass-2026!");
});
afterAll(() => t.close());

const api = (method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: "198.51.100.23", headers: { authorization: admin }, ...(payload ? { payload } : {}) });
const entriesFor = async (entity: string, entityId: string) => (await t.services.audit.list({ entity, entityId, page: 1, perPage: 50 })).items.reverse();

describe("the audit log of admin writes", () => {
  it("records a role's creation, change and deletion with who, from where, before and after", async () => {
    const created = await api("POST", "/api/admin/roles", { name: "Night shift", permissions: ["read:mail"] });
    expect(created.statusCode).toBe(201);
    const id = String(created.json().id);
    expect((await api("PATCH", `/api/admin/roles/${id}`, { name: "Night desk", permissions: ["read:mail", "read:user"] })).statusCode).toBe(200);
    expect((await api("DELETE", `/api/admin/roles/${id}`)).statusCode).toBe(200);

    const entries = await entriesFor("role", id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update", "delete"]);
    for (const entry of entries) expect(entry).toMatchObject({ actorEmail: "admin@shop.test", actorIp: "198.51.100.23" });
    expect(entries[0]!.after).toEqual({ name: "Night shift", permissions: ["read:mail"] });
    expect(entries[1]!.before).toEqual({ name: "Night shift", permissions: ["read:mail"] });
    expect(entries[1]!.after).toEqual({ name: "Night desk", permissions: ["read:mail", "read:user"] });
    expect(entries[2]!.before).toEqual({ name: "Night desk", permissions: ["read:mail", "read:user"] });
  });

  it("records role assignments and disabling, and nothing for a refused write", async () => {
    const user = await createUser(t);
    const sales = (await t.services.access.listRoles()).find((r) => r.systemKey === "sales")!;
    expect((await api("PUT", `/api/admin/users/${user.id}/roles`, { role_ids: [sales.id] })).statusCode).toBe(200);
    expect((await api("POST", `/api/admin/users/${user.id}/disable`)).statusCode).toBe(200);
    expect((await entriesFor("user_roles", user.id))[0]).toMatchObject({ action: "update", before: { roleIds: [] }, after: { roleIds: [sales.id] } });
    expect((await entriesFor("user", user.id))[0]).toMatchObject({ action: "disable", before: { disabled: false }, after: { disabled: true } });

    const before = (await t.services.audit.list({ page: 1, perPage: 1 })).total;
    expect((await api("PATCH", "/api/admin/roles/999999", { name: "Ghost" })).statusCode).toBe(404);
    expect((await api("POST", "/api/admin/roles", { name: "Night shift 2", permissions: ["not:a-permission"] })).statusCode).toBe(400);
    expect((await t.services.audit.list({ page: 1, perPage: 1 })).total).toBe(before);
  });
});
