import { type Browser, type Page, expect, test } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { pdfText } from "../helpers/pdf.ts";
import { verifiedBuyer } from "./buyer.ts";
import { SUPER_ADMIN, expectNoAxeViolations, hydrated, langs, localePath, signedInPage } from "./helpers.ts";

// Bundles in a real browser, in both languages (issue 31, decision 0070): staff reprice a plate twice (its buy
// page's price chart shows both changes), make a bundle of it and a number in the Bundles section (a refused
// price first: its field error), the bundle shows on both items' pages, a buyer buys it through the sandbox
// gateway, both items are sold and the Congrats page and the invoice name both. axe on every page.

type Item = { id: number; emirate: string; code: string; number: number | string; sold: boolean; reserved: boolean };
async function free(page: Page, url: string): Promise<Item[]> {
  return ((await (await page.request.get(url)).json()) as { data: Item[] }).data.filter((i) => !i.sold && !i.reserved);
}

const staffPage = (browser: Browser, baseURL: string) => signedInPage(browser, baseURL, SUPER_ADMIN.email, SUPER_ADMIN.password);

for (const lang of langs) {
  test(`a bundle made by staff, bought, and both its items sold (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const at = (path: string) => localePath(lang, path);
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
    // Each language's run takes items of its own, away from the offers and checkout specs' first plates.
    const plates = await free(page, "/api/plates?sort=price_desc");
    const numbers = await free(page, "/api/numbers?operator=du&sort=price_desc");
    const [plate, other] = lang === "ar" ? [plates[10]!, plates[11]!] : [plates[12]!, plates[13]!];
    const number = lang === "ar" ? numbers[10]! : numbers[11]!;
    await verifiedBuyer(page, baseURL!, lang, `bundle-${lang}-${Date.now()}@example.com`, other.id);

    // Staff reprice the plate twice.
    const staff = await staffPage(browser, baseURL!);
    for (const price of ["91000", "92500.50"]) {
      await staff.goto(at(`/admin/plates/${plate.id}`));
      await hydrated(staff);
      await staff.getByLabel(say("plates.price")).fill(price);
      await staff.getByRole("button", { name: say("plates.save") }).click();
      await expect(staff.getByText(say("items.edited"))).toBeVisible();
    }

    // A bundle in the section: a price of 0 is refused next to its field, then the bundle is made.
    await staff.goto(at("/admin/bundles"));
    await hydrated(staff);
    await expectNoAxeViolations(staff);
    const form = staff.locator("#new-bundle-form");
    await form.getByLabel(say("plates.emirate")).selectOption(plate.emirate);
    await form.getByLabel(say("plates.code")).fill(plate.code);
    await form.getByLabel(say("bundles.admin.plateNumber")).fill(String(plate.number));
    await form.getByLabel(say("bundles.admin.number")).fill(String(number.number));
    await form.getByLabel(say("bundles.admin.price")).fill("0");
    await form.getByRole("button", { name: say("bundles.admin.create") }).click();
    await expect(staff.getByText(say("plates.priceInvalid")).first()).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.locator("#new-bundle-form").getByLabel(say("bundles.admin.price")).fill("150000");
    await staff.locator("#new-bundle-form").getByRole("button", { name: say("bundles.admin.create") }).click();
    await expect(staff.getByText(say("bundles.admin.created"))).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/bundles\/\d+\?done=bundleCreated$/);
    const bundleId = Number(/\/admin\/bundles\/(\d+)/.exec(staff.url())![1]);
    await expectNoAxeViolations(staff);
    await staff.context().close();

    // The number's page offers the bundle; the plate's shows its two price changes.
    await page.goto(at(`/buy/numbers/${number.id}`));
    await expect(page.locator(`[data-bundle="${bundleId}"]`)).toBeVisible();
    await page.goto(at(`/buy/plates/${plate.id}`));
    await hydrated(page);
    await page.getByText(say("market.showTable")).click();
    await expect(page.getByRole("cell", { name: say("market.event.price"), exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The buyer buys the bundle: both items held, paid at the sandbox gateway.
    await page.locator(`[data-bundle="${bundleId}"]`).getByRole("button", { name: say("bundles.buy") }).click();
    await expect(page).toHaveURL(/\/checkout\/\d+$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: say("bundles.checkoutItems") })).toBeVisible();
    await expect(page.locator("[data-bundle-items] li")).toHaveCount(2);
    await expect(page.locator("[data-bundle-items]")).toContainText(String(number.number));
    for (const [kind, id] of [["plates", plate.id], ["numbers", number.id]] as const) {
      expect(((await (await page.request.get(`/api/${kind}/${id}`)).json()) as { data: Item }).data.reserved, `${kind} held`).toBe(true);
    }
    await expectNoAxeViolations(page);
    const continueButton = page.getByRole("button", { name: say("checkout.continue") });
    if (await continueButton.count()) await continueButton.click();
    await page.getByRole("button", { name: new RegExp(say("checkout.payNow", { amount: ".+" })) }).click();
    await page.getByRole("button", { name: say("sandbox.approve") }).click();
    await expect(page.getByRole("heading", { level: 1, name: say("checkout.successTitle") })).toBeVisible();
    await expect(page.locator("[data-bundle-items] li")).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Both items sold, off the listings; the invoice lists both.
    for (const [kind, id] of [["plates", plate.id], ["numbers", number.id]] as const) {
      expect(((await (await page.request.get(`/api/${kind}/${id}`)).json()) as { data: Item }).data.sold, `${kind} sold`).toBe(true);
    }
    const orderId = Number(new URL(page.url()).searchParams.get("order"));
    const invoice = await page.request.get(`/api/orders/${orderId}/invoice?lang=en`);
    expect(invoice.status()).toBe(200);
    const english = pdfText(Buffer.from(await invoice.body())).replace(/\s+/g, " ");
    expect(english).toContain(`${plate.code} ${plate.number}`);
    expect(english).toContain(String(number.number));
  });
}
