import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allTexts } from "#core/i18n/index.ts";
import { seedBanners } from "#server/modules/content/seed-data/banners.ts";
import { seedBlogPosts } from "#server/modules/content/seed-data/blog.ts";
import { seedConstants } from "#server/modules/content/seed-data/constants.ts";
import { seedMetadata } from "#server/modules/content/seed-data/metadata.ts";
import { seedNews } from "#server/modules/content/seed-data/news.ts";
import { seedPages } from "#server/modules/content/seed-data/pages.ts";

// The glossary's "Never" column (docs/arabic-glossary.md) is the rule; this test only reads and applies it, to every
// Arabic message (plural forms included; e-mails and the PDF take their words from them) and every Arabic text of
// the seed content (pages, blog, news, metadata, banners, constants), with the Arabic percent sign.

const root = join(import.meta.dirname, "../..");
const glossary = readFileSync(join(root, "docs/arabic-glossary.md"), "utf8");

/** The forms of the table's last column, one per row and " / ". */
const never = glossary
  .split("\n")
  .filter((line) => line.startsWith("|") && !line.startsWith("|---") && !line.startsWith("| Concept"))
  .flatMap((line) => line.split("|").at(-2)!.split(" / ").map((form) => form.trim()))
  .filter((form) => form !== "");

const ARABIC = /[\u0600-\u06FF]/;
type Text = { where: string; text: string };

/** Every string inside a seed value that holds Arabic (its English fields hold none), named by its path. */
function arabicStrings(value: unknown, where: string): Text[] {
  if (typeof value === "string") return ARABIC.test(value) ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => arabicStrings(item, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => arabicStrings(item, `${where}.${key}`));
  return [];
}

/** What the glossary rules out in these texts: its "Never" forms, a trailing dot after د.إ included, and any "%". */
function violations(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => [
    ...never.filter((form) => text.includes(form)).map((form) => `${where}: ${form}`),
    ...(text.includes("%") ? [`${where}: % (write ٪)`] : []),
  ]);
}

const seedContent = { seedPages, seedBlogPosts, seedNews, seedMetadata, seedBanners, seedConstants };
const seedTexts = Object.entries(seedContent).flatMap(([name, value]) => arabicStrings(value, name));
const messageTexts = allTexts("ar").map((text) => ({ where: "message", text }));

describe("the Arabic glossary", () => {
  it("is read from docs/arabic-glossary.md", () => {
    expect(never).toEqual(expect.arrayContaining(["أرقام خاصة", "المدير العام", "د.إ.", "العنصر", "عرض مميز"]));
  });

  it("reads every Arabic text of the seed content", () => {
    // Pages, posts (title, description, summary, body…), metadata rows, banners and constants all hold Arabic.
    for (const name of Object.keys(seedContent)) expect(seedTexts.some(({ where }) => where.startsWith(`${name}[`))).toBe(true);
    expect(seedTexts.length).toBeGreaterThan(200);
  });

  it.each([
    ["messages", messageTexts],
    ["seed content", seedTexts],
  ])("holds in the %s: no form the glossary rules out, no %", (_, texts) => {
    expect(violations(texts)).toEqual([]);
  });

  // The rule must be able to fail: each forbidden form, put into a message or a seed text, is found.
  it.each([
    ["special numbers read as private", "أرقام خاصة"],
    ["the super admin read as general manager", "المدير العام"],
    ["a trailing dot after the currency", "السعر 1,234.56 د.إ."],
    ["the Latin percent sign", "ضريبة القيمة المضافة 5%"],
    ["a percent sign after a placeholder", "خصم {percent}%"],
  ])("finds %s in a message and in the seed content", (_, planted) => {
    expect(violations([...messageTexts, { where: "message", text: planted }])).toHaveLength(1);
    const page = { ...seedPages[0]!, contentAr: `${seedPages[0]!.contentAr}<p>${planted}</p>` };
    expect(violations(arabicStrings({ seedPages: [page] }, "seed"))).toHaveLength(1);
  });
});
