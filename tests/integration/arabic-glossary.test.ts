import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allTexts } from "#core/i18n/index.ts";

// The glossary's "Never" column (docs/arabic-glossary.md) is the rule; this test only reads and applies it, to every
// Arabic message (plural forms included; e-mails and the PDF take their words from them) and the seed content.

const root = join(import.meta.dirname, "../..");
const glossary = readFileSync(join(root, "docs/arabic-glossary.md"), "utf8");

/** The forms of the table's last column, one per row and " / ". */
const never = glossary
  .split("\n")
  .filter((line) => line.startsWith("|") && !line.startsWith("|---") && !line.startsWith("| Concept"))
  .flatMap((line) => line.split("|").at(-2)!.split(" / ").map((form) => form.trim()))
  .filter((form) => form !== "");

const ARABIC = /[\u0600-\u06FF]/;
const seedDir = join(root, "server/modules/content/seed-data");
/** The seed content's lines that hold Arabic (its English and Arabic fields are separate lines). */
const seedLines = readdirSync(seedDir)
  .filter((name) => name.endsWith(".ts"))
  .flatMap((name) => readFileSync(join(seedDir, name), "utf8").split("\n").map((line, i) => ({ where: `${name}:${i + 1}`, text: line })))
  .filter((line) => ARABIC.test(line.text));
const messageLines = allTexts("ar").map((text) => ({ where: "message", text }));

describe("the Arabic glossary", () => {
  it("is read from docs/arabic-glossary.md", () => {
    expect(never).toContain("أرقام خاصة");
    expect(never).toContain("المدير العام");
    expect(never).toContain("د.إ.");
  });

  it.each([
    ["messages", messageLines],
    ["seed content", seedLines],
  ])("holds in the %s: no form the glossary rules out", (_, lines) => {
    const found = lines.flatMap(({ where, text }) => never.filter((form) => text.includes(form)).map((form) => `${where}: ${form}`));
    expect(found).toEqual([]);
  });

  it.each([
    ["messages", messageLines],
    ["seed content", seedLines],
  ])("writes the Arabic percent sign in the %s", (_, lines) => {
    expect(lines.filter(({ text }) => /[\d}]%/.test(text)).map(({ where, text }) => `${where}: ${text.slice(0, 80)}`)).toEqual([]);
  });
});
