import { type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath } from "./helpers.ts";

// An error page names the request that failed (decision 0055): the id of the answer's X-Request-Id header, shown
// after hydration without a mismatch, and after a client-side navigation whose page data failed, the id of that
// failed request.

/** Console errors other than the failed answer itself, and hydration warnings. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("status of 404")) return;
    if (message.type() === "error" || (message.type() === "warning" && /hydrat/i.test(message.text()))) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

for (const lang of langs) {
  test(`a 404 page loaded whole (${lang}) shows its X-Request-Id after hydration, without a mismatch`, async ({ page }) => {
    const problems = problemsOf(page);
    const response = await page.goto(localePath(lang, "/no-such-page/at-all"), { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    const id = (await response!.headerValue("x-request-id"))!;
    await hydrated(page);
    const shown = page.locator("[data-request-id]");
    await expect(shown).toHaveText(id);
    await expect(page.getByText(translate(lang, "error.reference"))).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("a client-side navigation to a missing post shows the id of the failed page-data request", async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto("/en/blog", { waitUntil: "load" });
  await hydrated(page);
  const failed = page.waitForResponse((r) => r.url().includes(".data") && r.status() === 404);
  // React Router's own router navigates, as a click on one of its links does: no document is loaded.
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/en/blog/no-such-post"));
  const id = (await (await failed).headerValue("x-request-id"))!;
  expect(id).toBeTruthy();
  await expect(page.locator("[data-request-id]")).toHaveText(id);
  expect(problems).toEqual([]);
});
