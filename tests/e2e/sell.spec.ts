import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { plateText } from "#core/catalog/labels.ts";
import { type MessageKey, translate, translatorFor } from "#core/i18n/index.ts";
import { hydrated, langs, localePath, signedInPage, fromOwnAddress } from "./helpers.ts";
import { latestMailTo, linkIn } from "./mail.ts";

// "Sell with us" in a real browser, in both languages: an owner submits a plate with its ownership card (sent as
// soon as it is chosen), staff approve it in the admin, the public listing shows it as offered by its owner,
// and the owner withdraws it from their Ads List. axe checks the owner's pages.

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${page.url()}`).toEqual([]);
}

for (const lang of langs) {
  test(`an owner's ad submitted, approved, listed and withdrawn (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const at = (path: string) => localePath(lang, path);
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
    const stamp = `${lang}${Date.now()}`;
    // A plate number of this run (Umm Al Quwain, code X): 5 digits no seeded plate is likely to have.
    const number = 10_000 + (Date.now() % 80_000) + (lang === "ar" ? 1 : 2);
    const owner = { name: lang === "ar" ? "مالك اللوحة" : "Plate Owner", email: `owner-${stamp}@example.com`, password: "Selling-Plate-2026" };

    const registered = await page.request.post("/api/auth/register", {
      data: { name: owner.name, email: owner.email, password: owner.password, password_confirmation: owner.password },
      headers: { "accept-language": lang, ...fromOwnAddress() },
    });
    expect(registered.status()).toBe(201);
    await page.goto(linkIn(await latestMailTo(owner.email), baseURL!));
    const seller = await signedInPage(browser, baseURL!, owner.email, owner.password);

    // The owner's ad, with the ownership card going up as soon as it is chosen.
    await seller.goto(at("/sell_with_us"));
    await hydrated(seller);
    await seller.getByLabel(say("plates.emirate"), { exact: true }).selectOption("UQ");
    await seller.getByLabel(say("plates.code"), { exact: true }).fill("X");
    await seller.getByLabel(say("plates.type"), { exact: true }).selectOption("private");
    await seller.getByLabel(say("plates.number"), { exact: true }).fill(String(number));
    await seller.getByLabel(say("ads.price"), { exact: true }).fill("80,000");
    await seller.getByLabel(say("ads.contactPhone"), { exact: true }).fill("0501234567");
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#1e3a8a" } }).png().toBuffer();
    await seller.getByLabel(say("ads.ownershipCard"), { exact: true }).setInputFiles({ name: "card.png", mimeType: "image/png", buffer: png });
    await expect(seller.getByText(say("upload.ready", { name: "card.png" }))).toBeVisible();
    await expectNoViolations(seller);
    await seller.getByRole("button", { name: say("ads.submit") }).click();
    await expect(seller.getByText(say("ads.submitted"))).toBeVisible();
    await expect(seller.getByText(say("ads.state.pending"))).toBeVisible();
    await expectNoViolations(seller);

    // Staff approve it in the admin.
    // The ads list shows the item as plain text, its code and number isolated (core/text/bidi.ts).
    const label = plateText({ emirate: "UQ", code: "X", number }, lang, translatorFor(lang));
    const admin = await signedInPage(browser, baseURL!, "admin@shop.test", "Admin-Pass-2026!");
    await admin.goto(at("/admin/ads?state=pending"));
    await hydrated(admin);
    await admin.getByRole("link", { name: label }).click();
    await hydrated(admin);
    await expect(admin.getByRole("img", { name: say("ads.photoAlt") })).toBeVisible();
    await admin.getByRole("button", { name: say("ads.approve") }).click();
    await expect(admin.getByText(say("ads.approved"))).toBeVisible();
    await admin.context().close();

    // Listed on the public site, marked as offered by its owner.
    await page.goto(at(`/plates?emirate=UQ&number=${number}`));
    const card = page.getByRole("article").filter({ hasText: String(number) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(say("plates.offeredByOwner"))).toHaveCount(1);

    // The owner withdraws it: off the listing.
    await seller.goto(at("/ads"));
    await hydrated(seller);
    await expect(seller.getByText(say("ads.state.approved"), { exact: true })).toBeVisible();
    await seller.getByRole("button", { name: say("ads.withdraw") }).click();
    await expect(seller.getByText(say("ads.withdrawn"))).toBeVisible();
    await expect(seller.getByText(say("ads.state.withdrawn"), { exact: true })).toBeVisible();
    await seller.context().close();
    await page.goto(at(`/plates?emirate=UQ&number=${number}`));
    await expect(page.getByRole("article").filter({ hasText: String(number) })).toHaveCount(0);
  });
}
