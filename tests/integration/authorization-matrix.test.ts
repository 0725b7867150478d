import fs from "node:fs";
import sharp from "sharp";
import { and, desc, eq, sql } from "drizzle-orm";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import { type AdminOperation, adminIcons, adminSections } from "#core/access/admin-sections.ts";
import { type Permission, allPermissions, isPermission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { type RequestKind, requestSectionKinds } from "#core/validation/requests.ts";
import { constantsFormValues, feesFormValues } from "#core/validation/settings.ts";
import type { Submission } from "#server/modules/requests/index.ts";
import { jobs, mobileNumbers, plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";
import { browser } from "../helpers/page-requests.ts";

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

async function postForm(url: string, form: Record<string, string | string[] | File>, token?: string) {
  if (Object.values(form).some((v) => v instanceof File)) return postMultipart(url, form, token);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v as string);
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
const staffWithP = (p: Permission | "area", also: Permission[] = []) => staff([p === "area" ? "read:mail" : p, ...also], `staff with ${p}`);
/** Holding exactly the permission, but with an e-mail address never verified: refused until it is. */
const unverifiedStaffWithP = (p: Permission | "area") => staff([p === "area" ? "read:mail" : p], `unverified staff with ${p}`, false);
/** Staff holding only another admin permission (for the area: a permission whose section has no page yet). */
const staffWithoutP = (p: Permission | "area") => staff([p === "area" ? "delete:banner" : otherThan(p)], `staff without ${p}`);

// Fixtures the parametrised paths point at.
let target: { id: string }; // a user the forms change
let roleId: number; // a role the forms change
let messageId: number;
let packageId: number; // a package the pages show
let promoId: number; // a promo code the pages show
let paidOrderId: number; // a paid order the transaction pages show
let plateId: number; // a plate the pages show
const numberIds = { du: 0, etisalat: 0 }; // a number of each operator the pages show
let adId: number; // an owner's ad the pages show

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
  promoId = await freshPromo();
  bannerId = await freshBanner();
  paidOrderId = await paidOrder();
  plateId = await freshPlate();
  numberIds.du = await freshNumber("du");
  numberIds.etisalat = await freshNumber("etisalat");
  adId = await freshAd();
  for (const [section, kind] of [["services", "estimate_plate"], ["requested_plates", "request_plate"], ["estimate_plates", "estimate_plate"], ["draw_plates", "draw_plate"], ["contact_inquiries", "contact"]] as const) {
    requestIds.set(section, await freshRequest(kind));
  }
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
    const requestSection = /^\/api\/admin\/([a-z_]+)\/:id/.exec(url)?.[1] as keyof typeof requestSectionKinds | undefined;
    if (requestSection && requestSection in requestSectionKinds) url = url.replace(":id", String(await freshRequest(requestSectionKinds[requestSection][0])));
    const item = await itemApiRequest(r.method, url);
    if (item) return item;
    if (url.includes("/offers/:id")) return offerApiRequest(url);
    const body =
      url.endsWith("/status") ? { from: "new", status: "in_progress" }
      : url.endsWith("/reply") ? { message: "Our answer", ...(url.includes("/estimate_plates/") ? { price: "15000" } : {}) }
      : url.endsWith("/settings/constants") ? constantsFormValues(await t.services.settings.constants.get())
      : url.endsWith("/settings/fees") ? feesFormValues(await t.services.settings.fees.get())
      : r.method === "PUT" ? { role_ids: [] }
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
    // Six calls to each of some sixty routes, many with a fresh fixture: more than the default allowance.
  }, 120_000);
});

// ------------------------------------------------------------------------------ pages and forms
//
// Generated from the section registry (core/access/admin-sections.ts): every section with a page × every
// operation it declares (list, create, update, delete) × visitor, unverified user, verified user, unverified
// staff with the permission, staff without it and staff with it. This file only says how to exercise each
// operation (which page, which form, what success looks like); the permission comes from the registry, and
// a section or operation without a probe here fails the coverage test.

/** A page of a section, opened with its list permission (`download`: a file of that type, not a page). */
interface PageProbe {
  route: string;
  path: () => string;
  download?: "text/csv" | "application/pdf" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  /** What the page needs besides its section's permission (an export of plates: read:plate too). */
  also?: Permission[];
}

/** A form of a section. `permission` is for a form that needs more than its operation (a user's roles). */
interface FormProbe {
  route: string;
  name: string;
  permission?: Permission;
  also?: Permission[];
  /** The page and form to post; called once per persona, so it may make a fresh fixture. */
  request: () => Promise<{ path: string; form: Record<string, string | string[] | File> }>;
  /** Where staff with the permission are sent afterwards. */
  success: RegExp;
}

type SectionProbes = { list: PageProbe[] } & Partial<Record<Exclude<AdminOperation, "list">, FormProbe[]>>;

/** A package no number uses, for the forms that change or delete one. */
const freshPackage = () => t.services.packages.create(systemStaff, { name: `Matrix package ${++counter}`, nameAr: `باقة ${counter}` });

/** An unused promo code, for the forms that change or delete one. */
const freshPromo = () => t.services.promocodes.create(systemStaff, { code: `FRESH${++counter}`, percent: 10, expiresAt: new Date(Date.now() + 86_400_000), maxUses: null });

/** A new Fujairah plate nobody holds, for the forms that change or delete one (the next free number). */
async function freshPlate(): Promise<number> {
  for (;;) {
    const number = 60_000 + ++counter;
    const taken = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.emirateCode, "FU"), eq(plates.code, "Z"), eq(plates.number, number)));
    if (taken.length === 0) return t.services.plates.create(systemStaff, { emirateCode: "FU", code: "Z", plateType: "private", number, price: 500_000n, active: false, featured: false });
  }
}

/** A du or Etisalat number of a package, off sale, for the number forms to change or delete. */
async function freshNumber(operator: "du" | "etisalat"): Promise<number> {
  const [pkg] = await t.services.packages.list();
  for (;;) {
    const number = `05${operator === "du" ? 5 : 0}${String(7_000_000 + ++counter)}`;
    const taken = await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(eq(mobileNumbers.number, number));
    if (taken.length === 0) return t.services.numbers.create(systemStaff, operator, { number, packageId: pkg!.id, price: 300_000n, active: false, featured: false });
  }
}

/** An owner's ad of a Sharjah plate no one lists yet, waiting for review, for the forms that decide on one. */
async function freshAd(): Promise<number> {
  const owner = await createUser(t, { verified: true });
  const form = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
  form.set("ownership_card", new File([new Uint8Array(png)], "card.png", { type: "image/png" }));
  for (;;) {
    const number = 80_000 + ++counter;
    const taken = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.emirateCode, "SH"), eq(plates.code, "3"), eq(plates.number, number)));
    if (taken.length > 0) continue;
    const ad = { kind: "plate" as const, emirate: "SH", code: "3", plate_type: "private", number, operator: undefined, mobile: undefined, price: 5_000_000, contact_name: "Matrix Owner", contact_phone: "0501234567" };
    return t.services.ads.submit(owner.id, ad, form);
  }
}

/** A plate bought and paid through the sandbox gateway by a new buyer: its order id. */
async function paidOrder(): Promise<number> {
  const buyer = await createUser(t, { verified: true, buyerVerified: true });
  const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(desc(plates.id)).limit(1);
  const order = await t.services.checkout.start(buyer.id, "plate", plate!.id);
  const url = await t.services.payments.pay(buyer.id, order.id, "en");
  const paymentId = url.split("/").pop()!;
  await t.services.sandbox.decide(paymentId, "approve");
  const { body, headers } = t.services.sandbox.callback(paymentId);
  await t.services.payments.handleCallback(Buffer.from(body), headers);
  return order.id;
}

/** A job that failed for good (waiting an hour first, so the worker cannot take it before it is marked failed). */
async function failedJob(): Promise<number> {
  const id = await t.services.jobs.enqueue(t.database.db, "mail.deliver", { outboxId: 999_999 }, { delayMs: 3_600_000 });
  await t.database.db.update(jobs).set({ state: "failed", lastError: "fixture" }).where(eq(jobs.id, id));
  return id;
}

const probes: Record<string, SectionProbes> = {
  users: {
    list: [
      { route: "admin_users", path: () => "/admin/users?q=matrix" },
      { route: "admin_user", path: () => `/admin/users/${target.id}` },
    ],
    update: [
      {
        route: "admin_user",
        name: "save roles",
        permission: "manage:role",
        request: async () => ({ path: `/admin/users/${target.id}`, form: { intent: "roles", role_ids: [] } }),
        success: /\/admin\/users\/[^/?]+\?done=rolesSaved$/,
      },
      {
        route: "admin_user",
        name: "disable",
        request: async () => ({ path: `/admin/users/${(await createUser(t, { verified: true })).id}`, form: { intent: "disable" } }),
        success: /\?done=userDisabled$/,
      },
      {
        route: "admin_user",
        name: "re-enable",
        request: async () => {
          const user = await createUser(t, { verified: true });
          await t.services.accounts.setDisabled(systemStaff, user.id, true);
          return { path: `/admin/users/${user.id}`, form: { intent: "enable" } };
        },
        success: /\?done=userEnabled$/,
      },
      {
        route: "admin_users",
        name: "disable selected",
        request: async () => ({ path: "/admin/users", form: { intent: "disable", ids: [(await createUser(t, { verified: true })).id, (await createUser(t, { verified: true })).id] } }),
        success: /\/admin\/users\?done=usersDisabled&n=2$/,
      },
    ],
  },
  roles: {
    list: [
      { route: "admin_roles", path: () => "/admin/roles" },
      { route: "admin_role", path: () => `/admin/roles/${roleId}` },
    ],
    create: [
      {
        route: "admin_roles",
        name: "create a role",
        request: async () => ({ path: "/admin/roles", form: { name: `page role ${++counter}` } }),
        success: /\/admin\/roles\/\d+\?done=roleCreated$/,
      },
    ],
    update: [
      {
        route: "admin_role",
        name: "rename",
        request: async () => ({ path: `/admin/roles/${roleId}`, form: { intent: "rename", name: `renamed ${++counter}` } }),
        success: /\/admin\/roles\/\d+\?done=roleSaved$/,
      },
      {
        route: "admin_role",
        name: "set permissions",
        // Staff with only manage:role can grant manage:role and nothing else.
        request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "permissions", permissions: ["manage:role"] } }),
        success: /\/admin\/roles\/\d+\?done=roleSaved$/,
      },
    ],
    delete: [
      {
        route: "admin_role",
        name: "delete",
        request: async () => ({ path: `/admin/roles/${await throwaway()}`, form: { intent: "delete" } }),
        success: /\/admin\/roles\?done=roleDeleted$/,
      },
    ],
  },
  permissions: { list: [{ route: "admin_permissions", path: () => "/admin/permissions" }] },
  outbox: {
    list: [
      { route: "admin_outbox", path: () => "/admin/outbox" },
      { route: "admin_outbox_message", path: () => `/admin/outbox/${messageId}` },
    ],
  },
  jobs: {
    list: [{ route: "admin_jobs", path: () => "/admin/jobs?state=failed" }],
    update: [
      {
        route: "admin_jobs",
        name: "run a failed job again",
        request: async () => ({ path: "/admin/jobs", form: { id: String(await failedJob()) } }),
        success: /\/admin\/jobs\?done=jobRetried$/,
      },
      {
        route: "admin_jobs",
        name: "run selected failed jobs again",
        request: async () => ({ path: "/admin/jobs", form: { intent: "retry", ids: [String(await failedJob()), String(await failedJob())] } }),
        success: /\/admin\/jobs\?done=jobsRetried&n=2$/,
      },
    ],
  },
  packages: {
    list: [
      { route: "admin_packages", path: () => "/admin/packages" },
      { route: "admin_package", path: () => `/admin/packages/${packageId}` },
    ],
    create: [
      {
        route: "admin_packages",
        name: "create a package",
        request: async () => ({ path: "/admin/packages", form: { name: `Created ${++counter}`, name_ar: `منشأة ${counter}` } }),
        success: /\/admin\/packages\?done=packageCreated$/,
      },
    ],
    update: [
      {
        route: "admin_package",
        name: "rename a package",
        request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "save", name: `Renamed ${++counter}`, name_ar: `معدلة ${counter}` } }),
        success: /\/admin\/packages\?done=packageSaved$/,
      },
    ],
    delete: [
      {
        route: "admin_package",
        name: "delete a package",
        request: async () => ({ path: `/admin/packages/${await freshPackage()}`, form: { intent: "delete" } }),
        success: /\/admin\/packages\?done=packageDeleted$/,
      },
    ],
  },
  audit: { list: [{ route: "admin_audit", path: () => "/admin/audit?entity=role" }] },
  promocodes: {
    list: [
      { route: "admin_promocodes", path: () => "/admin/promocodes" },
      { route: "admin_promocode", path: () => `/admin/promocodes/${promoId}` },
    ],
    create: [
      {
        route: "admin_promocodes",
        name: "create a promo code",
        request: async () => ({ path: "/admin/promocodes", form: { code: `MATRIX${++counter}`, percent: "10", expires_at: "2030-01-01T12:00", max_uses: "" } }),
        success: /\/admin\/promocodes\?done=promoCreated$/,
      },
    ],
    update: [
      {
        route: "admin_promocode",
        name: "edit a promo code",
        request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "save", code: `EDITED${++counter}`, percent: "15", expires_at: "2030-06-01T09:30", max_uses: "5" } }),
        success: /\/admin\/promocodes\?done=promoSaved$/,
      },
      {
        route: "admin_promocode",
        name: "expire a promo code",
        request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "expire" } }),
        success: /\/admin\/promocodes\?done=promoExpired$/,
      },
    ],
    delete: [
      {
        route: "admin_promocode",
        name: "delete an unused promo code",
        request: async () => ({ path: `/admin/promocodes/${await freshPromo()}`, form: { intent: "delete" } }),
        success: /\/admin\/promocodes\?done=promoDeleted$/,
      },
    ],
  },
  transactions: {
    list: [
      { route: "admin_transactions", path: () => "/admin/transactions?status=paid&category=plate" },
      { route: "admin_transaction", path: () => `/admin/transactions/${paidOrderId}` },
      { route: "admin_transaction_invoice", path: () => `/admin/transactions/${paidOrderId}/invoice`, download: "application/pdf" },
    ],
    update: [
      {
        route: "admin_transaction",
        name: "move a paid order on",
        request: async () => ({ path: `/admin/transactions/${await paidOrder()}`, form: { step: "documents_checked", note: "All in order" } }),
        success: /\/admin\/transactions\/\d+\?done=orderMoved$/,
      },
      {
        route: "admin_transaction",
        name: "refund a paid order",
        request: async () => ({ path: `/admin/transactions/${await paidOrder()}`, form: { intent: "refund" } }),
        success: /\/admin\/transactions\/\d+\?done=refundStarted$/,
      },
    ],
  },
  traffic_data: { list: [{ route: "admin_traffic_data", path: () => "/admin/traffic_data" }] },
  ads: {
    list: [
      { route: "admin_ads", path: () => "/admin/ads?state=pending&kind=plate&sort=price" },
      { route: "admin_ad", path: () => `/admin/ads/${adId}` },
    ],
    update: [
      {
        route: "admin_ad",
        name: "approve an ad",
        request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "approve" } }),
        success: /\/admin\/ads\?done=adApproved$/,
      },
      {
        route: "admin_ad",
        name: "reject an ad",
        request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "reject", note: "The card is not readable." } }),
        success: /\/admin\/ads\?done=adRejected$/,
      },
      {
        route: "admin_ad",
        name: "ask the owner for more",
        request: async () => ({ path: `/admin/ads/${await freshAd()}`, form: { intent: "ask", note: "Please send the back of the card." } }),
        success: /\/admin\/ads\?done=adAsked$/,
      },
    ],
  },
  plates: {
    list: [
      { route: "admin_plates", path: () => "/admin/plates?emirate=FU&active=no&sort=price&q=Z&mode=starts&pattern=6" },
      { route: "admin_plate", path: () => `/admin/plates/${plateId}` },
    ],
    create: [
      {
        route: "admin_plates",
        name: "add a plate",
        request: async () => ({ path: "/admin/plates", form: { emirate: "FU", code: "X", plate_type: "private", number: String(70_000 + ++counter), price: "12500", active: "" } }),
        success: /\/admin\/plates\?done=itemCreated$/,
      },
    ],
    update: [
      {
        route: "admin_plate",
        name: "change a plate's price",
        request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "save", price: "4,750.50", active: "" } }),
        success: /\/admin\/plates\?done=itemEdited$/,
      },
    ],
    delete: [
      {
        route: "admin_plate",
        name: "delete a plate",
        request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "delete" } }),
        success: /\/admin\/plates\?done=itemDeleted$/,
      },
    ],
  },
  du_numbers: numberProbes("du"),
  banners: bannerProbes(),
  etisalat_numbers: numberProbes("etisalat"),
  reference_data: referenceDataProbes(),
  blogs: postProbes("blogs"),
  news: postProbes("news"),
  services: requestProbes("services", "admin_service", "request_plate", false),
  requested_plates: requestProbes("requested_plates", "admin_requested_plate", "request_plate", true),
  estimate_plates: requestProbes("estimate_plates", "admin_estimate_plate", "estimate_plate", true),
  draw_plates: requestProbes("draw_plates", "admin_draw_plate", "draw_plate", true),
  contact_inquiries: requestProbes("contact_inquiries", "admin_contact_inquiry", "contact", true),
  ...websitePageAndMetadataProbes(),
  dashboard: dashboardProbes(),
  import: importProbes(),
  export: exportProbes(),
  offers: offerProbes(),
  bundles: bundleProbes(),
  settings: {
    list: [{ route: "admin_settings", path: () => "/admin/settings" }],
    update: [
      {
        route: "admin_settings",
        name: "save the fees",
        request: async () => ({ path: "/admin/settings", form: { intent: "fees", ...stringValues(feesFormValues(await t.services.settings.fees.get())) } }),
        success: /\/admin\/settings\?done=feesSaved$/,
      },
      {
        route: "admin_settings",
        name: "save the constants",
        request: async () => ({ path: "/admin/settings", form: { intent: "constants", ...constantsFormValues(await t.services.settings.constants.get()) } }),
        success: /\/admin\/settings\?done=constantsSaved$/,
      },
    ],
  },
};

/** A request of a kind, sent through the public service (each from an address of its own, so no limit is reached). */
async function freshRequest(kind: RequestKind): Promise<number> {
  const n = ++counter;
  const contact = { name: `Matrix requester ${n}`, phone: "0501234567", email: `matrix-request-${n}@example.com`, contact_method: "email" as const, website: "" };
  const plate = { emirate: "DU", plate_type: "private", code: "A", number: 700 + n };
  const submission: Submission =
    kind === "contact" ? { kind, ...contact, question: "A matrix question" }
    : kind === "request_plate" ? { kind, ...contact, emirate: "DU", plate_type: "private", code: "", wish: "777", budget: "under_10k", notes: "" }
    : kind === "draw_number" ? { kind, ...contact, operator: "du", mask: "05x777xxxx" }
    : { kind, ...contact, ...plate };
  return (await t.services.requests.submit(submission, { ip: `10.77.${Math.floor(n / 250)}.${n % 250}`, lang: "en" })).id!;
}

/**
 * The probes of a request section (All Services and the four kinds): the list, a request, the CSV; the status
 * workflow, a note, a reply (with a price for estimates) and an assignment; deleting where the section may.
 */
/** The du and Etisalat Numbers sections: one family, the same probes with the operator's path. */
function numberProbes(operator: "du" | "etisalat"): SectionProbes {
  const section = `${operator}_numbers`;
  return {
    list: [
      { route: `admin_${section}`, path: () => `/admin/${section}?active=no&sort=price&mode=contains&pattern=7` },
      { route: `admin_${operator}_number`, path: () => `/admin/${section}/${numberIds[operator]}` },
    ],
    create: [
      {
        route: `admin_${section}`,
        name: `add a ${operator} number`,
        request: async () => {
          const [pkg] = await t.services.packages.list();
          return { path: `/admin/${section}`, form: { number: `05${operator === "du" ? 8 : 4}${String(7_000_000 + ++counter)}`, package: String(pkg!.id), price: "3000", active: "" } };
        },
        success: new RegExp(`/admin/${section}\\?done=itemCreated$`),
      },
    ],
    update: [
      {
        route: `admin_${operator}_number`,
        name: `change a ${operator} number's price`,
        request: async () => {
          const [pkg] = await t.services.packages.list();
          return { path: `/admin/${section}/${await freshNumber(operator)}`, form: { intent: "save", package: String(pkg!.id), price: "4,750.50", active: "" } };
        },
        success: new RegExp(`/admin/${section}\\?done=itemEdited$`),
      },
      {
        route: `admin_${section}`,
        name: `put ${operator} numbers on hot deals`,
        request: async () => ({ path: `/admin/${section}`, form: { intent: "hot_on", ids: String(await freshNumber(operator)) } }),
        success: new RegExp(`/admin/${section}\\?done=itemsHotOn&n=1$`),
      },
    ],
    delete: [
      {
        route: `admin_${operator}_number`,
        name: `delete a ${operator} number`,
        request: async () => ({ path: `/admin/${section}/${await freshNumber(operator)}`, form: { intent: "delete" } }),
        success: new RegExp(`/admin/${section}\\?done=itemDeleted$`),
      },
    ],
  };
}

function requestProbes(section: string, detailRoute: string, kind: RequestKind, canDelete: boolean): SectionProbes {
  const path = `/admin/${section}`;
  const fresh = async () => `${path}/${await freshRequest(kind)}`;
  const done = (name: string) => new RegExp(`${path}/\\d+\\?done=${name}$`);
  return {
    list: [
      { route: `admin_${section}`, path: () => `${path}?status=new&assigned=nobody` },
      { route: detailRoute, path: () => `${path}/${requestIds.get(section)}` },
    ],
    update: [
      { route: detailRoute, name: "move a new request on", request: async () => ({ path: await fresh(), form: { intent: "status", from: "new", status: "in_progress" } }), success: done("requestStatusSaved") },
      { route: detailRoute, name: "add an internal note", request: async () => ({ path: await fresh(), form: { intent: "note", note: "Called back" } }), success: done("requestNoteAdded") },
      { route: detailRoute, name: "reply by e-mail", request: async () => ({ path: await fresh(), form: { intent: "reply", message: "Here is our answer", price: kind === "estimate_plate" ? "15000" : "" } }), success: done("requestReplySent") },
      { route: detailRoute, name: "assign to nobody", request: async () => ({ path: await fresh(), form: { intent: "assign", assignee: "" } }), success: done("requestAssigned") },
    ],
    ...(canDelete
      ? { delete: [{ route: detailRoute, name: "delete a request", request: async () => ({ path: await fresh(), form: { intent: "delete" } }), success: new RegExp(`${path}\\?done=requestDeleted$`) }] }
      : {}),
  };
}
const requestIds = new Map<string, number>();

const stringValues = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

const formOperations = ["create", "update", "delete"] as const;
const builtSections = adminSections.filter((s) => s.path);

/** The area's own pages (the layout and its landing page) need any one section permission. */
const areaPages: PageProbe[] = [
  { route: "admin", path: () => "/admin" },
  { route: "admin_home", path: () => "/admin" },
];

describe("every admin section of the registry, and every admin route", () => {
  it("has probes for exactly the registered sections with pages and the operations each declares", () => {
    expect(Object.keys(probes).sort()).toEqual(builtSections.map((s) => s.id).sort());
    for (const s of builtSections) {
      const p = probes[s.id]!;
      expect(p.list.length, `${s.id} list`).toBeGreaterThan(0);
      for (const op of formOperations) {
        expect(Boolean(p[op]?.length), `${s.id}: probes for ${op} exactly when the registry declares ${op}`).toBe(Boolean(s.permissions[op]));
      }
    }
  });

  it("declares a label in both languages, an icon and a permission for every section", () => {
    for (const s of adminSections) {
      expect(isPermission(s.permissions.list), s.id).toBe(true);
      for (const op of formOperations) if (s.permissions[op]) expect(isPermission(s.permissions[op]!), `${s.id} ${op}`).toBe(true);
      expect(translate("en", s.label)).not.toBe(translate("ar", s.label));
      expect(adminIcons).toContain(s.icon);
    }
  });

  it("reaches every admin route of app/routes.ts, and every route with a form through a form probe", () => {
    const pageRoutes = new Set([...areaPages, ...Object.values(probes).flatMap((p) => p.list)].map((p) => p.route));
    const formRoutes = new Set(Object.values(probes).flatMap((p) => formOperations.flatMap((op) => p[op] ?? [])).map((p) => p.route));
    const admin = adminRouteIds();
    expect(admin.map((r) => r.id)).toContain("admin");
    for (const r of admin) {
      expect(pageRoutes.has(r.id), `page probe for ${r.id}`).toBe(true);
      const source = fs.readFileSync(path.join("app", r.file), "utf8");
      if (/export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source)) expect(formRoutes.has(r.id), `form probe for ${r.id}`).toBe(true);
    }
  });

  it("shows each section in the navigation exactly to staff holding its list permission", async () => {
    for (const s of builtSections) {
      const withIt = await getPage("/en/admin", (await staffWithP(s.permissions.list)).token);
      expect(withIt.body, s.id).toContain(`href="/en${s.path}"`);
      const without = await getPage("/en/admin", (await staffWithoutP(s.permissions.list)).token);
      expect(without.body, s.id).not.toContain(`href="/en${s.path}"`);
    }
  });

  async function expectPageMatrix(url: string, lang: "ar" | "en", permission: Permission | "area", download?: PageProbe["download"], also?: Permission[]) {
    const prefix = lang === "en" ? "/en" : "";
    const res = await getPage(url, visitor.token);
    expect(res.statusCode, `${url} as visitor`).toBe(302);
    expect(res.headers.location).toBe(`${prefix}/sign_in?redirect=${encodeURIComponent(url)}`);
    for (const persona of [unverified, verified, await staffWithoutP(permission)]) {
      const denied = await getPage(url, persona.token);
      expect(denied.statusCode, `${url} as ${persona.name}`).toBe(403);
      if (!download) expect(denied.body).toContain(translate(lang, "auth.forbidden"));
    }
    const unproven = await getPage(url, (await unverifiedStaffWithP(permission)).token);
    expect(unproven.statusCode, `${url} as unverified staff with ${permission}`).toBe(403);
    if (!download) expect(unproven.body).toContain(translate(lang, "auth.verifyRequired"));
    const ok = await getPage(url, (await staffWithP(permission, also)).token);
    expect(ok.statusCode, `${url} as staff with ${permission}: ${ok.body.slice(0, 300)}`).toBe(200);
    if (download) expect(ok.headers["content-type"]).toContain(download);
    else expect(ok.body).toMatch(lang === "en" ? /<html lang="en" dir="ltr"/ : /<html lang="ar" dir="rtl"/);
  }

  for (const lang of ["ar", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    for (const p of areaPages) {
      it(`the area: ${p.route} (${lang}): sign-in for visitors, 403 for users and for staff of no built section, 200 for staff`, async () => {
        await expectPageMatrix(prefix + p.path(), lang, "area");
      });
    }
    for (const s of builtSections) {
      for (const p of probes[s.id]?.list ?? []) {
        it(`${s.id} list: ${p.route} (${lang}): sign-in for visitors, 403 for users, staff without ${s.permissions.list} and unverified staff with it, 200 with it`, async () => {
          await expectPageMatrix(prefix + p.path(), lang, s.permissions.list, p.download, p.also);
        });
      }
    }
  }

  for (const s of builtSections) {
    for (const op of formOperations) {
      for (const c of probes[s.id]?.[op] ?? []) {
        const permission = c.permission ?? s.permissions[op]!;
        it(`${s.id} ${op}: ${c.name}: sign-in for visitors, 403 for users and staff without ${permission}, success with it`, async () => {
          for (const [persona, expected] of [
            [visitor, 302],
            [unverified, 403],
            [verified, 403],
            [await staffWithoutP(permission), 403],
            [await unverifiedStaffWithP(permission), 403],
          ] as const) {
            const { path: pagePath, form } = await c.request();
            const res = await postForm(`/en${pagePath}`, form, persona.token);
            expect(res.statusCode, `POST ${pagePath} ${c.name} as ${persona.name}: ${res.body.slice(0, 200)}`).toBe(expected);
            if (expected === 302) expect(res.headers.location).toBe(`/en/sign_in?redirect=${encodeURIComponent(`/en${pagePath}`)}`);
          }
          const { path: pagePath, form } = await c.request();
          const res = await postForm(pagePath, form, (await staffWithP(permission, c.also)).token);
          expect(res.statusCode, `POST ${pagePath} ${c.name} as staff with ${permission}: ${res.body.slice(0, 300)}`).toBe(302);
          expect(res.headers.location).toMatch(c.success);
          expect(res.headers.location).not.toMatch(/^\/en\//);
        });
      }
    }
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

/** A URL and body for the item admin API (decision 0056): a fresh item for an edit or a bulk action, a new one to create. */
async function itemApiRequest(method: string, url: string): Promise<{ url: string; body: unknown } | undefined> {
  const section = /^\/api\/admin\/(du_numbers|etisalat_numbers|plates)(\/.*)?$/.exec(url);
  if (!section || method === "GET") return undefined;
  const operator = section[1] === "du_numbers" ? "du" : "etisalat";
  const fresh = () => (section[1] === "plates" ? freshPlate() : freshNumber(operator));
  if (section[2] === "/bulk") return { url, body: { action: "hot_on", ids: [await fresh()] } };
  const [pkg] = await t.services.packages.list();
  const edit = section[1] === "plates" ? { price: "6000" } : { package: pkg!.id, price: "6000" };
  if (section[2] === "/:id") return { url: url.replace(":id", String(await fresh())), body: edit };
  if (section[1] === "plates") return { url, body: { emirate: "FU", code: "Z", plate_type: "private", number: 70_000 + ++counter, price: "6000" } };
  return { url, body: { ...edit, number: `05${operator === "du" ? 5 : 0}${String(8_000_000 + ++counter)}` } };
}

/** The Reference data section (decision 0053): an emirate's codes and the plate types, each operation on a fresh row. */
function referenceDataProbes(): SectionProbes {
  const path = "/admin/reference_data";
  const ajman = `${path}/emirates/AJ`;
  // A type's key is made of its English name's letters (a plate's type is checked as letters): the counter in letters.
  const letters = (n: number) => [...String(n)].map((d) => "abcdefghij"[Number(d)]).join("");
  const freshCode = async () => ({ id: await t.services.referenceData.addCode(systemStaff, "AJ", `M${++counter}`), code: `M${counter}` });
  const freshType = () => t.services.referenceData.addType(systemStaff, { name: `Matrix ${letters(++counter)}`, nameAr: "نوع", sortOrder: 50 });
  return {
    list: [
      { route: "admin_reference_data", path: () => path },
      { route: "admin_reference_data_emirate", path: () => ajman },
      { route: "admin_reference_data_type", path: () => `${path}/types/private` },
    ],
    create: [
      { route: "admin_reference_data_emirate", name: "add a code to an emirate", request: async () => ({ path: ajman, form: { intent: "add_code", code: `N${++counter}` } }), success: /\/admin\/reference_data\/emirates\/AJ\?done=codeAdded$/ },
      { route: "admin_reference_data", name: "add a plate type", request: async () => ({ path, form: { intent: "add_type", name: `Added ${letters(++counter)}`, name_ar: "نوع", sort_order: "60" } }), success: /\/admin\/reference_data\?done=typeAdded$/ },
    ],
    update: [
      {
        route: "admin_reference_data_emirate",
        name: "rename a code",
        request: async () => {
          const { id, code } = await freshCode();
          return { path: ajman, form: { intent: "rename", id: String(id), was: code, code: `R${++counter}` } };
        },
        success: /\/admin\/reference_data\/emirates\/AJ\?done=codeRenamed$/,
      },
      { route: "admin_reference_data_type", name: "edit a plate type", request: async () => ({ path: `${path}/types/${await freshType()}`, form: { intent: "save", name: "Edited", name_ar: "معدل", sort_order: "7" } }), success: /\/admin\/reference_data\?done=typeSaved$/ },
    ],
    delete: [
      { route: "admin_reference_data_emirate", name: "delete a code", request: async () => ({ path: ajman, form: { intent: "delete", id: String((await freshCode()).id) } }), success: /\/admin\/reference_data\/emirates\/AJ\?done=codeDeleted$/ },
      { route: "admin_reference_data_type", name: "delete a plate type", request: async () => ({ path: `${path}/types/${await freshType()}`, form: { intent: "delete" } }), success: /\/admin\/reference_data\?done=typeDeleted$/ },
    ],
  };
}

/** A banner off the home page, for the forms that change, move or delete one. */
const freshBanner = () =>
  t.services.banners.create(systemStaff, { title: `Matrix banner ${++counter}`, titleAr: `إعلان ${counter}`, subtitle: "", subtitleAr: "", link: null, linkAr: null, startsAt: null, endsAt: null, active: false }, bannerImages());

/** A small real PNG, for the banners' images. */
const matrixPng = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#0f766e" } }).png().toBuffer();

/** Both images of a banner in the form, as a browser without JavaScript sends them. */
function bannerImages(): FormData {
  const form = new FormData();
  for (const name of ["image", "image_ar"]) form.set(name, new File([new Uint8Array(matrixPng)], `${name}.png`, { type: "image/png" }));
  return form;
}
let bannerId: number; // a banner the pages show

/** An image staged through /api/uploads/images by the staff member who will post the form naming it. */
async function stagedBy(permission: Permission): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: matrixPng, headers: { ...browser, ...cookie((await staffWithP(permission)).token), "content-type": "image/png", "x-file-name": "banner.png" } });
  return res.json<{ key: string }>().key;
}

/** Website Banners: the list, a banner and the new-banner page; create (with staged images), save, move, delete. */
function bannerProbes(): SectionProbes {
  const fields = { title: "Matrix", title_ar: "مصفوفة", link: "/plates", link_ar: "", starts_at: "", ends_at: "" };
  return {
    list: [
      { route: "admin_banners", path: () => "/admin/banners?active=no&current=no&sort=ends" },
      { route: "admin_banner", path: () => `/admin/banners/${bannerId}` },
      { route: "admin_banner_new", path: () => "/admin/banners/new" },
    ],
    create: [
      {
        route: "admin_banner_new",
        name: "add a banner",
        request: async () => ({ path: "/admin/banners/new", form: { intent: "create", ...fields, image_key: await stagedBy("create:banner"), image_ar_key: await stagedBy("create:banner") } }),
        success: /\/admin\/banners\?done=bannerCreated$/,
      },
    ],
    update: [
      {
        route: "admin_banner",
        name: "edit a banner",
        request: async () => {
          return { path: `/admin/banners/${await freshBanner()}`, form: { intent: "save", ...fields } };
        },
        success: /\/admin\/banners\?done=bannerSaved$/,
      },
      {
        route: "admin_banners",
        name: "move a banner up",
        request: async () => ({ path: "/admin/banners", form: { intent: "move", id: String(await freshBanner()), direction: "up" } }),
        success: /\/admin\/banners\?done=bannerMoved$/,
      },
    ],
    delete: [
      {
        route: "admin_banner",
        name: "delete a banner",
        request: async () => ({ path: `/admin/banners/${await freshBanner()}`, form: { intent: "delete" } }),
        success: /\/admin\/banners\?done=bannerDeleted$/,
      },
    ],
  };
}

/** Website Pages (create, edit, delete a page staff added) and Metadata (a page's values), decision 0051. */
function websitePageAndMetadataProbes(): Record<"website_pages" | "metadata", SectionProbes> {
  const page = { name: "Matrix page", name_ar: "صفحة المصفوفة", content: "<p>Matrix</p>", content_ar: "<p>مصفوفة</p>" };
  const freshPage = async () => t.services.websitePages.create(systemStaff, { slug: `matrix-page-${++counter}`, name: page.name, nameAr: page.name_ar, content: page.content, contentAr: page.content_ar });
  const metadata = { title: "", title_ar: "", description: "", description_ar: "", keywords: "", keywords_ar: "" };
  return {
    website_pages: {
      list: [
        { route: "admin_website_pages", path: () => "/admin/website_pages" },
        { route: "admin_website_page", path: () => "/admin/website_pages/about" },
      ],
      create: [{ route: "admin_website_pages", name: "create a page", request: async () => ({ path: "/admin/website_pages", form: { slug: `matrix-new-${++counter}`, ...page } }), success: /\/admin\/website_pages\/matrix-new-\d+\?done=pageCreated$/ }],
      update: [{ route: "admin_website_page", name: "save a page", request: async () => ({ path: `/admin/website_pages/${await freshPage()}`, form: { intent: "save", ...page, name: `Saved ${++counter}` } }), success: /\/admin\/website_pages\/matrix-page-\d+\?done=pageSaved$/ }],
      delete: [{ route: "admin_website_page", name: "delete a page", request: async () => ({ path: `/admin/website_pages/${await freshPage()}`, form: { intent: "delete" } }), success: /\/admin\/website_pages\?done=pageDeleted$/ }],
    },
    metadata: {
      list: [
        { route: "admin_metadata", path: () => "/admin/metadata" },
        { route: "admin_metadata_page", path: () => "/admin/metadata/faq" },
      ],
      update: [{ route: "admin_metadata_page", name: "save a page's metadata", request: async () => ({ path: "/admin/metadata/faq", form: { ...metadata, keywords: `matrix ${++counter}` } }), success: /\/admin\/metadata\?done=metadataSaved$/ }],
    },
  };
}

/** The Blogs and News sections: one family, the same probes with the kind's path (a post of the kind made first). */
function postProbes(section: "blogs" | "news"): SectionProbes {
  const kind = section === "blogs" ? "blog" : "news";
  const path = `/admin/${section}`;
  const detail = section === "blogs" ? "admin_blog" : "admin_news_item";
  const form = () => {
    const n = ++counter;
    return { title: `Matrix post ${n}`, title_ar: `منشور ${n}`, summary: "s", summary_ar: "م", body: "<p>b</p>", body_ar: "<p>ن</p>", url: `matrix-${section}-${n}`, url_ar: `منشور-${n}`, published_at: "2026-01-01T10:00", published: "" };
  };
  const fresh = async () => {
    const v = form();
    return t.services.posts.create(systemStaff, kind, { ...v, meta_description: "", meta_description_ar: "", tags: [], tags_ar: [], published_at: new Date(), published: false }, new FormData());
  };
  let shown = 0;
  beforeAll(async () => {
    shown = await fresh();
  });
  return {
    list: [
      { route: `admin_${section}`, path: () => `${path}?state=draft&sort=title` },
      { route: detail, path: () => `${path}/${shown}` },
    ],
    create: [{ route: `admin_${section}`, name: `create a ${kind} post`, request: async () => ({ path, form: { intent: "create", ...form() } }), success: new RegExp(`${path}\\?done=postCreated$`) }],
    update: [
      {
        route: detail,
        name: `edit a ${kind} post`,
        request: async () => {
          const id = await fresh();
          return { path: `${path}/${id}`, form: { intent: "save", ...form() } };
        },
        success: new RegExp(`${path}/\\d+\\?done=postEdited$`),
      },
    ],
    delete: [{ route: detail, name: `delete a ${kind} post`, request: async () => ({ path: `${path}/${await fresh()}`, form: { intent: "delete" } }), success: new RegExp(`${path}\\?done=postDeleted$`) }],
  };
}

/** The Dashboard (issue 28): one page, read only; its range in the address. */
function dashboardProbes(): SectionProbes {
  return { list: [{ route: "admin_dashboard", path: () => "/admin/dashboard?from=2026-11-01&to=2026-11-26" }] };
}

/** A form with a file, posted as a browser does (multipart). */
async function postMultipart(url: string, form: Record<string, string | string[] | File>, token?: string) {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) data.append(name, v);
  const encoded = new Response(data);
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await encoded.arrayBuffer()), headers: { ...browser, ...cookie(token), "content-type": encoded.headers.get("content-type")! } });
}

/** The Import section (issue 28 item 1): upload (a fresh file each time), apply and cancel a checked import, its downloads. */
function importProbes(): SectionProbes {
  const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" as const;
  const csv = () => `Number,Package,Price (AED)\n05${String(30_000_000 + ++counter)},Gold,100\n`;
  async function checkedImport(): Promise<number> {
    const id = await t.services.imports.upload(systemStaff, "du_numbers", "matrix.csv", Buffer.from(csv()));
    for (let i = 0; i < 300 && (await t.services.imports.get(id))!.state === "checking"; i++) await new Promise((r) => setTimeout(r, 50));
    return id;
  }
  let shown = 0;
  beforeAll(async () => {
    shown = await checkedImport();
  });
  return {
    list: [
      { route: "admin_import", path: () => "/admin/import" },
      { route: "admin_import_run", path: () => `/admin/import/${shown}` },
      { route: "admin_import_template", path: () => "/admin/import/template/plates", download: xlsxType },
      { route: "admin_import_rejected", path: () => `/admin/import/${shown}/rejected`, download: xlsxType },
    ],
    create: [
      {
        route: "admin_import",
        name: "upload a spreadsheet",
        request: async () => ({ path: "/admin/import", form: { kind: "du_numbers", file: new File([csv()], "matrix.csv", { type: "text/csv" }) } }),
        success: /\/admin\/import\/\d+\?done=importStarted$/,
      },
      { route: "admin_import_run", name: "apply a checked import", request: async () => ({ path: `/admin/import/${await checkedImport()}`, form: { intent: "apply" } }), success: /\/admin\/import\/\d+\?done=importApplying$/ },
      { route: "admin_import_run", name: "cancel an import", request: async () => ({ path: `/admin/import/${await checkedImport()}`, form: { intent: "cancel" } }), success: /\/admin\/import\/\d+\?done=importCancelled$/ },
    ],
  };
}

/**
 * The offers inbox (decision 0064): a new buyer's pending offer on a plate open to offers, fresh for each
 * answer (accept, counter, decline); and the item's offer settings on a plate's page (its own update permission).
 */
function offerProbes(): SectionProbes {
  let shown = 0;
  beforeAll(async () => {
    shown = await freshOffer();
  });
  const answer = (intent: string, done: string, form: Record<string, string> = {}): FormProbe => ({
    route: "admin_offer",
    name: `${intent} an offer`,
    request: async () => ({ path: `/admin/offers/${await freshOffer()}`, form: { intent, ...form } }),
    success: new RegExp(`/admin/offers/\\d+\\?done=${done}$`),
  });
  return {
    list: [
      { route: "admin_offers", path: () => "/admin/offers?state=pending&sort=amount" },
      { route: "admin_offer", path: () => `/admin/offers/${shown}` },
    ],
    update: [
      answer("accept", "offerAccepted"),
      answer("counter", "offerCountered", { amount: "2000" }),
      answer("decline", "offerDeclined"),
      {
        route: "admin_plate",
        name: "open a plate to offers",
        permission: "update:plate",
        request: async () => ({ path: `/admin/plates/${await freshPlate()}`, form: { intent: "offers", accepting: "on", floor: "1500" } }),
        success: /\/admin\/plates\/\d+\?done=offerTermsSaved$/,
      },
    ],
  };
}

/**
 * The Export section (decision 0059): its page needs read:export; a file, a prepared file and starting a job
 * need the kind's own read permission too (plates: read:plate). Refusals without it: export.test.ts.
 */
function exportProbes(): SectionProbes {
  let prepared = 0;
  beforeAll(async () => {
    prepared = await t.services.exports.start(systemStaff, "plates", "csv", new URLSearchParams("emirate=DU"), "en");
    await t.services.exports.build(prepared);
  });
  return {
    list: [
      { route: "admin_export", path: () => "/admin/export" },
      { route: "admin_export_file", path: () => "/admin/export/file?kind=plates&format=csv&emirate=DU", download: "text/csv", also: ["read:plate"] },
      { route: "admin_export_download", path: () => `/admin/export/${prepared}/download`, download: "text/csv", also: ["read:plate"] },
    ],
    create: [
      {
        route: "admin_export",
        name: "prepare a plates export in the background",
        also: ["read:plate"],
        request: async () => ({ path: "/admin/export", form: { kind: "plates", format: "xlsx", list: "emirate=DU" } }),
        success: /^\/admin\/export$/,
      },
    ],
  };
}

// One buyer makes up to 9 offers (10 an hour is their limit): making a user hashes a password, which is slow.
let offerBuyer: { id: string } | undefined;
let offersMade = 0;

/** A new buyer's pending offer on a new plate open to offers. */
async function freshOffer(): Promise<number> {
  const plateId = await freshPlate();
  await t.database.db.update(plates).set({ active: true }).where(eq(plates.id, plateId));
  await t.services.offersAdmin.setTerms(systemStaff, "plate", plateId, { accepting: true, floor: undefined });
  if (!offerBuyer || ++offersMade % 9 === 0) offerBuyer = await createUser(t, { verified: true, buyerVerified: true });
  return (await t.services.offers.make(offerBuyer.id, "plate", plateId, 100_000n)).id;
}

/**
 * The offers inbox's API: each answer on its own pending offer (a counter needs its amount). The refused callers
 * change nothing, so one offer per route serves them all and the last caller, staff with the permission.
 */
const apiOffers = new Map<string, number>();
async function offerApiRequest(url: string): Promise<{ url: string; body: unknown }> {
  const id = apiOffers.get(url) ?? (await freshOffer());
  apiOffers.set(url, id);
  return { url: url.replace(":id", String(id)), body: url.endsWith("/counter") ? { amount: "2000" } : {} };
}

/**
 * The Bundles section (decision 0070): a new bundle of a fresh plate and number typed by their numbers; a fresh
 * bundle for each save and each delete (none is in an order, so deleting is allowed).
 */
function bundleProbes(): SectionProbes {
  let shown = 0;
  const freshItems = async () => {
    const plateId = await freshPlate();
    const numberId = await freshNumber("du");
    await t.database.db.update(plates).set({ active: true }).where(eq(plates.id, plateId));
    await t.database.db.update(mobileNumbers).set({ active: true }).where(eq(mobileNumbers.id, numberId));
    const [plate] = await t.database.db.select({ number: plates.number }).from(plates).where(eq(plates.id, plateId));
    const [number] = await t.database.db.select({ number: mobileNumbers.number }).from(mobileNumbers).where(eq(mobileNumbers.id, numberId));
    return { plateId, numberId, plate: plate!.number, number: number!.number };
  };
  const freshBundle = async () => {
    const items = await freshItems();
    return t.services.bundles.create(systemStaff, { plateId: items.plateId, numberId: items.numberId, price: 900_000n, active: true });
  };
  beforeAll(async () => {
    shown = await freshBundle();
  });
  return {
    list: [
      { route: "admin_bundles", path: () => "/admin/bundles?sort=price&dir=desc" },
      { route: "admin_bundle", path: () => `/admin/bundles/${shown}` },
    ],
    create: [
      {
        route: "admin_bundles",
        name: "make a bundle",
        request: async () => {
          const items = await freshItems();
          return { path: "/admin/bundles", form: { intent: "create", emirate: "FU", code: "Z", plate_number: String(items.plate), number: items.number, price: "9000", active: "on" } };
        },
        success: /\/admin\/bundles\/\d+\?done=bundleCreated$/,
      },
    ],
    update: [
      {
        route: "admin_bundle",
        name: "reprice a bundle",
        request: async () => ({ path: `/admin/bundles/${await freshBundle()}`, form: { intent: "save", price: "8000", active: "on" } }),
        success: /\/admin\/bundles\/\d+\?done=bundleSaved$/,
      },
    ],
    delete: [
      {
        route: "admin_bundle",
        name: "delete a bundle",
        request: async () => ({ path: `/admin/bundles/${await freshBundle()}`, form: { intent: "delete" } }),
        success: /\/admin\/bundles\?done=bundleDeleted$/,
      },
    ],
  };
}
