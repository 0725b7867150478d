import { describe, expect, it } from "vitest";
import { localePath, messages, stripLang, textsOf, translate } from "./index.ts";
import type { Template } from "./define.ts";

describe("messages", () => {
  it("has every key in both languages, none empty, Arabic in Arabic script", () => {
    const en = Object.keys(messages.en).sort();
    const ar = Object.keys(messages.ar).sort();
    expect(ar).toEqual(en);
    for (const key of en) {
      for (const a of textsOf((messages.ar as Record<string, Template>)[key]!)) {
        expect(a.trim(), key).not.toBe("");
        // Brand names aside, an Arabic string must contain Arabic letters.
        if (!["nav.switchLanguage"].includes(key)) expect(a, key).toMatch(/[\u0600-\u06FF]/);
      }
      for (const e of textsOf((messages.en as Record<string, Template>)[key]!)) expect(e.trim(), key).not.toBe("");
    }
  });

  it("keeps the same placeholders in both languages", () => {
    for (const key of Object.keys(messages.en) as (keyof typeof messages.en)[]) {
      // A plural form may leave the count out ("نتيجتان", "one comparable plate"), but not another value.
      const names = (t: Template) => [...new Set(textsOf(t).flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))].filter((n) => n !== "count" || typeof t === "string").sort();
      expect(names(messages.ar[key]), key).toEqual(names(messages.en[key]));
    }
  });

  it("fills placeholders", () => {
    expect(translate("en", "error.status", { status: 404 })).toBe("Error 404");
    expect(translate("ar", "error.status", { status: 404 })).toBe("خطأ 404");
  });
});

describe("locale paths", () => {
  it("puts Arabic at the bare path and English under /en", () => {
    expect(localePath("ar", "/about")).toBe("/about");
    expect(localePath("en", "/about")).toBe("/en/about");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("ar", "/")).toBe("/");
  });

  it("strips the language prefix", () => {
    expect(stripLang("/en")).toEqual({ lang: "en", path: "/" });
    expect(stripLang("/en/blog/x")).toEqual({ lang: "en", path: "/blog/x" });
    expect(stripLang("/blog/x")).toEqual({ lang: "ar", path: "/blog/x" });
    expect(stripLang("/english")).toEqual({ lang: "ar", path: "/english" });
  });
});
