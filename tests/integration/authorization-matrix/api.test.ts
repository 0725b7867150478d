import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { type Permission, isPermission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { requestSectionKinds } from "#core/validation/requests.ts";
import { constantsFormValues, feesFormValues } from "#core/validation/settings.ts";
import { callApi, counter, staffWithP, staffWithoutP, t, throwaway, unverifiedStaffWithP, unverifiedUser, verifiedUser, visitor } from "./context.ts";
import { freshNumber, freshOffer, freshPackage, freshPlate, freshRequest, shown } from "./fixtures.ts";

// Who may call the admin API: every /api/admin route, called as a visitor, an unverified user, a verified user,
// staff without the permission, unverified staff with it and staff with exactly it.

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

describe("every /api/admin route", () => {
  it("names a known permission on every route", () => {
    const api = adminApi();
    expect(api.length).toBeGreaterThanOrEqual(10);
    for (const r of api) expect(isPermission(String(r.permission)), `${r.method} ${r.url} permission ${String(r.permission)}`).toBe(true);
  });

  /** A concrete URL and body for a route, fresh for each call where the call changes things. */
  async function request(r: ReturnType<typeof adminApi>[number]): Promise<{ url: string; body: unknown }> {
    let url = r.url.replace("/users/:id", `/users/${(await shown.user()).id}`);
    if (url.includes("/roles/:id")) url = url.replace(":id", String(r.method === "DELETE" ? await throwaway() : await shown.role()));
    if (url.includes("/packages/:id")) url = url.replace(":id", String(r.method === "DELETE" ? await freshPackage() : await shown.package()));
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
      : r.method === "POST" && url.endsWith("/roles") ? { name: `api role ${++counter.n}`, permissions: [] }
      : url.includes("/packages") && (r.method === "POST" || r.method === "PATCH") ? { name: `api package ${++counter.n}`, name_ar: `باقة ${counter.n}` }
      : r.method === "PATCH" ? { name: `api renamed ${++counter.n}` }
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
        [await unverifiedUser(), 403],
        [await verifiedUser(), 403],
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
  if (section[1] === "plates") return { url, body: { emirate: "FU", code: "Z", plate_type: "private", number: 70_000 + ++counter.n, price: "6000" } };
  return { url, body: { ...edit, number: `05${operator === "du" ? 5 : 0}${String(8_000_000 + ++counter.n)}` } };
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
