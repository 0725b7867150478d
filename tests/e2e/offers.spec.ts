import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { SUPER_ADMIN, hydrated, langs, localePath, signedInPage } from "./helpers.ts";
import { verifiedBuyer } from "./buyer.ts";

// Make an offer (issue 31 item 2, decision 0064) in a real browser, in both languages: staff open a plate to
// offers with a floor, a verified buyer offers (a bad amount first: its field error), staff counter from the
// offers inbox, the buyer accepts the counter and pays it through the sandbox gateway. axe on every page.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${page.url()}`).toEqual([]);
}

/** Plates nobody holds, newest first (each language's run takes its own). */
async function freePlates(page: Page): Promise<{ id: number; price: string }[]> {
  const res = await page.request.get("/api/plates?sort=newest");
  return ((await res.json()) as { data: { id: number; price: string; sold: boolean; reserved: boolean }[] }).data.filter((p) => !p.sold && !p.reserved);
}

const staffPage = (browser: Browser, baseURL: string) => signedInPage(browser, baseURL, SUPER_ADMIN.email, SUPER_ADMIN.password);

for (const lang of langs) {
  test(`an offer countered, accepted and paid (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const at = (path: string) => localePath(lang, path);
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
    const plates = await freePlates(page);
    const [plate, other] = lang === "ar" ? [plates[4]!, plates[5]!] : [plates[6]!, plates[7]!];
    await verifiedBuyer(page, baseURL!, lang, `offer-${lang}-${Date.now()}@example.com`, other.id);

    // Staff open the plate to offers, with a floor.
    const staff = await staffPage(browser, baseURL!);
    await staff.goto(at(`/admin/plates/${plate.id}`));
    await hydrated(staff);
    // The switch's input is visually hidden: a person clicks its label, as the banners spec does.
    await staff.locator("label", { has: staff.getByRole("switch", { name: say("offers.accepting") }) }).click();
    await expect(staff.getByRole("switch", { name: say("offers.accepting") })).toBeChecked();
    await staff.getByLabel(say("offers.floor")).fill("100");
    await staff.getByRole("button", { name: say("offers.saveTerms") }).click();
    await expect(staff.getByText(say("offers.termsSaved"))).toBeVisible();
    await expectNoViolations(staff);

    // The buyer offers from the item page: 0 first (its field error), then an amount.
    await page.goto(at(`/buy/plates/${plate.id}`));
    await hydrated(page);
    await page.getByRole("link", { name: say("offers.link") }).click();
    await expect(page).toHaveURL(new RegExp(`/offers/plate/${plate.id}$`));
    await hydrated(page);
    await expectNoViolations(page);
    await page.getByLabel(say("offers.amount")).fill("0");
    await page.getByRole("button", { name: say("offers.submit") }).click();
    await expect(page.getByText(say("offers.amountInvalid")).first()).toBeVisible();
    await page.getByLabel(say("offers.amount")).fill("150");
    await page.getByRole("button", { name: say("offers.submit") }).click();
    await expect(page.getByText(say("offers.made"))).toBeVisible();
    await expect(page.getByText(say("offers.state.pending"))).toBeVisible();

    // Staff counter from the offers inbox.
    await staff.goto(at("/admin/offers?state=pending"));
    await hydrated(staff);
    await expectNoViolations(staff);
    await staff.locator(`main table a[href*="/admin/offers/"]`).first().click();
    await hydrated(staff);
    await expectNoViolations(staff);
    await staff.getByLabel(say("offers.counterAmount")).fill("200");
    await staff.getByRole("button", { name: say("offers.counter"), exact: true }).click();
    await expect(staff.getByText(say("offers.done.countered"))).toBeVisible();
    await staff.context().close();

    // The buyer accepts the counter and pays it at the sandbox gateway.
    await page.goto(at(`/offers/plate/${plate.id}`));
    await hydrated(page);
    await expect(page.getByText(say("offers.state.countered"))).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: say("offers.acceptCounter") }).click();
    await expect(page).toHaveURL(/\/checkout\/\d+$/);
    await hydrated(page);
    const continueButton = page.getByRole("button", { name: say("checkout.continue") });
    if (await continueButton.count()) await continueButton.click();
    await page.getByRole("button", { name: new RegExp(say("checkout.payNow", { amount: ".+" })) }).click();
    await page.getByRole("button", { name: say("sandbox.approve") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("checkout.successTitle") })).toBeVisible();
    await expectNoViolations(page);
  });
}
