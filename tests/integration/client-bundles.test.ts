import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { allTexts, messagesOf } from "#core/i18n/index.ts";
import { selectorsOfPage } from "#app/lib/page-messages.ts";

// What the browser loads for each public page, read from the production build's route manifest. Zod's schema
// API costs about 30 ms of one task on a phone to load and build schemas with; only pages with forms that
// validate as the visitor types should pay it (decision 0008).

const assets = path.join(import.meta.dirname, "..", "..", "build", "client", "assets");

interface Manifest {
  /** The manifest's own script, which every page loads too. */
  file: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

function buildManifest(): Manifest {
  const file = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
  if (!file) throw new Error(`no route manifest in ${assets}: run \`npm run build\` first`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  // window.__reactRouterManifest={...}: the object is JSON.
  return { file, ...JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) };
}

function routeManifest(): Manifest["routes"] {
  return buildManifest().routes;
}

/** Every script a route's page loads: the route module, its imports, and those of the routes above it. */
function scriptsOf(routes: ReturnType<typeof routeManifest>, ...ids: string[]): string[] {
  return ids.flatMap((id) => {
    const route = routes[id];
    if (!route) throw new Error(`no route "${id}" in the manifest`);
    return [route.module, ...(route.imports ?? [])];
  });
}

// A constructor name zod's schema API keeps through minification.
const ZOD_SCHEMA_API = "$ZodObject";
// The global key of zod's configuration, in zod's core (which the root layout loaded for every page until
// decision 0042's session 16 moved the configuration to core/validation/zod.ts).
const ZOD_CORE = "__zod_globalConfig";
const holds = (marker: string) => (scripts: string[]) => scripts.some((src) => fs.readFileSync(path.join(assets, path.basename(src)), "utf8").includes(marker));
const loadsZod = holds(ZOD_SCHEMA_API);
const loadsZodCore = holds(ZOD_CORE);

describe("scripts the browser loads", () => {
  const routes = routeManifest();

  it.each(["home", "about", "blog", "blog_detail", "plates", "numbers", "products", "buy_plates", "buy_numbers", "wishlist", "not_found", "payment_success", "branches", "auctions", "auction_lots"])(
    "the %s page loads no zod at all: neither its schema API nor its core",
    (id) => {
      const scripts = scriptsOf(routes, "root", "lang", id);
      expect(loadsZod(scripts)).toBe(false);
      expect(loadsZodCore(scripts)).toBe(false);
    },
  );

  it("the sign-in page does (its form validates in the browser), so the check can see zod", () => {
    expect(loadsZod(scriptsOf(routes, "root", "lang", "sign_in"))).toBe(true);
    expect(loadsZodCore(scriptsOf(routes, "root", "lang", "sign_in"))).toBe(true);
  });
});

/**
 * The script of a first visit: the manifest, the entry and its imports, and every module of the page's routes,
 * each counted once at the size a browser downloads it: Brotli at its best, as the build compresses them
 * (scripts/compress-assets.ts; the smallest files it leaves alone, and they are counted compressed too).
 */
const KB = 1024;
/**
 * The budget (decision 0042). The browser runs React DOM, the React the server renders with, and its floor is the
 * framework itself: React DOM, React and its scheduler, React Router and its stream decoder (one chunk, about
 * 91 KB), the route manifest (3 KB) and the entry (1 KB): about 95 KB before a line of this site's code, on every
 * page. Above it, this site's shell (root layout, header, menus, footer, messages reader: about 8 KB) and the
 * page's own code. Pages whose forms validate as the visitor types carry zod's schema API and the form kit besides
 * (about 30 KB; decision 0008). Each budget is the measured figure of its heaviest page plus about 5 KB, so that a
 * page's code can grow a little but a new library in every page, or a form page's code in a page without forms,
 * fails the test.
 */
const FLOOR_BUDGET = 100 * KB;
const PAGE_BUDGET = 115 * KB;
const FORM_PAGE_BUDGET = 153 * KB;
const publicPages = [
  ...["home", "about", "faq", "privacy_policy", "terms_and_conditions", "blog", "blog_detail", "new", "new_detail", "mobile_pages", "not_found"],
  ...["plates", "numbers", "products", "buy_plates", "buy_numbers", "wishlist", "alerts_unsubscribe"],
  ...["sign_in", "register", "forgot_password", "reset_password", "verify_email", "payment_success", "payment_failure"],
  ...["services", "contact_us", "branches", "draw_plates", "draw_numbers", "sell_with_us"],
  ...["auctions", "auction_lots"],
];

function firstVisitFiles(manifest: Manifest, id: string): string[] {
  return [...new Set([manifest.file, manifest.entry.module, ...(manifest.entry.imports ?? []), ...scriptsOf(manifest.routes, "root", "lang", id)].map((src) => path.basename(src)))];
}

function firstVisitBytes(manifest: Manifest, id: string): number {
  return firstVisitFiles(manifest, id).reduce((sum, file) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(assets, file))).length, 0);
}

/** A page's messages as the root loader sends them (one language), Brotli-compressed: what they add to its HTML. */
function messageBytes(id: string, lang: "ar" | "en"): number {
  return zlib.brotliCompressSync(JSON.stringify(messagesOf(lang, selectorsOfPage(id)))).length;
}

const brotliBytes = (files: string[]) => files.reduce((sum, file) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(assets, file))).length, 0);

/** The framework's floor: the manifest, the entry and what it imports (React DOM, React, React Router). */
const floorFiles = (manifest: Manifest) => [...new Set([manifest.file, manifest.entry.module, ...(manifest.entry.imports ?? [])].map((src) => path.basename(src)))];

describe("the script of a first visit", () => {
  const manifest = buildManifest();
  const floor = brotliBytes(floorFiles(manifest));
  const sizes = Object.fromEntries(publicPages.map((id) => [id, firstVisitBytes(manifest, id)]));
  const withForms = new Set(publicPages.filter((id) => loadsZod(scriptsOf(manifest.routes, "root", "lang", id))));
  const budget = (id: string) => (withForms.has(id) ? FORM_PAGE_BUDGET : PAGE_BUDGET);
  const over = (id: string) => (sizes[id]! > budget(id) ? "  over the budget" : "");
  process.stdout.write(
    `First visit's script per page (Brotli, as served; React's floor ${(floor / KB).toFixed(1)} KB, budget ${FLOOR_BUDGET / KB}; ` +
      `pages ${PAGE_BUDGET / KB} KB, pages with forms that validate as one types ${FORM_PAGE_BUDGET / KB} KB):\n${Object.entries(sizes)
        .map(([id, bytes]) => `  ${id.padEnd(22)} ${(bytes / KB).toFixed(1).padStart(6)} KB  (${((bytes - floor) / KB).toFixed(1).padStart(5)} above the floor)${withForms.has(id) ? "  form" : ""}${over(id)}`)
        .join("\n")}\n`,
  );

  it("the framework's floor stays within its budget", () => {
    expect(floor).toBeLessThanOrEqual(FLOOR_BUDGET);
  });

  process.stdout.write(
    `Messages per page, as data in the HTML (Brotli of the root loader's share; Arabic / English):\n${publicPages
      .map((id) => `  ${id.padEnd(22)} ${(messageBytes(id, "ar") / 1024).toFixed(1).padStart(5)} / ${(messageBytes(id, "en") / 1024).toFixed(1)} KB`)
      .join("\n")}\n`,
  );

  it.each(publicPages)("the %s page's stays within the budget", (id) => {
    expect(sizes[id]).toBeLessThanOrEqual(budget(id));
  });
});

/**
 * The admin's code names the admin's messages by key (`admin.…`, `tables.…`, `settings.…`); minified, the keys stay
 * as string literals. A public page's first load holding one carries admin code (it did: the user menu imported the
 * admin's section registry to decide whether to link to the admin area; decision 0042).
 */
const ADMIN_KEY = /["'`](?:admin|tables|settings)\.[a-zA-Z]/;
const holdsAdminCode = (file: string) => ADMIN_KEY.test(fs.readFileSync(path.join(assets, file), "utf8"));

describe("the admin's code", () => {
  const manifest = buildManifest();
  const adminIds = Object.keys(manifest.routes).filter((id) => id.startsWith("admin"));

  it("is seen where it is (the admin's pages)", () => {
    const adminFiles = [...new Set(scriptsOf(manifest.routes, ...adminIds).map((src) => path.basename(src)))];
    expect(adminFiles.filter(holdsAdminCode).length).toBeGreaterThan(10);
  });

  it.each(publicPages)("is not in the %s page's first load", (id) => {
    expect(firstVisitFiles(manifest, id).filter(holdsAdminCode)).toEqual([]);
  });
});

/**
 * Message texts long enough not to occur in code by chance. The browser's code holds no messages (decision 0031):
 * a module that imports the catalogue (`core/i18n/index.ts`) into a page's scripts brings every one of them.
 */
const messageTexts = [...new Set([...allTexts("en"), ...allTexts("ar")])].filter((text) => text.length >= 16 && !/["'`\\\n]/.test(text));
const textsIn = (file: string) => {
  const source = fs.readFileSync(file, "utf8");
  return messageTexts.filter((text) => source.includes(text));
};

describe("messages in the browser's code", () => {
  const manifest = buildManifest();

  it("the check sees them where they are (the server's build)", () => {
    expect(textsIn(path.join(assets, "..", "..", "server", "index.js")).length).toBeGreaterThan(messageTexts.length / 2);
  });

  it.each(publicPages)("the %s page's scripts hold none, in either language", (id) => {
    expect(firstVisitFiles(manifest, id).flatMap((file) => textsIn(path.join(assets, file)))).toEqual([]);
  });

  it("nor does any script of the build (admin pages included)", () => {
    expect(fs.readdirSync(assets).filter((f) => f.endsWith(".js")).flatMap((f) => textsIn(path.join(assets, f)))).toEqual([]);
  });
});
