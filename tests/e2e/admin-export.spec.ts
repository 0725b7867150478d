import AxeBuilder from "@axe-core/playwright";
import ExcelJS from "exceljs";
import { type Page, expect, test } from "@playwright/test";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * The Export section (issue 28, decision 0059) end to end, in both languages: a filtered du numbers list's
 * "Export" link opens the Export page with the list's filters, its XLSX download reopened with exceljs has
 * exactly the rows the list shows, headers in the page's language; the list and Export pages are axe clean.
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const HEADER_ID = { ar: "المعرّف", en: "ID" } as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

test("an export of a filtered list has the list's rows, in both languages, and its pages are axe clean", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  for (const lang of langs) {
    const filter = "hot=yes&sold=no&sort=price";
    const list = `${localePath(lang, "/admin/du_numbers")}?${filter}`;
    // Every id the list shows with the filter, page after page.
    const listed = new Set<string>();
    for (let n = 1; ; n++) {
      const html = await (await page.request.get(`${list}&page=${n}`)).text();
      const before = listed.size;
      for (const m of html.matchAll(/href="(?:\/en)?\/admin\/du_numbers\/(\d+)"/g)) listed.add(m[1]!);
      if (listed.size === before) break;
    }
    expect(listed.size).toBeGreaterThan(0);

    expect((await page.goto(list, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expectNoViolations(page);
    await page.locator("main").getByRole("link", { name: lang === "en" ? "Export" : "تصدير", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/export\?/);
    expect(new URL(page.url()).searchParams.get("hot")).toBe("yes");
    await hydrated(page);
    await expectNoViolations(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.locator('a[href*="/admin/export/file"][href*="format=xlsx"]').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0]![0]).toBe(HEADER_ID[lang]);
    expect(rows.slice(1).map((r) => String(r[0])).sort()).toEqual([...listed].sort());
    // Numbers stay text with their leading zero.
    expect(rows.slice(1).every((r) => typeof r[1] === "string" && r[1].startsWith("05"))).toBe(true);
  }
  await context.close();
});
