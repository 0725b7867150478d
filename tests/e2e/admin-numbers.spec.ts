import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * The du/Etisalat Numbers admin section (issue 27) end to end. So far: axe on its list and record pages in both
 * languages. Signed in as the first super admin (playwright.config.ts); one context for the file.
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

test("the numbers list and a number's page are axe clean in both languages", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  for (const lang of langs) {
    const list = localePath(lang, "/admin/du_numbers");
    expect((await page.goto(list, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expectNoViolations(page);
    const href = await page.locator('main table a[href*="/admin/du_numbers/"]').first().getAttribute("href");
    expect(href, "a number's link on the list").toBeTruthy();
    expect((await page.goto(href!, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expectNoViolations(page);
  }
  await context.close();
});
