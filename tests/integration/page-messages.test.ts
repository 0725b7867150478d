import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, type MessageGroup, isSelected, messageGroups, messages, textsOf } from "#core/i18n/index.ts";
import { pageNameOf } from "#app/lib/meta.ts";
import type { Template } from "#core/i18n/define.ts";
import { selectorsOfPage } from "#app/lib/page-messages.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Each page's HTML carries its own messages (the root loader's data), in its language only, and no other
// area's: never the admin area's (decision 0031). Read from pages rendered by the production build.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

const html = async (url: string) => {
  const res = await t.app.inject({ url, headers: { "user-agent": "Mozilla/5.0 Chrome/140.0" } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** Texts long enough to be a message's and nothing else's, written as is in the loader data (no quotes to escape). */
const findable = (text: string) => text.length >= 16 && !/["'\\\n]/.test(text);
/** A message's texts: one, or each plural form. */
const textOf = (lang: Lang, key: string) => textsOf((messages[lang] as Record<string, Template>)[key]!);
const otherLang = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");

/** Messages the page at this path must not carry: every other key's text, and its own keys in the other language. */
function notCarried(path: string, lang: Lang): string[] {
  const selectors = selectorsOfPage(pageNameOf(path));
  return Object.keys(messages.en).flatMap((key) => {
    const mine = isSelected(key, selectors);
    const texts = mine ? textOf(otherLang(lang), key) : [...textOf("en", key), ...textOf("ar", key)];
    // A text both languages share (a brand name) or that the page's own messages hold too is no evidence.
    return texts.filter((text) => findable(text) && !Object.keys(messages[lang]).some((other) => isSelected(other, selectors) && textOf(lang, other).includes(text)));
  });
}

describe("the messages in a page's HTML", () => {
  it.each([
    ["/", "ar"],
    ["/en", "en"],
    ["/en/plates", "en"],
    ["/numbers", "ar"],
    ["/en/about", "en"],
    ["/sign_in", "ar"],
    ["/en/blog", "en"],
  ] as const)("%s carries its own messages only, in its language", async (path, lang) => {
    const body = await html(path);
    // The error page's text is not on the page, so finding it means the messages travel with it.
    expect(body).toContain(textOf(lang, "error.generic")[0]);
    expect(notCarried(path, lang).filter((text) => body.includes(text))).toEqual([]);
  });

  it("no public page gets an admin-only group", () => {
    const adminOnly: MessageGroup[] = ["admin", "settings", "tables", "transactions", "uploads", "invoice", "platesAdmin"];
    const publicPages = ["home", "about", "blog", "blog_detail", "plates", "numbers", "buy_plates", "buy_numbers", "wishlist", "payment_success", "not_found"];
    for (const page of publicPages) {
      const selectors = selectorsOfPage(page);
      for (const group of adminOnly) expect(Object.keys(messageGroups[group].en).filter((key) => isSelected(key, selectors)).length, `${page}: ${group}`).toEqual(0);
    }
  });
});
