import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test as base } from "@playwright/test";
import { type Lang, firstPostPath, langs, localePath, open, text } from "./helpers.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const DESKTOP = { width: 1280, height: 720 };

/**
 * Runs axe on the page as it is now and fails with a readable list of the violations. The pages are checked
 * once parsed (DOMContentLoaded): axe reads the DOM and styles, fonts and images do not change its findings.
 */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * One browser page shared by the axe tests: axe only reads the page, and a new context per test would
 * cost more than the check itself. A failed test restarts the worker, and with it the page.
 */
const test = base.extend<{ desktop: void }, { shared: Page }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      // AxeBuilder needs a page of an explicit context.
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, viewport: DESKTOP });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // Every test starts at the desktop size, whatever the test before it did.
  desktop: [
    async ({ shared }, use) => {
      await shared.setViewportSize(DESKTOP);
      await use();
    },
    { auto: true },
  ],
});

const staticPages = ["/", "/about", "/faq", "/privacy_policy", "/terms_and_conditions", "/blog", "/new", "/mobile_pages/about", "/services", "/contact_us", "/branches", "/draw_plates"];

for (const lang of langs) {
  test.describe(`axe (${lang})`, () => {
    for (const path of staticPages) {
      test(`${path} has no violations`, async ({ shared: page }) => {
        const response = await page.goto(localePath(lang, path), { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        await expectNoViolations(page);
      });
    }

    for (const base of ["/blog", "/new"] as const) {
      test(`a ${base} detail page has no violations`, async ({ shared: page }) => {
        const post = await firstPostPath(page, lang, base);
        const response = await page.goto(post, { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("the 404 page has no violations", async ({ shared: page }) => {
      const response = await page.goto(localePath(lang, "/no-such-page-here"), { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(404);
      await expectNoViolations(page);
    });

    test("the open mobile menu at 390 px has no violations", async ({ shared: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, localePath(lang, "/"));
      await openMenu(page, lang);
      await expectNoViolations(page);
    });
  });
}

async function openMenu(page: Page, lang: Lang) {
  const button = page.getByRole("button", { name: text.menu[lang] });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: text.mainNav[lang] }).getByRole("link", { name: text.home[lang], exact: true })).toBeVisible();
}
