import { describe, expect, it } from "vitest";
import { type Lang, fill, languages, messages, translate, type MessageKey } from "./index.ts";

// Every message that counts something, rendered for numbers that reach each plural form, in both languages
// (issue 32). The expected forms are written out here, from CLDR's rules, rather than asked of Intl.PluralRules:
// the test checks the choice, not that the code agrees with itself.
const NUMBERS = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103] as const;
const EXPECTED: Record<Lang, Record<(typeof NUMBERS)[number], string>> = {
  ar: { 0: "zero", 1: "one", 2: "two", 3: "few", 10: "few", 11: "many", 99: "many", 100: "other", 101: "other", 102: "other", 103: "few" },
  en: { 0: "other", 1: "one", 2: "other", 3: "other", 10: "other", 11: "other", 99: "other", 100: "other", 101: "other", 102: "other", 103: "other" },
};
const FORMS: Record<Lang, string[]> = { ar: ["zero", "one", "two", "few", "many", "other"], en: ["one", "other"] };

/** One language's catalogue, a plural message as its forms by name. */
const table = (lang: Lang) => messages[lang] as unknown as Record<string, string | Record<string, string>>;
const pluralKeys = Object.keys(messages.en).filter((key) => typeof table("en")[key] !== "string") as MessageKey[];

/** Values for a message's other placeholders, named after themselves so that a leftover one shows. */
function varsOf(template: Record<string, string>, count: number) {
  const names = Object.values(template).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  return { ...Object.fromEntries(names.map((name) => [name, `<${name}>`])), count };
}

describe("plural messages", () => {
  it("are the messages that count (every {count} is in one), each with its language's forms and no other", () => {
    expect(pluralKeys.length).toBeGreaterThanOrEqual(8);
    for (const lang of languages) {
      for (const [key, template] of Object.entries(table(lang))) {
        if (typeof template === "string") {
          expect(template, `${key} holds {count}: declare its plural forms`).not.toContain("{count}");
          continue;
        }
        expect(Object.keys(template).sort(), `${lang} ${key}`).toEqual([...FORMS[lang]].sort());
      }
    }
  });

  it("write the count in each form that does not name it in words", () => {
    // Arabic says one and two in the noun ("نتيجة واحدة", "نتيجتان") and zero as "no …"; the rest show the figure.
    for (const key of pluralKeys) {
      const ar = table("ar")[key] as Record<string, string>;
      for (const form of ["few", "many", "other"]) expect(ar[form], `ar ${key} ${form}`).toContain("{count}");
      const en = table("en")[key] as Record<string, string>;
      expect(en.other, `en ${key} other`).toContain("{count}");
    }
  });

  it.each(languages)("choose the right form for %s, for every count message and number", (lang) => {
    for (const key of pluralKeys) {
      const template = table(lang)[key] as Record<string, string>;
      for (const n of NUMBERS) {
        const vars = varsOf(template, n);
        const text = translate(lang, key, vars);
        expect(text, `${lang} ${key} ${n}`).toBe(fill(template[EXPECTED[lang][n]]!, vars));
        expect(text, `${lang} ${key} ${n}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("read as a UAE reader expects", () => {
    const results = (lang: Lang, count: number) => translate(lang, "catalog.results", { count });
    expect(NUMBERS.map((n) => results("ar", n))).toEqual([
      "لا توجد نتائج", "نتيجة واحدة", "نتيجتان", "3 نتائج", "10 نتائج", "11 نتيجة", "99 نتيجة", "100 نتيجة", "101 نتيجة", "102 نتيجة", "103 نتائج",
    ]);
    expect([0, 1, 2].map((n) => results("en", n))).toEqual(["0 results", "1 result", "2 results"]);
    expect(translate("ar", "filters.digitsOption", { count: 1 })).toBe("رقم واحد");
    expect(translate("en", "filters.digitsOption", { count: 1 })).toBe("1 digit");
    expect(translate("ar", "ads.sellIntro", { commission: 5, count: 7 })).toContain("لمدة 7 أيام.");
    expect(translate("ar", "requests.estimateBasis", { count: 3 })).toMatch(/^بناءً على 3 لوحات /);
  });

  it("take the other form when no count is given", () => {
    expect(translate("en", "catalog.results")).toBe("{count} results");
  });
});
