import { expect, test } from "@playwright/test";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * The CSP is strict (nonces, no eval, no inline styles). A violation means something on the page silently
 * does not work, and Lighthouse counts it against best practices; so each kind of page is loaded, hydrated
 * and left to settle, and any violation or console error fails the test.
 */
const pages = ["/", "/about", "/blog", "/plates", "/numbers", "/plates?digits=3&sort=price_asc", "/numbers/du?pattern=777", "/sign_in", "/register", "/wishlist"];

for (const lang of langs) {
  test(`no CSP violation or console error on the main pages (${lang})`, async ({ page }) => {
    const problems: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP ${e.violatedDirective} blocked ${e.blockedURI} in ${e.sourceFile}`));
    });
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    const plate = (await (await page.request.get("/api/plates")).json()) as { data: { id: number }[] };
    for (const path of [...pages, `/buy/plates/${plate.data[0]!.id}`]) {
      await page.goto(localePath(lang, path), { waitUntil: "load" });
      await hydrated(page);
      // Lazy work after hydration (favourites, effects) gets a moment to run.
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
}
