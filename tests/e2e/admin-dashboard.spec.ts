import { expect, test } from "@playwright/test";
import { SUPER_ADMIN, expectNoAxeViolations, hydrated, langs, localePath, signedInPage } from "./helpers.ts";

/**
 * The Dashboard (issue 28, decision 0057) in Chromium, in both languages: it opens with its figures and charts,
 * every chart's table opens, the bars run in the page's reading direction, axe finds nothing (tables open), and
 * the page fits a 412 px phone. Signed in as the first super admin (playwright.config.ts).
 */
test("the dashboard shows its figures and charts with their tables, axe clean, on a 412 px phone, in both languages", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await page.setViewportSize({ width: 412, height: 823 });
  for (const lang of langs) {
    expect((await page.goto(localePath(lang, "/admin/dashboard"), { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("h1")).toHaveText(lang === "ar" ? "لوحة المعلومات" : "Dashboard");
    await expect(page.locator("[data-takings]")).toHaveCount(4);
    await expect(page.locator("[data-figure=stock-plate]")).toBeVisible();
    // The super admin reads transactions: sales per day, revenue by category, stock by emirate and operator, prices.
    const charts = page.locator("figure[data-chart]");
    await expect(charts).toHaveCount(5);
    for (const chart of await charts.all()) {
      await expect(chart.locator('svg[role="img"]')).toBeVisible();
      const box = await chart.locator("svg").boundingBox();
      expect(box!.height, "a chart has its height before anything loads").toBeGreaterThan(100);
      await chart.locator("summary").click();
      await expect(chart.locator("table")).toBeVisible();
    }
    // The first day's bar at the reading start: the right in Arabic, the left in English.
    const bars = charts.first().locator("[data-bars] rect");
    const first = (await bars.first().boundingBox())!;
    const last = (await bars.last().boundingBox())!;
    if (lang === "ar") expect(first.x).toBeGreaterThan(last.x);
    else expect(first.x).toBeLessThan(last.x);
    await expectNoAxeViolations(page);
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
    expect(widths.doc, "the document fits 412 px").toBeLessThanOrEqual(412);
    expect(widths.body, "the body fits 412 px").toBeLessThanOrEqual(412);
  }
  await page.context().close();
});
