import { type Page, expect, test } from "@playwright/test";
import { adminSections } from "#core/access/admin-sections.ts";
import { type Lang, hydrated, langs, localePath } from "./helpers.ts";

/**
 * Issue 27 item 8: every admin page fits a phone. Every section with a page in the registry (so a new section is
 * checked without editing this file), plus the home page and a record page of plates, du numbers and users, at 412 px in both languages; the
 * document must never be wider than the screen (a wide table scrolls inside its own frame, filters wrap).
 * Signed in as the first super admin (every permission; playwright.config.ts). One context, one page reused.
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const withDetail = new Set(["/admin/plates", "/admin/du_numbers", "/admin/users"]);
const paths = ["/admin", ...adminSections.flatMap((s) => (s.path ? [s.path] : []))];

async function overflow(page: Page): Promise<{ doc: number; body: number; screen: number }> {
  return page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, screen: window.innerWidth }));
}

test("every admin section fits a 412 px phone in both languages", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

  const wide: string[] = [];
  async function check(lang: Lang, path: string) {
    const address = localePath(lang, path);
    const response = await page.goto(address, { waitUntil: "domcontentloaded" });
    expect(response?.status(), `status of ${address}`).toBe(200);
    await hydrated(page);
    const w = await overflow(page);
    if (w.doc > w.screen || w.body > w.screen) wide.push(`${address}: document ${w.doc}, body ${w.body}, screen ${w.screen}`);
  }
  for (const lang of langs) {
    for (const path of paths) {
      await check(lang, path);
      // A record page of the sections with the widest ones (a price history table, long forms): the list's first row.
      if (!withDetail.has(path)) continue;
      const href = await page.locator(`main table a[href*="${path}/"]`).first().getAttribute("href");
      expect(href, `a record link on ${path}`).toBeTruthy();
      await check(lang, href!.replace(/^\/en/, ""));
    }
  }
  expect(wide, "pages wider than a 412 px screen").toEqual([]);
  await context.close();
});
