import { systemStaff } from "#tests/helpers/users.ts";
import { counter, t } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/** Website Pages (decision 0051): a built-in page; create, edit and delete a page staff added. */
export function websitePageProbes(): DeclaredProbes {
  const page = { name: "Matrix page", name_ar: "صفحة المصفوفة", content: "<p>Matrix</p>", content_ar: "<p>مصفوفة</p>" };
  const freshPage = async () => t.services.websitePages.create(systemStaff, { slug: `matrix-page-${++counter.n}`, name: page.name, nameAr: page.name_ar, content: page.content, contentAr: page.content_ar });
  return {
    record: async () => "about",
    create: [{ route: "admin_website_pages", name: "create a page", request: async () => ({ path: "/admin/website_pages", form: { slug: `matrix-new-${++counter.n}`, ...page } }), success: /\/admin\/website_pages\/matrix-new-\d+\?done=pageCreated$/ }],
    update: [{ route: "admin_website_page", name: "save a page", request: async () => ({ path: `/admin/website_pages/${await freshPage()}`, form: { intent: "save", ...page, name: `Saved ${++counter.n}` } }), success: /\/admin\/website_pages\/matrix-page-\d+\?done=pageSaved$/ }],
    delete: [{ route: "admin_website_page", name: "delete a page", request: async () => ({ path: `/admin/website_pages/${await freshPage()}`, form: { intent: "delete" } }), success: /\/admin\/website_pages\?done=pageDeleted$/ }],
  };
}
