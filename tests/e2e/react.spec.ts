import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { type Lang, hydrated, langs, localePath, open, signedInPage, text } from "./helpers.ts";

// The browser runs React DOM, the React the server renders with (issue 26, decision 0042). These tests cover
// what a different runtime in the browser touched: every page hydrates without a mismatch, the parts in Suspense
// boundaries go live after the rest, client navigation keeps the stylesheet and names an error page, and an
// upload shows its progress.

const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };

/** Console errors and uncaught errors of a page: a hydration mismatch is reported as one of them. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The not-found page answers 404, as it should; the browser logs that.
    if (/\/no-such-page\/at-all$/.test(page.url()) && message.text().includes("status of 404")) return;
    if (message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(message.text()))) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Loads a page, waits for it to be live and for every below-the-fold part of it to go live after it. */
async function loadLive(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await hydrated(page);
  // React DOM runs the page: hydrateRoot marks the document as its container.
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$"))), `React DOM hydrated ${path}`).toBe(true);
  const parts = await page.evaluate(() => [...document.querySelectorAll("[data-below-fold]")].map((e) => e.getAttribute("data-below-fold")!));
  for (const name of parts) {
    await expect.poll(() => page.evaluate((n) => performance.getEntriesByName(`below-fold:${n}`).length, name), { message: `${path}: ${name} goes live` }).toBe(1);
  }
  await page.waitForLoadState("networkidle");
}

async function firstOf(page: Page, api: string, field: "id" | "url"): Promise<string> {
  const body = (await (await page.request.get(api)).json()) as { data: Record<string, string | number>[] };
  return encodeURIComponent(String(body.data[0]![field]));
}

const publicPages = ["/", "/about", "/faq", "/privacy_policy", "/terms_and_conditions", "/blog", "/new", "/mobile_pages/about", "/plates", "/plates?digits=3&sort=price_asc", "/numbers", "/numbers/du?pattern=777", "/wishlist", "/sign_in", "/register", "/forgot_password", "/services", "/contact_us", "/branches", "/draw_plates", "/draw_numbers", "/sell_with_us", "/no-such-page/at-all"];

for (const lang of langs) {
  test(`every public page (${lang}) hydrates with React DOM, without a mismatch or a console error`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = problemsOf(page);
    const paths = [
      ...publicPages,
      `/blog/${await firstOf(page, "/api/blogs", "url")}`,
      `/new/${await firstOf(page, "/api/news", "url")}`,
      `/buy/plates/${await firstOf(page, "/api/plates", "id")}`,
      `/buy/numbers/${await firstOf(page, "/api/numbers", "id")}`,
    ];
    for (const path of paths) await loadLive(page, localePath(lang, path));
    expect(problems).toEqual([]);
  });
}

test("a member's pages hydrate without a mismatch or a console error", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);
  const problems = problemsOf(page);
  for (const lang of langs) {
    for (const path of ["/", "/plates", "/wishlist", "/profile", "/sell_with_us", "/admin"]) await loadLive(page, localePath(lang, path));
  }
  expect(problems).toEqual([]);
  await page.context().close();
});

test("the check sees a mismatch: a server text the browser does not render is reported", async ({ page }) => {
  const problems = problemsOf(page);
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)/, "$1Not what React renders ");
    await route.fulfill({ response, body: html, headers: { ...response.headers(), "content-encoding": "identity", "content-length": String(Buffer.byteLength(html)) } });
  });
  await page.goto("/about", { waitUntil: "load" });
  await expect.poll(() => problems.length).toBeGreaterThan(0);
});

for (const lang of langs) {
  test(`home (${lang}): the lower sections are the server's HTML, hydrated after the page and in place`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The heading link of the news section (the last), as the parser made it.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsed: Element | null }).parsed = document.querySelector('section[aria-labelledby="home-news"] h2 a');
      });
    });
    await open(page, localePath(lang, "/"));
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("below-fold:home-news").length)).toBe(1);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("below-fold:footer").length)).toBe(1);
    // After the rest of the page, not with it.
    const [page_, news, footer] = await page.evaluate(() => [
      performance.getEntriesByName("hydration")[0]!.startTime + performance.getEntriesByName("hydration")[0]!.duration,
      performance.getEntriesByName("below-fold:home-news")[0]!.startTime,
      performance.getEntriesByName("below-fold:footer")[0]!.startTime,
    ]);
    expect(news).toBeGreaterThanOrEqual(page_);
    expect(footer).toBeGreaterThanOrEqual(page_);
    // Hydrated where it was: the parser's link is the one on the page, and it now navigates within the page.
    expect(await page.evaluate(() => (window as unknown as { parsed: Element | null }).parsed?.isConnected)).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 2;
    });
    const section = page.locator('section[aria-labelledby="home-news"]');
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);
  });

  test(`client navigation (${lang}) keeps the stylesheet and names the error page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, localePath(lang, "/"));
    const styled = () =>
      page.evaluate(() => ({
        sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href),
        // The footer's colour comes from the stylesheet.
        footer: getComputedStyle(document.querySelector("footer")!).backgroundColor,
      }));
    const before = await styled();
    expect(before.sheets).toHaveLength(1);
    expect(before.footer).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const nav = page.getByRole("navigation", { name: text.mainNav[lang] });
    for (const key of ["about", "blog", "contactUs"] as const) {
      await nav.getByRole("link", { name: text[key][lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(lang, key === "contactUs" ? "/contact_us" : `/${key}`)}$`));
      expect(await styled()).toEqual(before);
    }
    // A client navigation to a page that is not there: the error page names the document.
    await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), localePath(lang, "/blog/no-such-post-at-all"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.blogNotFound[lang]);
    await expect(page).toHaveTitle(new RegExp(text.blogNotFound[lang]));
    expect(await page.evaluate(() => document.querySelectorAll("title").length)).toBe(1);
    expect(await page.evaluate(() => document.querySelector("title")!.parentElement!.tagName)).toBe("HEAD");
    expect(await styled()).toEqual(before);
    // All of it without a whole page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
}

test("an upload shows its progress as it goes up", async ({ browser, baseURL }) => {
  const lang: Lang = "en";
  const say = (key: string, values?: Record<string, string | number>) => translate(lang, key as MessageKey, values);
  const page = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);
  await open(page, localePath(lang, "/sell_with_us"));
  // A picture of noise compresses badly: about a megabyte, sent at 256 KB/s.
  const png = await sharp({ create: { width: 600, height: 500, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png().toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await page.getByLabel(say("ads.ownershipCard"), { exact: true }).setInputFiles({ name: "card.png", mimeType: "image/png", buffer: png });
  const progress = page.getByRole("progressbar", { name: say("upload.uploading") });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page.getByText(say("upload.ready", { name: "card.png" }))).toBeVisible({ timeout: 20_000 });
  await page.context().close();
});
