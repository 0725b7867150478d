import { sectionPages } from "#app/routes/admin/section-routes.ts";
import { systemStaff } from "#tests/helpers/users.ts";
import { counter, once, t } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/** The Blogs and News sections: one family, the same probes with the kind's path (a post of the kind made first). */
export function postProbes(section: "blogs" | "news"): DeclaredProbes {
  const kind = section === "blogs" ? "blog" : "news";
  const path = `/admin/${section}`;
  const detail = sectionPages[section]!.record!.id;
  const form = () => {
    const n = ++counter.n;
    return { title: `Matrix post ${n}`, title_ar: `منشور ${n}`, summary: "s", summary_ar: "م", body: "<p>b</p>", body_ar: "<p>ن</p>", url: `matrix-${section}-${n}`, url_ar: `منشور-${n}`, published_at: "2026-01-01T10:00", published: "" };
  };
  const fresh = async () => {
    const v = form();
    return t.services.posts.create(systemStaff, kind, { ...v, meta_description: "", meta_description_ar: "", tags: [], tags_ar: [], published_at: new Date(), published: false }, new FormData());
  };
  const shown = once(fresh);
  return {
    record: shown,
    list: [
      { route: `admin_${section}`, path: () => `${path}?state=draft&sort=title` },
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
