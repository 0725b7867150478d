import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * The staff Auctions section (issue 30, decision 0068) end to end in Chromium, in both languages: a field
 * error beside its field, an auction scheduled from the form and visible on /api/auctions, then cancelled with
 * a reason; axe clean on each page. Signed in as the first super admin (playwright.config.ts).
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The page is no wider than the 412 px phone it is shown on (nothing scrolls sideways but the tables' own frames). */
async function fitsPhone(page: Page) {
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(width, `width of ${page.url()}`).toBeLessThanOrEqual(412);
}

type ApiAuction = { id: number; title: string; cancelled: boolean };

test("on a 412 px phone, staff schedule an auction, see it on /api/auctions and cancel it with a reason; a field error sits beside its field", async ({ browser, baseURL }) => {
  // A 412 px phone: staff schedule and cancel from one too.
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

  for (const lang of langs) {
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) => translate(lang, key, vars);
    const numbers = (await (await page.request.get("/api/numbers?operator=du")).json()) as { data: { number: string }[] };
    const number = numbers.data[0]!.number;
    const title = `E2E auction ${lang} ${Date.now()}`;
    const titleAr = `مزاد تجريبي ${Date.now()}`;

    expect((await page.goto(localePath(lang, "/admin/auctions/new"), { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expectNoViolations(page);
    await fitsPhone(page);

    await page.locator('[name="title_en"]').fill(title);
    await page.locator('[name="title_ar"]').fill(titleAr);
    await page.locator('[name="starts_at"]').fill("2027-02-01T20:00");
    await page.locator('[name="ends_at"]').fill("2027-02-01T19:00");
    await page.locator('[name="lots[0].item"]').fill(number);
    await page.locator('[name="lots[0].starting_price"]').fill("25000");
    await page.getByRole("button", { name: t("auctionsAdmin.schedule") }).click();

    // The end before the start: said beside the end's field, which points to it and takes the focus.
    const ends = page.locator('[name="ends_at"]');
    await expect(ends).toHaveAttribute("aria-invalid", "true");
    const errorId = (await ends.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))!;
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(t("auctionsAdmin.endBeforeStart"));
    await expectNoViolations(page);

    await ends.fill("2027-02-01T22:00");
    await page.getByRole("button", { name: t("auctionsAdmin.schedule") }).click();
    await expect(page).toHaveURL(/\/admin\/auctions\/\d+\?done=auctionScheduled$/);
    await expect(page.getByText(t("auctionsAdmin.scheduled"))).toBeVisible();
    await hydrated(page);
    await expectNoViolations(page);
    await fitsPhone(page);
    const id = Number(/\/admin\/auctions\/(\d+)/.exec(page.url())![1]);

    const listed = (await (await page.request.get("/api/auctions", { headers: { "accept-language": "en" } })).json()) as { data: ApiAuction[] };
    expect(listed.data.find((a) => a.id === id)).toMatchObject({ title, cancelled: false });

    const reason = lang === "ar" ? "سحب المالك اللوحة" : "The owner withdrew the number";
    await page.getByLabel(t("auctionsAdmin.cancelReason")).fill(reason);
    await page.getByRole("button", { name: t("auctionsAdmin.cancel") }).click();
    await expect(page).toHaveURL(/\?done=auctionCancelled$/);
    await expect(page.getByText(t("auctionsAdmin.reasonShown", { reason }))).toBeVisible();
    await hydrated(page);
    await expectNoViolations(page);
    const after = (await (await page.request.get("/api/auctions")).json()) as { data: ApiAuction[] };
    expect(after.data.find((a) => a.id === id)).toMatchObject({ cancelled: true });

    expect((await page.goto(localePath(lang, "/admin/auctions"), { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("link", { name: lang === "ar" ? titleAr : title })).toBeVisible();
    await expectNoViolations(page);
  }
  await context.close();
});
