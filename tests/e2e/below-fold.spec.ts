import { expect, test } from "@playwright/test";
import { langs, localePath, open } from "./helpers.ts";

// Issue 15: below-the-fold sections do not cost hydration on arrival (decision 0033). The home page's lower
// sections stay the server's HTML until they come near the screen; then the browser hydrates them in place.

for (const lang of langs) {
  test(`home (${lang}): the lower sections are plain HTML on arrival, and live once near the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The heading link of the news section (the last), as the parser made it.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsed: Element | null }).parsed = document.querySelector('section[aria-labelledby="home-news"] h2 a');
      });
    });
    await open(page, localePath(lang, "/"));
    const section = page.locator('section[aria-labelledby="home-news"]');

    // The page is live, the section is not: nor is the footer.
    expect(await page.evaluate(() => performance.getEntriesByName("below-fold:home-news").length)).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByName("below-fold:footer").length)).toBe(0);
    // Its link is an ordinary link: following it loads a whole document (the marker does not survive).
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      document.querySelector<HTMLAnchorElement>('section[aria-labelledby="home-news"] h2 a')!.click();
    });
    await expect(page).toHaveURL(/\/new$/);
    await page.waitForLoadState("domcontentloaded");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

    // Back home, nothing below is live yet; the reader scrolls down and the section is hydrated where it is:
    // the parser's link is the one on the page, now navigating within it.
    await open(page, localePath(lang, "/"));
    expect(await page.evaluate(() => performance.getEntriesByName("below-fold:home-news").length)).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("below-fold:home-news").length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { parsed: Element | null }).parsed?.isConnected)).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 2;
    });
    await section.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });
}
