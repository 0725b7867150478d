import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { adminIcons, adminSections } from "#core/access/admin-sections.ts";
import { allPermissions, isPermission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { createUser } from "#tests/helpers/users.ts";
import { getPage, postForm, staffWithP, staffWithoutP, t, throwaway, unverifiedStaffWithP, verifiedUser, visitor } from "./context.ts";
import { type PageProbe, builtSections, declaredProbes, sectionProbes } from "./probes/index.ts";
import { expectPageMatrix, formOperations } from "./run.ts";

// Who may do what in the admin area (decision 0066 splits it into this folder): this file checks that the
// probes cover the registry and every admin route of app/routes.ts, so a new page without a probe fails; the
// group files (staff, catalogue, content, requests, commerce) run them; api.test.ts calls every /api/admin route.

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

/** The area's own pages (the layout and its landing page) need any one section permission. */
const areaPages: PageProbe[] = [
  { route: "admin", path: () => "/admin" },
  { route: "admin_home", path: () => "/admin" },
];

describe("every admin section of the registry, and every admin route", () => {
  it("has probes for exactly the registered sections with pages and the operations each declares", () => {
    const built = builtSections.map((s) => s.id);
    for (const id of Object.keys(declaredProbes)) expect(built, `probes for ${id}, a section without a page`).toContain(id);
    for (const s of builtSections) {
      const p = sectionProbes[s.id]!;
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
    const pageRoutes = new Set([...areaPages, ...Object.values(sectionProbes).flatMap((p) => p.list)].map((p) => p.route));
    const formRoutes = new Set(Object.values(sectionProbes).flatMap((p) => formOperations.flatMap((op) => p[op] ?? [])).map((p) => p.route));
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
    // Two staff members per section permission, each signed in (a password hashed): more than the default allowance.
  }, 120_000);

  for (const lang of ["ar", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    for (const p of areaPages) {
      it(`the area: ${p.route} (${lang}): sign-in for visitors, 403 for users and for staff of no built section, 200 for staff`, async () => {
        await expectPageMatrix(prefix + (await p.path()), lang, "area");
      });
    }
  }

  it("changes nothing when a form is refused", async () => {
    const victim = await createUser(t, { verified: true });
    const doomed = await throwaway();
    for (const persona of [visitor, await verifiedUser(), await staffWithoutP("update:user"), await unverifiedStaffWithP("update:user"), await unverifiedStaffWithP("manage:role")]) {
      await postForm(`/admin/users/${victim.id}`, { intent: "disable" }, persona.token);
      await postForm(`/admin/roles/${doomed}`, { intent: "delete" }, persona.token);
      await postForm(`/admin/roles/${doomed}`, { intent: "permissions", permissions: [...allPermissions] }, persona.token);
    }
    expect((await t.services.users.get(victim.id))?.disabled).toBe(false);
    const role = (await t.services.access.listRoles()).find((r) => r.id === doomed);
    expect(role?.permissions).toEqual([]);
  });
});
