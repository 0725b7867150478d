import { systemStaff } from "#tests/helpers/users.ts";
import { once, t } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/**
 * The Export section (decision 0059): its page needs read:export; a file, a prepared file and starting a job
 * need the kind's own read permission too (plates: read:plate). Refusals without it: export.test.ts.
 */
export function exportProbes(): DeclaredProbes {
  const prepared = once(async () => {
    const id = await t.services.exports.start(systemStaff, "plates", "csv", new URLSearchParams("emirate=DU"), "en");
    await t.services.exports.build(id);
    return id;
  });
  return {
    list: [
      { route: "admin_export_file", path: () => "/admin/export/file?kind=plates&format=csv&emirate=DU", download: "text/csv", also: ["read:plate"] },
      { route: "admin_export_download", path: async () => `/admin/export/${await prepared()}/download`, download: "text/csv", also: ["read:plate"] },
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
