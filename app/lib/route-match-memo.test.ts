import { readFileSync } from "node:fs";
import { createStaticHandler, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+8.4.0.patch (decision 0035): React Router's matcher keeps each pathname's matches. These
// tests prove the patch is applied and that a kept answer is the answer React Router's own matching gives.
const routes = [
  {
    id: "lang",
    path: ":lang?",
    children: [
      { id: "bare", path: "__bench/bare" },
      { id: "blog_detail", path: "blog/:url" },
      { id: "plates", path: "plates" },
      { id: "home", index: true },
      { id: "admin", path: "admin", children: [{ id: "admin_user", path: "users/:userId" }] },
      { id: "not_found", path: "*" },
    ],
  },
];
const paths = ["/plates", "/en/plates", "/blog/about", "/en/blog/about", "/", "/en", "/admin/users/7", "/nope/at/all", "/%D8%A3"];

describe("React Router's matcher, as patched", () => {
  it("is patched (npm's postinstall runs patch-package)", () => {
    const source = readFileSync(new URL(import.meta.resolve("react-router")).pathname.replace(/index\.js$/, "lib/router/matcher.js"), "utf8");
    expect(source).toContain("The shop's patch");
  });

  it("answers every pathname as React Router's own matching does, the first time and when kept", () => {
    const handler = createStaticHandler(routes);
    for (const round of [1, 2]) {
      for (const path of paths) {
        const expected = matchRoutes(routes, path)?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));
        const got = handler.match(path)?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));
        expect(got, `${path}, round ${round}`).toEqual(expected);
      }
    }
  });

  it("gives every caller its own match objects, so a caller's change never reaches the next", () => {
    const handler = createStaticHandler(routes);
    const [firstLang, firstPost] = handler.match("/en/blog/about") ?? [];
    (firstLang!.params as Record<string, string>).url = "changed";
    (firstPost as { pathname: string }).pathname = "/changed";
    const [lang, post] = handler.match("/en/blog/about") ?? [];
    expect(post!.params).toEqual({ lang: "en", url: "about" });
    expect(post!.pathname).toBe("/en/blog/about");
    // One params object for the whole match, as React Router gives it.
    expect(lang!.params).toBe(post!.params);
  });

  it("matches a path with a query or a hash as React Router does, without keeping it", () => {
    const handler = createStaticHandler(routes);
    expect(handler.match("/plates?emirate=DU")?.at(-1)?.route.id).toBe("plates");
    expect(handler.match("/plates#top")?.at(-1)?.route.id).toBe("plates");
  });
});
