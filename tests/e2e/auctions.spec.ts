import { type Browser, type Page, expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { type MessageKey, type MessageVars, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { auctionLots, auctions } from "#server/db/schema.ts";
import { auctionInput, freeItemsIn, staff } from "#tests/helpers/auctions.ts";
import { createUser } from "#tests/helpers/users.ts";
import type { TestApp } from "#tests/helpers/test-app.ts";
import { type OwnSite, startSiteWith } from "./own-site.ts";
import { expectNoAxeViolations, hydrated, langs, localePath, signedInPage } from "./helpers.ts";

// Issue 30's auction end to end, in Chromium, in both languages (decision 0069): an auction scheduled through
// the service, two buyers pay their deposits at the sandbox gateway from the lot page, bid against each other
// (one with a proxy maximum), one is outbid live on the other's screen (no reload), a bid in the last window
// extends the clock (shown on both pages), the closing job (the server's worker) decides the lot, the winner
// pays their checkout at the sandbox and gets the tax invoice's link, and the loser's deposit is refunded (their
// profile says so). axe on /auctions, the lot page and the deposit pages.

const aed = (n: number) => BigInt(n) * 100n;
let site: OwnSite;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSiteWith(Number(process.env.E2E_PORT ?? 4173) + 2);
});
test.afterAll(async () => site?.close());

/** A verified buyer with their buyer's verification on file (what paying a checkout needs), signed in in a browser of their own. */
async function buyerPage(browser: Browser): Promise<Page> {
  const user = await createUser({ services: site.services, database: { db: site.db } } as unknown as TestApp, { verified: true, buyerVerified: true });
  return signedInPage(browser, site.base, user.email, user.password);
}

/** The buyer pays the deposit by card on the lot page, approves at the sandbox, and comes back to the lot. */
async function payDeposit(page: Page, lang: "ar" | "en", say: (key: MessageKey, vars?: MessageVars) => string) {
  await expect(page.getByText(say("auctionPage.depositBody", { amount: formatAed(aed(5_000), lang) }))).toBeVisible();
  await page.getByRole("button", { name: say("auctionPage.payCard") }).click();
  await page.getByRole("button", { name: say("sandbox.approve") }).click();
  await expect(page.getByText(say("auctionPage.depositPaidBody"))).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: say("auctionPage.backToAuction") }).click();
  await expect(page.getByRole("button", { name: say("auctionPage.submit"), exact: true })).toBeVisible();
  await hydrated(page);
}

async function bid(page: Page, say: (key: MessageKey) => string, amount: string, max?: string) {
  await page.getByLabel(say("auctionPage.amount")).fill(amount);
  if (max) await page.getByLabel(say("auctionPage.max")).fill(max);
  await page.getByRole("button", { name: say("auctionPage.submit"), exact: true }).click();
  await expect(page.getByText(say("auctionPage.accepted"))).toBeVisible();
}

/** The price the lot page shows (its first isolated amount). */
const priceOf = (page: Page) => page.locator("main dl bdi").first();

for (const lang of langs) {
  test(`two buyers bid live; the clock extends; the winner pays and the loser is refunded (${lang})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const say = (key: MessageKey, vars?: MessageVars) => translate(lang, key, vars);
    const at = (path: string) => site.base + localePath(lang, path);
    const [plateId] = await freeItemsIn(site.db, "plate", 1);
    const now = Date.now();
    const auction = await site.services.auctions.auctions.schedule(
      staff,
      auctionInput(new Date(now - 5_000), new Date(now + 600_000), [{ kind: "plate", itemId: plateId!, startingPrice: aed(10_000), reserve: null }], { windowSeconds: 30, extensionSeconds: 30, titleEn: `Rare plates ${lang}`, titleAr: `لوحات نادرة ${lang}` }),
    );
    const lotId = (await site.services.auctions.auctions.get(auction.id))!.lots[0]!.id;

    const listing = await (await browser.newContext()).newPage();
    await listing.goto(at("/auctions"));
    await hydrated(listing);
    await expect(listing.locator(`a[href="${localePath(lang, `/auctions/lots/${lotId}`)}"]`)).toBeVisible();
    await expectNoAxeViolations(listing);
    await listing.context().close();

    // Two buyers pay their deposits at the sandbox gateway from the lot page.
    const alice = await buyerPage(browser);
    const bob = await buyerPage(browser);
    for (const page of [alice, bob]) {
      await page.goto(at(`/auctions/lots/${lotId}`));
      await hydrated(page);
      await expectNoAxeViolations(page);
      await payDeposit(page, lang, say);
    }

    // Bob bids with a proxy maximum; Alice's page, never reloaded, shows his bid.
    await alice.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await bob.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await bid(bob, say, "10000", "13000");
    await expect(priceOf(alice)).toHaveText(formatAed(aed(10_000), lang));
    // Alice bids; Bob's maximum answers at once; she bids past it, and Bob, on his page, is outbid live.
    await bid(alice, say, "11000");
    await expect(priceOf(alice)).toHaveText(formatAed(aed(12_000), lang));
    await expect(alice.getByText(say("auctionPage.outbid"))).toBeVisible();
    await expect(bob.getByText(say("auctionPage.leading"))).toBeVisible();
    await bid(alice, say, "13000");
    await expect(bob.getByText(say("auctionPage.outbid"))).toBeVisible();
    await expect(priceOf(bob)).toHaveText(formatAed(aed(13_000), lang));
    await expect(bob.getByText(say("auctions.bidder", { number: 2 })).first()).toBeVisible();
    await expectNoAxeViolations(bob);

    // The lot is set to end soon (staff's schedule, through the service's tables); a bid in the last 30 seconds
    // moves the end to 30 seconds after it, for everyone, and both pages show it.
    const soon = new Date(Date.now() + 20_000);
    await site.db.update(auctions).set({ endsAt: soon }).where(eq(auctions.id, auction.id));
    await site.db.update(auctionLots).set({ endsAt: soon }).where(eq(auctionLots.id, lotId));
    await expect(bob.getByRole("timer")).toHaveText(/^00:00:[0-2]\d$/, { timeout: 15_000 });
    await bid(bob, say, "14000");
    await expect(bob.getByText(say("auctionPage.extended"))).toBeVisible();
    await expect(alice.getByText(say("auctionPage.extended"))).toBeVisible();
    await expect(alice.getByText(say("auctionPage.outbid"))).toBeVisible();
    const endsAt = (await site.db.select({ endsAt: auctionLots.endsAt }).from(auctionLots).where(eq(auctionLots.id, lotId)))[0]!.endsAt;
    expect(endsAt.getTime()).toBeGreaterThan(soon.getTime());
    for (const page of [alice, bob]) expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // The end passes; the server's closing job decides the lot, and both pages learn it without a reload.
    await expect(bob.getByText(say("auctionPage.won"))).toBeVisible({ timeout: 60_000 });
    await expect(alice.getByText(say("auctionPage.lost"))).toBeVisible({ timeout: 15_000 });

    // The winner pays the checkout at the winning price at the sandbox, and gets the tax invoice.
    await bob.getByRole("link", { name: say("auctionPage.payWin") }).click();
    await expect(bob).toHaveURL(/\/checkout\/\d+$/);
    await hydrated(bob);
    const continueButton = bob.getByRole("button", { name: say("checkout.continue") });
    if (await continueButton.count()) await continueButton.click();
    await bob.getByRole("button", { name: new RegExp(say("checkout.payNow", { amount: ".+" })) }).click();
    await bob.getByRole("button", { name: say("sandbox.approve") }).click();
    await expect(bob.getByRole("heading", { level: 1, name: say("checkout.successTitle") })).toBeVisible();
    await expect(async () => {
      await bob.reload();
      await expect(bob.getByRole("link", { name: say("invoice.download") })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    // The loser's deposit is refunded by the refund job; their profile says so.
    await expect(async () => {
      await alice.goto(at("/profile"));
      await expect(alice.locator("#auctions").getByText(say("auctionPage.depositState.refunded"), { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(alice.locator("#auctions").getByText(say("auctionPage.lost"))).toBeVisible();
    await hydrated(alice);
    await expectNoAxeViolations(alice);
    await alice.context().close();
    await bob.context().close();
  });
}
