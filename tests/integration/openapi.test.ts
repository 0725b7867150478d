import { Ajv2020 } from "ajv/dist/2020.js";
import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Every route the app registers, seen through an onRoute hook added to each Fastify instance it creates.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock("fastify", async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const factory = ((options?: object) => {
    const app = original.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: factory, fastify: factory };
});

interface Operation {
  summary?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject("/api/docs");
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** `/api/blogs/:url` → `/api/blogs/{url}` */
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("OpenAPI document", () => {
  it("is an OpenAPI 3.x JSON document", async () => {
    const res = await t.app.inject("/api/docs");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
  });

  it("documents every registered /api route except /api/docs and the /api/* catch-all", () => {
    const apiRoutes = registered.filter(
      // The private files route answers the file itself, for staff in a browser: not part of the apps' API.
      (r) => r.url.startsWith("/api/") && r.url !== "/api/docs" && r.url !== "/api/*" && r.url !== "/api/files/private/:key" && r.method !== "HEAD",
    );
    // The routes of the content module at least: a broken hook must not make this test pass vacuously.
    expect(apiRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(["/api/constants", "/api/blogs/:url", "/api/news/:url"]));
    const missing = apiRoutes.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain("/api/docs");
    expect(Object.keys(doc.paths).filter((p) => p.includes("*"))).toEqual([]);
  });

  it("declares a summary, its path parameters and a JSON success answer (or a file's type) for every operation", () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toBeTruthy();
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          expect(op.parameters?.some((p) => p.in === "path" && p.name === name), `${where} {${name}}`).toBe(true);
        }
        const success = Object.entries(op.responses).find(([status]) => /^2\d\d$/.test(status));
        const content = success?.[1].content ?? {};
        expect(content["application/json"]?.schema ?? content["application/pdf"]?.schema ?? content["text/event-stream"]?.schema, where).toBeDefined();
        expect(op.responses["500"]?.content?.["application/json"]?.schema, where).toEqual({ $ref: "#/components/schemas/ApiError" });
      }
    }
  });

  it("says how the listings sort, ties in price included, for the apps", () => {
    for (const path of ["/api/plates", "/api/numbers"]) {
      const sort = (doc.paths[path]?.get?.parameters as { name: string; description?: string }[] | undefined)?.find((p) => p.name === "sort");
      expect(sort?.description, path).toMatch(/price_asc: cheapest first, the older item first at equal prices/);
    }
  });

  it("describes the error shape {message, errors?, requestId}", () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: "object",
      properties: { message: { type: "string" }, errors: { type: "object" }, requestId: { type: "string" } },
      required: ["message", "requestId"],
    });
    expect(doc.paths["/api/blogs"]!.get!.responses["400"]).toBeDefined();
    expect(doc.paths["/api/blogs/{url}"]!.get!.responses["404"]).toBeDefined();
    const page = doc.paths["/api/blogs"]!.get!.parameters!.find((p) => p.name === "page");
    expect(page).toMatchObject({ in: "query", required: false });
  });

  it("matches what the routes really answer, field for field", async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc, "openapi");
    const check = (path: string, status: string, body: unknown) => {
      const pointer = `/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}/get/responses/${status}/content/application~1json/schema`;
      const valid = ajv.validate({ $ref: `openapi#${pointer}` }, body);
      expect(valid ? [] : ajv.errors, `${path} ${status}`).toEqual([]);
    };

    const blog = (await t.services.content.listPosts("blog", 1, 1)).items[0]!;
    const news = (await t.services.content.listPosts("news", 1, 1)).items[0]!;
    const examples: Record<string, Record<string, string>> = {
      "/api/pages/{slug}": { slug: "about" },
      "/api/blogs/{url}": { url: blog.url },
      "/api/news/{url}": { url: news.url },
    };
    // Every GET the document lists (with an example for path parameters), as an anonymous caller: whatever the
    // status, it must be one the document declares, and the body must match that status's schema.
    const succeeded: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!operations.get) continue;
      if (/\{\w+\}/.test(path) && !examples[path]) continue; // a route with parameters: add an example above to check it
      const params = examples[path] ?? {};
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      const res = await t.app.inject(url);
      const status = String(res.statusCode);
      expect(Object.keys(operations.get.responses), `${url} answered ${status}`).toContain(status);
      check(path, status, res.json());
      if (res.statusCode === 200) succeeded.push(path);
    }
    expect(succeeded).toEqual(expect.arrayContaining(["/api/constants", "/api/metadata", "/api/banners", ...Object.keys(examples), "/api/blogs", "/api/news"]));

    const notFound = await t.app.inject("/api/blogs/no-such-post?lang=en");
    expect(notFound.statusCode).toBe(404);
    check("/api/blogs/{url}", "404", notFound.json());
    const invalid = await t.app.inject("/api/blogs?page=0&lang=en");
    expect(invalid.statusCode).toBe(400);
    check("/api/blogs", "400", invalid.json());
  });

  it("keeps validation in the handlers: bad input is the translated 400 with field errors, never 500", async () => {
    const res = await t.app.inject("/api/news?page=abc&lang=en");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Some fields are not valid.", errors: { page: expect.any(String) } });
    const ar = await t.app.inject("/api/blogs?page=-3&lang=ar");
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
