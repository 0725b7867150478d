import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { adminSections } from "#core/access/admin-sections.ts";
import { sectionPages } from "./section-pages.ts";

// The tests and the authorization matrix read the declarations from here too.
export { sectionPages };

/**
 * The admin sections' routes, generated from the registry (decision 0066): a section's address is written once,
 * in `core/access/admin-sections.ts`. Its folder is `routes/admin/<registry id, hyphens>/` (a family's is the
 * family's); `list.tsx` answers the registry's path as `admin_<id>`, and `record.tsx`, when the section has
 * one, answers `<path>/:<param>` with the id `section-pages.ts` gives it. Record ids are not derived: they are the
 * names the tests, links and `useRouteLoaderData` calls already use, and English has no rule for them (news → news_item).
 * Pages beyond a list and a record (an invoice, an import's template) are written by hand in `app/routes.ts`.
 * These are the routes of every section in `sectionPages`, children of the admin layout (paths relative to /admin).
 */
export function sectionRoutes(): RouteConfigEntry[] {
  return Object.entries(sectionPages).flatMap(([id, pages]) => {
    if (!pages) return [];
    const path = adminSections.find((s) => s.id === id)?.path;
    if (!path?.startsWith("/admin/")) throw new Error(`admin section ${id} has no page under /admin in the registry`);
    const at = path.slice("/admin/".length);
    const folder = `routes/admin/${pages.folder ?? id.replaceAll("_", "-")}`;
    const list = route(at, `${folder}/list.tsx`, { id: `admin_${id}` });
    if (!pages.record) return [list];
    return [list, route(`${at}/:${pages.record.param}`, `${folder}/record.tsx`, { id: pages.record.id })];
  });
}
