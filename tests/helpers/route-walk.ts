import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { TestApp } from "./test-app.ts";

// The routes a walk over the whole site visits, read from what the server serves rather than listed by hand, so
// a new page or API route is walked as soon as it exists: the pages from the route table (app/routes.ts, as the
// production build holds it, with which routes have an action) and the API from its OpenAPI document.

export interface ApiParameter {
  in: "path" | "query";
  name: string;
}
export interface ApiOperation {
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string }> } }> };
}

/** Every operation of the API's OpenAPI document (`/api/docs`), as method, path template and operation. */
export async function apiOperations(t: TestApp): Promise<{ method: string; path: string; op: ApiOperation }[]> {
  const doc = (await t.app.inject("/api/docs")).json() as { paths: Record<string, Record<string, ApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

export interface PageRoute {
  /** The route's id in app/routes.ts. */
  id: string;
  /** Its path template under the language, "/" for the home page ("/admin/users/:userId"). */
  template: string;
  /** Whether the route module exports an action (it takes posts). */
  action: boolean;
}

/** Every page and resource route of the production build (`npm run build`), deepest templates as served. */
export async function pageRoutes(): Promise<PageRoute[]> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const routes = build.routes;
  const templateOf = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return [];
    // The language layout's ":lang?" is the caller's to fill (pagePath); the root has no path.
    const own = route.path && route.path !== ":lang?" ? [route.path] : [];
    return [...templateOf(route.parentId), ...own];
  };
  const pages: PageRoute[] = [];
  const seen = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root" || route.id === "lang") continue;
    // A layout with an index child: the index route is the page at that address.
    if (Object.values(routes).some((child) => child?.parentId === route.id && child.index)) continue;
    const template = `/${templateOf(route.id).join("/")}`;
    if (seen.has(template)) continue;
    seen.add(template);
    pages.push({ id: route.id, template, action: typeof route.module.action === "function" });
  }
  return pages;
}

/**
 * A page route's address in a language, its parameters filled from `values` (else "999999", which names no
 * record), optional ones filled too; "*" becomes an address no route has.
 */
export function pagePath(template: string, lang: "ar" | "en", values: Record<string, string> = {}): string {
  const filled = template
    .replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(values[name] ?? "999999"))
    .replace(/\*$/, "no-such-page");
  const prefix = lang === "en" ? "/en" : "";
  return filled === "/" ? prefix || "/" : prefix + filled;
}
