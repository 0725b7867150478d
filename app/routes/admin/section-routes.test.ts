import { existsSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { adminSections } from "#core/access/admin-sections.ts";
import routes from "#app/routes.ts";
import { sectionPages } from "./section-routes.ts";

// The admin block is generated from the registry (decision 0066) beside routes written by hand: together they
// must route every built section once, at the registry's path, under the id the code and the tests use.

function flatten(entries: readonly RouteConfigEntry[], prefix = ""): { id?: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [{ id: entry.id, path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const all = flatten(routes);
const admin = all.filter((r) => r.id?.startsWith("admin"));

describe("admin routes from the registry", () => {
  it("routes every section with a page at its path, as admin_<id>", () => {
    for (const section of adminSections.filter((s) => s.path)) {
      const matches = admin.filter((r) => r.id === `admin_${section.id}`);
      expect(matches, section.id).toHaveLength(1);
      expect(`/${matches[0]?.path.replace(/^:lang\?\//, "")}`).toBe(section.path);
    }
  });

  it("gives every route its own id, and every id a module that exists", () => {
    const ids = all.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const r of admin) expect(existsSync(`app/${r.file}`), r.file).toBe(true);
  });

  it("puts a generated section's pages in its folder", () => {
    for (const [id, pages] of Object.entries(sectionPages)) {
      if (!pages) continue;
      const folder = pages.folder ?? id.replaceAll("_", "-");
      expect(admin.find((r) => r.id === `admin_${id}`)?.file).toBe(`routes/admin/${folder}/list.tsx`);
      if (pages.record) expect(admin.find((r) => r.id === pages.record?.id)?.file).toBe(`routes/admin/${folder}/record.tsx`);
    }
  });
});
