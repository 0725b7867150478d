import { expect, it } from "vitest";
import type { Permission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { getPage, postForm, staffWithP, staffWithoutP, unverifiedStaffWithP, unverifiedUser, verifiedUser, visitor } from "./context.ts";
import { type PageProbe, builtSections, sectionProbes } from "./probes/index.ts";

// The page and form matrix (decision 0066): every section with a page × every operation it declares (list,
// create, update, delete) × visitor, unverified user, verified user, unverified staff with the permission,
// staff without it and staff with it. The permission comes from the registry; the probe files only say how to
// exercise each operation. The sections run in groups, one test file each, so the two test workers share them.

export const formOperations = ["create", "update", "delete"] as const;

const groups = {
  staff: ["users", "roles", "permissions", "outbox", "jobs", "audit", "settings"],
  catalogue: ["plates", "du_numbers", "etisalat_numbers", "reference_data", "packages"],
  content: ["banners", "website_pages", "metadata", "blogs", "news"],
  requests: ["services", "requested_plates", "estimate_plates", "draw_plates", "contact_inquiries"],
  // And every built section no group names (a section added later runs here until it is given a group).
  commerce: ["transactions", "promocodes", "traffic_data", "ads", "offers", "dashboard", "import", "export"],
};
export type Group = keyof typeof groups;

function sectionsOf(group: Group) {
  const named = new Set(Object.values(groups).flat());
  return builtSections.filter((s) => (groups[group] as readonly string[]).includes(s.id) || (group === "commerce" && !named.has(s.id)));
}

/** A page (or a file) as each persona: sign-in for visitors, 403 for users and staff without it, 200 with it. */
export async function expectPageMatrix(url: string, lang: "ar" | "en", permission: Permission | "area", download?: PageProbe["download"], also?: Permission[]) {
  const prefix = lang === "en" ? "/en" : "";
  const res = await getPage(url, visitor.token);
  expect(res.statusCode, `${url} as visitor`).toBe(302);
  expect(res.headers.location).toBe(`${prefix}/sign_in?redirect=${encodeURIComponent(url)}`);
  for (const persona of [await unverifiedUser(), await verifiedUser(), await staffWithoutP(permission)]) {
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

/** The page and form tests of a group's sections. */
export function sectionMatrix(group: Group) {
  const sections = sectionsOf(group);
  for (const lang of ["ar", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    for (const s of sections) {
      for (const p of sectionProbes[s.id]?.list ?? []) {
        it(`${s.id} list: ${p.route} (${lang}): sign-in for visitors, 403 for users, staff without ${s.permissions.list} and unverified staff with it, 200 with it`, async () => {
          await expectPageMatrix(prefix + (await p.path()), lang, s.permissions.list, p.download, p.also);
        });
      }
    }
  }

  for (const s of sections) {
    for (const op of formOperations) {
      for (const c of sectionProbes[s.id]?.[op] ?? []) {
        const permission = c.permission ?? s.permissions[op]!;
        it(`${s.id} ${op}: ${c.name}: sign-in for visitors, 403 for users and staff without ${permission}, success with it`, async () => {
          for (const [persona, expected] of [
            [visitor, 302],
            [await unverifiedUser(), 403],
            [await verifiedUser(), 403],
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
}
