import { freshBanner, shown, stagedBy } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** Website Banners: the list, a banner and the new-banner page; create (with staged images), save, move, delete. */
export function bannerProbes(): DeclaredProbes {
  const fields = { title: "Matrix", title_ar: "مصفوفة", link: "/plates", link_ar: "", starts_at: "", ends_at: "" };
  return {
    record: shown.banner,
    list: [
      { route: "admin_banners", path: () => "/admin/banners?active=no&current=no&sort=ends" },
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
