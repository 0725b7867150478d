import { expect, test } from "@playwright/test";
import { langs, localePath, open } from "./helpers.ts";

// Issue 15: below-the-fold sections do not cost hydration on arrival (decision 0033). The home page's lower
// sections stay the server's HTML until they come near the screen; then the browser renders them.

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

    // Hydrated, and the section is still the parser's: nothing in it was visited.
    expect(await page.evaluate(() => (window as unknown as { parsed: Element | null }).parsed?.isConnected)).toBe(true);
    // Its link is an ordinary link: following it loads a whole document (the marker does not survive).
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      document.querySelector<HTMLAnchorElement>('section[aria-labelledby="home-news"] h2 a')!.click();
    });
    await expect(page).toHaveURL(/\/new$/);
    await page.waitForLoadState("domcontentloaded");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();

    // Back home, the reader scrolls down: the section is rendered by the browser (the parser's link is gone,
    // replaced by the browser's own), and its link now navigates within the page.
    await open(page, localePath(lang, "/"));
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => (window as unknown as { parsed: Element | null }).parsed?.isConnected)).toBe(false);
    await expect(section.getByRole("heading", { level: 2 }).getByRole("link")).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 2;
    });
    await section.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });
}
