import fs from "node:fs";
import { eq } from "drizzle-orm";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import { type Permission, allPermissions, isPermission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { jobs } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Who may do what in the admin area: every /api/admin route, every admin page and every admin form, called as
// a visitor, an unverified user, a verified user, staff without the permission and staff with exactly it.
// The page and form lists must cover every admin route of app/routes.ts, so a new page without a row fails.

// Every route the app registers, with its config, seen through an onRoute hook on each Fastify instance.
const registered = vi.hoisted(() => [] as { method: string; url: string; permission: unknown }[]);
vi.mock("fastify", async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const factory = ((options?: object) => {
    const app = original.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      const permission = (route.config as { permission?: unknown } | undefined)?.permission;
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, permission });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: factory, fastify: factory };
});

/** The admin API as Fastify serves it (HEAD twins of GET routes left out). */
function adminApi(): { method: string; url: string; permission: Permission }[] {
  return registered
    .filter((r) => r.url.startsWith("/api/admin") && r.method !== "HEAD")
    .map((r) => ({ method: r.method, url: r.url, permission: r.permission as Permission }));
}

let t: TestApp;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 }, signInAccount: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());

type Persona = { name: string; token: string | undefined };
let counter = 0;

/** A user (verified unless told otherwise) holding one new role with exactly these permissions, signed in. */
async function staffWith(permissions: Permission[], verified = true): Promise<{ id: string; email: string; password: string; token: string; roleId: number }> {
  const roleId = await t.services.access.createRole(systemStaff, `matrix ${++counter} ${permissions.join(" ")}`, permissions);
  const user = await createUser(t, { verified });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return { ...user, roleId, token: await login(t, user.email, user.password) };
}

async function signedIn(options: { verified: boolean }) {
  const user = await createUser(t, options);
  return { ...user, token: await login(t, user.email, user.password) };
}

const cookie = (token: string | undefined): Record<string, string> => (token ? { cookie: `session=${token}` } : {});

function getPage(url: string, token?: string) {
  return t.app.inject({ url, headers: { ...browser, ...cookie(token) } });
}

function postForm(url: string, form: Record<string, string | string[]>, token?: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
  return t.app.inject({
    method: "POST",
    url,
    payload: body.toString(),
    headers: { ...browser, ...cookie(token), "content-type": "application/x-www-form-urlencoded" },
  });
}

function callApi(method: string, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { ...cookie(token), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** Another section permission than `p`, so "staff without" really is staff (they get into the area). */
const otherThan = (p: Permission | "area"): Permission => (p === "read:mail" ? "read:user" : "read:mail");

// Personas, made once: the three non-staff ones, and per permission a "with" and a "without" staff member.
let visitor: Persona;
let unverified: Persona;
let verified: Persona;
const staffCache = new Map<string, Promise<Persona>>();
function staff(permissions: Permission[], name: string, verified = true): Promise<Persona> {
  const key = `${permissions.join(",")} ${verified}`;
  let found = staffCache.get(key);
  if (!found) {
    found = staffWith(permissions, verified).then((s) => ({ name, token: s.token }));
    staffCache.set(key, found);
  }
  return found;
}
/** Staff with exactly the permission; for the area itself, one section permission. */
const staffWithP = (p: Permission | "area") => staff([p === "area" ? "read:mail" : p], `staff with ${p}`);
/** Holding exactly the permission, but with an e-mail address never verified: refused until it is. */
const unverifiedStaffWithP = (p: Permission | "area") => staff([p === "area" ? "read:mail" : p], `unverified staff with ${p}`, false);
/** Staff holding only another admin permission (for the area: a permission whose section has no page yet). */
const staffWithoutP = (p: Permission | "area") => staff([p === "area" ? "read:dashboard" : otherThan(p)], `staff without ${p}`);

// Fixtures the parametrised paths point at.
let target: { id: string }; // a user the forms change
let roleId: number; // a role the forms change
let messageId: number;
let packageId: number; // a package the pages show

beforeAll(async () => {
  visitor = { name: "visitor", token: undefined };
  const u = await signedIn({ verified: false });
  unverified = { name: "unverified user", token: u.token };
  const v = await signedIn({ verified: true });
  verified = { name: "verified user", token: v.token };
  target = await createUser(t, { verified: true, name: "Matrix Target" });
  roleId = await t.services.access.createRole(systemStaff, "Matrix fixture role", []);
  await t.services.mail.send("someone@example.com", { subject: "Matrix mail", text: "Hello", html: "<p>Hello</p>" });
  messageId = (await t.services.mail.list(1, 1)).items[0]!.id;
  packageId = await t.services.packages.create(systemStaff, { name: "Matrix package", nameAr: "باقة المصفوفة" });
});

/** Every route id in app/routes.ts that starts with "admin", with its module file. */
function adminRouteIds(): { id: string; file: string }[] {
  const found: { id: string; file: string }[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const e of entries) {
      if (e.id?.startsWith("admin")) found.push({ id: e.id, file: e.file });
      if (e.children) walk(e.children);
    }
  };
  walk(routes);
  return found;
}

const throwaway = () => t.services.access.createRole(systemStaff, `throwaway ${++counter}`, []);

// ---------------------------------------------------------------------------------------------- API

describe("every /api/admin route", () => {
  it("names a known permission on every route", () => {
    const api = adminApi();
    expect(api.length).toBeGreaterThanOrEqual(10);
    for (const r of api) expect(isPermission(String(r.permission)), `${r.method} ${r.url} permission ${String(r.permission)}`).toBe(true);
  });

  /** A concrete URL and body for a route, fresh for each call where the call changes things. */
  async function request(r: ReturnType<typeof adminApi>[number]): Promise<{ url: string; body: unknown }> {
    let url = r.url.replace("/users/:id", `/users/${target.id}`);
    if (url.includes("/roles/:id")) url = url.replace(":id", String(r.method === "DELETE" ? await throwaway() : roleId));
    if (url.includes("/packages/:id")) url = url.replace(":id", String(r.method === "DELETE" ? await freshPackage() : packageId));
    const body =
      r.method === "PUT" ? { role_ids: [] }
      : r.method === "POST" && url.endsWith("/roles") ? { name: `api role ${++counter}`, permissions: [] }
      : url.includes("/packages") && (r.method === "POST" || r.method === "PATCH") ? { name: `api package ${++counter}`, name_ar: `باقة ${counter}` }
      : r.method === "PATCH" ? { name: `api renamed ${++counter}` }
      : r.method === "POST" ? {}
      : undefined;
    return { url, body };
  }

  it("answers visitors 401, users and staff without the permission 403, unverified staff with it 403, and lets staff with it through", async () => {
    const api = adminApi();
    expect(api.length).toBeGreaterThan(0);
    for (const r of api) {
      const label = `${r.method} ${r.url} (${r.permission})`;
      for (const [persona, expected] of [
        [visitor, 401],
        [unverified, 403],
        [verified, 403],
        [await staffWithoutP(r.permission), 403],
      ] as const) {
        const { url, body } = await request(r);
        const res = await callApi(r.method, url, body, persona.token);
        expect(res.statusCode, `${label} as ${persona.name}: ${res.body}`).toBe(expected);
      }
      const unproven = await request(r);
      const refused = await callApi(r.method, unproven.url, unproven.body, (await unverifiedStaffWithP(r.permission)).token);
      expect(refused.statusCode, `${label} as unverified staff with it: ${refused.body}`).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(translate("ar", "auth.verifyRequired"));
      const { url, body } = await request(r);
      const res = await callApi(r.method, url, body, (await staffWithP(r.permission)).token);
      expect(res.statusCode, `${label} as staff with it: ${res.body}`).toBeLessThan(400);
    }
  });
});

// -------------------------------------------------------------------------------------------- pages

interface PageCase {
  id: string;
  path: () => string;
  permission: Permission | "area";
}

const pageCases: PageCase[] = [
  { id: "admin", path: () => "/admin", permission: "area" },
  { id: "admin_home", path: () => "/admin", permission: "area" },
  { id: "admin_users", path: () => "/admin/users?q=matrix", permission: "read:user" },
  { id: "admin_user", path: () => `/admin/users/${target.id}`, permission: "read:user" },
  { id: "admin_roles", path: () => "/admin/roles", permission: "read:role" },
  { id: "admin_role", path: () => `/admin/roles/${roleId}`, permission: "read:role" },
  { id: "admin_permissions", path: () => "/admin/permissions", permission: "read:permission" },
  { id: "admin_outbox", path: () => "/admin/outbox", permission: "read:mail" },
  { id: "admin_outbox_message", path: () => `/admin/outbox/${messageId}`, permission: "read:mail" },
  { id: "admin_jobs", path: () => "/admin/jobs?state=failed", permission: "read:job" },
  { id: "admin_packages", path: () => "/admin/packages", permission: "read:package" },
  { id: "admin_package", path: () => `/admin/packages/${packageId}`, permission: "read:package" },
  { id: "admin_audit", path: () => "/admin/audit?entity=role", permission: "read:audit" },
];

/** A package no number uses, for the forms that change or delete one. */
const freshPackage = () => t.services.packages.create(systemStaff, { name: `Matrix package ${++counter}`, nameAr: `باقة ${counter}` });

/** A job that failed for good (waiting an hour first, so the worker cannot take it before it is marked failed). */
async function failedJob(): Promise<number> {
  const id = await t.services.jobs.enqueue(t.database.db, "mail.deliver", { outboxId: 999_999 }, { delayMs: 3_600_000 });
  await t.database.db.update(jobs).set({ state: "failed", lastError: "fixture" }).where(eq(jobs.id, id));
  return id;
}

interface ActionCase {
  id: string;
  name: string;
  permission: Permission;
  /** The page and form to post; called once per persona, so it may make a fresh fixture. */
  request: () => Promise<{ path: string; form: Record<string, string | string[]> }>;
  /** Where staff with the permission are sent afterwards. */
  success: RegExp;
}

const actionCases: ActionCase[] = [
  {
    id: "admin_user",
    name: "save roles",
    permission: "manage:role",
    request: async () => ({ path: `/admin/users/${target.id}`, form: { intent: "roles", role_ids: [] } }),
    success: /\/admin\/users\/[^/?]+\?done=rolesSaved$/,
  },
  {
    id: "admin_user",
    name: "disable",
    permission: "update:user",
    request: async () => ({ path: `/admin/users/${(await createUser(t, { verified: true })).id}`, form: { intent: "disable" } }),
    success: /\?done=userDisabled$/,
  },
  {
    id: "admin_user",
    name: "re-enable",
    permission: "update:user",
    request: async () => {
      const user = await createUser(t, { verified: true });
      await t.services.accounts.setDisabled(systemStaff, user.id, true);
      return { path: `/admin/users/${user.id}`, form: { intent: "enable" } };
    },
    success: /\?done=userEnabled$/,
  },
  {
    id: "admin_roles",
    name: "create a role",
    permission: "manage:role",
    request: async () => ({ path: "/admin/roles", form: { name: `page role ${++counter}` } }),
    success: /\/admin\/roles\/\d+\?done=roleCreated$/,
  },
  {
    id: "admin_role",
    name: "rename",
    permission: "manage:role",
    request: async () => ({ path: `/admin/roles/${roleId}`, form: { intent: "rename", name: `renamed ${++counter}` } }),
    success: /\/admin\/roles\/\d+\?done=roleSaved$/,
  },
  {
    id: "admin_role",
    name: "set permissions",
    permission: "manage:role",
    // Staff with only manage:role can grant manage:role and nothing else.
    request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "permissions", permissions: ["manage:role"] } }),
    success: /\/admin\/roles\/\d+\?done=roleSaved$/,
  },
  {
    id: "admin_role",
    name: "delete",
    permission: "manage:role",
    request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "delete" } }),
    success: /\/admin\/roles\?done=roleDeleted$/,
  },
  {
    id: "admin_packages",
    name: "create a package",
    permission: "create:package",
    request: async () => ({ path: "/admin/packages", form: { name: `Created ${++counter}`, name_ar: `منشأة ${counter}` } }),
    success: /\/admin\/packages\?done=packageCreated$/,
  },
  {
    id: "admin_package",
    name: "rename a package",
    permission: "update:package",
    request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "save", name: `Renamed ${++counter}`, name_ar: `معدلة ${counter}` } }),
    success: /\/admin\/packages\?done=packageSaved$/,
  },
  {
    id: "admin_package",
    name: "delete a package",
    permission: "delete:package",
    request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "delete" } }),
    success: /\/admin\/packages\?done=packageDeleted$/,
  },
  {
    id: "admin_jobs",
    name: "run a failed job again",
    permission: "update:job",
    request: async () => ({ path: "/admin/jobs", form: { id: String(await failedJob()) } }),
    success: /\/admin\/jobs\?done=jobRetried$/,
  },
];

describe("every admin page and form", () => {
  it("covers every admin route of app/routes.ts, and every page with a form has its form rows", () => {
    const admin = adminRouteIds();
    expect(admin.map((r) => r.id)).toContain("admin");
    for (const r of admin) {
      expect(pageCases.map((c) => c.id), `page row for ${r.id}`).toContain(r.id);
      const source = fs.readFileSync(path.join("app", r.file), "utf8");
      if (/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source)) {
        expect(actionCases.map((c) => c.id), `form rows for ${r.id}`).toContain(r.id);
      }
    }
  });

  for (const lang of ["ar", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    for (const c of pageCases) {
      it(`${c.id} (${lang}): sign-in for visitors, 403 for users and staff without ${c.permission} and for unverified staff with it, 200 with it`, async () => {
        const url = prefix + c.path();
        const res = await getPage(url, visitor.token);
        expect(res.statusCode, `${url} as visitor`).toBe(302);
        expect(res.headers.location).toBe(`${prefix}/sign_in?redirect=${encodeURIComponent(url)}`);
        for (const persona of [unverified, verified, await staffWithoutP(c.permission)]) {
          const denied = await getPage(url, persona.token);
          expect(denied.statusCode, `${url} as ${persona.name}`).toBe(403);
          expect(denied.body).toContain(lang === "en" ? "You do not have permission to do this." : "ليست لديك صلاحية للقيام بذلك.");
        }
        const unproven = await getPage(url, (await unverifiedStaffWithP(c.permission)).token);
        expect(unproven.statusCode, `${url} as unverified staff with ${c.permission}`).toBe(403);
        expect(unproven.body).toContain(translate(lang, "auth.verifyRequired"));
        const ok = await getPage(url, (await staffWithP(c.permission)).token);
        expect(ok.statusCode, `${url} as staff with ${c.permission}: ${ok.body.slice(0, 300)}`).toBe(200);
        expect(ok.body).toMatch(lang === "en" ? /<html lang="en" dir="ltr"/ : /<html lang="ar" dir="rtl"/);
      });
    }
  }

  for (const c of actionCases) {
    it(`${c.id}: ${c.name}: sign-in for visitors, 403 for users and staff without ${c.permission}, success with it`, async () => {
      for (const [persona, expected] of [
        [visitor, 302],
        [unverified, 403],
        [verified, 403],
        [await staffWithoutP(c.permission), 403],
        [await unverifiedStaffWithP(c.permission), 403],
      ] as const) {
        const { path: pagePath, form } = await c.request();
        const res = await postForm(`/en${pagePath}`, form, persona.token);
        expect(res.statusCode, `POST ${pagePath} ${c.name} as ${persona.name}: ${res.body.slice(0, 200)}`).toBe(expected);
        if (expected === 302) expect(res.headers.location).toBe(`/en/sign_in?redirect=${encodeURIComponent(`/en${pagePath}`)}`);
      }
      const { path: pagePath, form } = await c.request();
      const res = await postForm(pagePath, form, (await staffWithP(c.permission)).token);
      expect(res.statusCode, `POST ${pagePath} ${c.name} as staff with ${c.permission}: ${res.body.slice(0, 300)}`).toBe(302);
      expect(res.headers.location).toMatch(c.success);
      expect(res.headers.location).not.toMatch(/^\/en\//);
    });
  }

  it("changes nothing when a form is refused", async () => {
    const victim = await createUser(t, { verified: true });
    const doomed = await throwaway();
    for (const persona of [visitor, verified, await staffWithoutP("update:user"), await unverifiedStaffWithP("update:user"), await unverifiedStaffWithP("manage:role")]) {
      await postForm(`/admin/users/${victim.id}`, { intent: "disable" }, persona.token);
      await postForm(`/admin/roles/${doomed}`, { intent: "delete" }, persona.token);
      await postForm(`/admin/roles/${doomed}`, { intent: "permissions", permissions: [...allPermissions] }, persona.token);
    }
    expect((await t.services.users.get(victim.id))?.disabled).toBe(false);
    const role = (await t.services.access.listRoles()).find((r) => r.id === doomed);
    expect(role?.permissions).toEqual([]);
  });
});

// -------------------------------------------------------------------------------- taking effect

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
    const outboxRole = await t.services.access.createRole(systemStaff, `outbox readers ${++counter}`, ["read:mail"]);
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
