import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSelected, messages } from "#core/i18n/index.ts";
import routes from "../routes.ts";
import { pageNameOf } from "./meta.ts";
import { allSelectors, selectorsOfPage } from "./page-messages.ts";

// A page can never silently miss a message: for every route, this reads the modules its page is made of (the
// root, the layouts above it, its own module, and everything they import from app/ and core/) and collects the
// message keys written in them. Each must be one the page gets (app/lib/page-messages.ts). `.server` modules are
// read too: their keys often travel to the page as data (an action's error, a status's name) to be translated
// there. A key built at run time (`catalog.operator.${x}`) counts by its written prefix: every key under it must
// be there. Keys the server's modules (server/) send are not seen here; they are translated where they are shown
// only if the page gets them, and the browser reports any it does not have in development.

const repo = path.resolve(import.meta.dirname, "..", "..");
const keys = new Set(Object.keys(messages.en));

/** A module's imports that are values (not `import type`), resolved to files of the repository. */
function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?:(type\s)?[^;]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
    const [, typeOnly, spec] = match;
    if (typeOnly || !spec) continue;
    const resolved = spec.startsWith(".") ? path.resolve(path.dirname(file), spec) : spec.startsWith("#app/") ? path.join(repo, "app", spec.slice(5)) : spec.startsWith("#core/") ? path.join(repo, "core", spec.slice(6)) : null;
    if (resolved && /\.tsx?$/.test(resolved) && fs.existsSync(resolved)) found.push(resolved);
  }
  return found;
}

/** Where a key is used: the keys written whole, and the prefixes of keys built from a template. */
function keysIn(source: string): { whole: string[]; prefixes: string[] } {
  const whole = [...source.matchAll(/["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)["'`]/g)].map((m) => m[1]!).filter((k) => keys.has(k));
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map((m) => m[1]!).filter((p) => [...keys].some((k) => k.startsWith(p)));
  return { whole, prefixes };
}

/** The modules of a page: the given files and all they import, the message catalogue itself aside. */
function modulesOf(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.includes(`${path.sep}core${path.sep}i18n${path.sep}`)) continue;
    seen.add(file);
    queue.push(...importsOf(file, fs.readFileSync(file, "utf8")));
  }
  return seen;
}

/**
 * Modules whose keys are data the pages importing them do not show. The admin sections' registry names each
 * section's label; outside the admin area only `visibleSections` is used (the user menu's "Admin" link). The map
 * of pages' messages names keys without showing them.
 */
const NOT_SHOWN = new Set(["core/access/admin-sections.ts", "app/lib/page-messages.ts"]);

/** Each key a page's modules use, with where (a key built from a prefix counts as every key under it). */
function keysUsed(files: string[]): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of modulesOf(files)) {
    const where = path.relative(repo, file);
    if (NOT_SHOWN.has(where)) continue;
    const { whole, prefixes } = keysIn(fs.readFileSync(file, "utf8"));
    for (const key of whole) used.set(key, where);
    for (const prefix of prefixes) for (const key of keys) if (key.startsWith(prefix)) used.set(key, `\`${prefix}\${…}\` in ${where}`);
  }
  return used;
}

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page route: its id, a path it answers (parameters filled in) and the modules above and of it. */
function pages(entries: RouteEntry[], parents: string[], parentPath: string): { id: string; path: string; files: string[] }[] {
  return entries.flatMap((entry) => {
    const own = (entry.path ?? "").replace(/^:lang\?$/, "").replace(/:\w+\??/g, "x").replace(/^\*$/, "no-such-page");
    const full = [parentPath, own].filter(Boolean).join("/");
    const files = [...parents, path.join(repo, "app", entry.file)];
    if (entry.children?.length) return pages(entry.children, files, full);
    return [{ id: entry.id ?? entry.file, path: `/${full}`, files }];
  });
}

const allPages = pages(routes as RouteEntry[], [path.join(repo, "app", "root.tsx")], "");

describe("every page gets the messages its modules use", () => {
  it("finds the pages and their keys", () => {
    expect(allPages.length).toBeGreaterThan(50);
    const home = allPages.find((p) => p.id === "home")!;
    expect(keysUsed(home.files).has("nav.home")).toBe(true);
  });

  it("selects a message with every selector of the map (no misspelt key or prefix)", () => {
    expect(allSelectors.filter((selector) => ![...keys].some((key) => isSelected(key, [selector])))).toEqual([]);
  });

  it.each(allPages.map((p) => [p.id, p] as const))("%s", (_id, page) => {
    const gets = selectorsOfPage(pageNameOf(page.path));
    const missing = [...keysUsed(page.files)].filter(([key]) => !isSelected(key, gets)).map(([key, where]) => `${key} (${where})`);
    expect(missing, `page "${pageNameOf(page.path)}" (${page.path}) misses messages; select them in app/lib/page-messages.ts`).toEqual([]);
  });
});
