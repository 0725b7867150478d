import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the browser loads for each public page, read from the production build's route manifest. Zod's schema
// API costs about 30 ms of one task on a phone to load and build schemas with; only pages with forms that
// validate as the visitor types should pay it (decision 0008).

const assets = path.join(import.meta.dirname, "..", "..", "build", "client", "assets");

function routeManifest(): Record<string, { module: string; imports?: string[] }> {
  const file = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
  if (!file) throw new Error(`no route manifest in ${assets}: run \`npm run build\` first`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  // window.__reactRouterManifest={...}: the object is JSON.
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)).routes;
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
const loadsZod = (scripts: string[]) => scripts.some((src) => fs.readFileSync(path.join(assets, path.basename(src)), "utf8").includes(ZOD_SCHEMA_API));

describe("scripts the browser loads", () => {
  const routes = routeManifest();

  it.each(["home", "about", "blog", "blog_detail", "plates", "numbers", "buy_plates", "buy_numbers", "wishlist", "not_found"])(
    "the %s page does not load zod's schema API",
    (id) => {
      expect(loadsZod(scriptsOf(routes, "root", "lang", id))).toBe(false);
    },
  );

  it("the sign-in page does (its form validates in the browser), so the check can see zod", () => {
    expect(loadsZod(scriptsOf(routes, "root", "lang", "sign_in"))).toBe(true);
  });
});
