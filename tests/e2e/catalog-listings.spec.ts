import { type Page, expect } from "@playwright/test";
import { DESKTOP, amountIn, catalogIn, clearWishlist, digitsOf, expectNoViolations, firstItemId, test, where } from "./catalog-fixtures.ts";
import { langs, open } from "./helpers.ts";

// The catalog's listings in a browser, once in Arabic and once in English: filtering, sorting and paginating the
// plate listing (with the browser's back and forward buttons), pattern and mask searches of numbers, the wishlist
// for visitors and members, sold items, and axe on the listings and the wishlist. (An item's own page:
// catalog-items.spec.ts.)

for (const lang of langs) {
  const { t, at, emirate, field, search, cards, pagination, soldBadge, cardTitle, expectResults } = catalogIn(lang);

  /**
   * Every card's heading and image name the emirate, and the prices go down from the first card to the last.
   * Call it once the listing is on screen (its result count or current page checked), not the page before it.
   */
  async function expectDubaiByPriceDesc(page: Page) {
    const list = cards(page);
    await expect(list.first()).toBeVisible();
    const headings = await list.getByRole("heading", { level: 3 }).allTextContents();
    const images = await list.getByRole("img").evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label") ?? ""));
    // A plate card's one paragraph is its price.
    const prices = (await list.getByRole("paragraph").allTextContents()).map(amountIn);
    expect(headings.length).toBeGreaterThan(1);
    expect(prices).toHaveLength(headings.length);
    for (const heading of headings) expect(heading).toContain(emirate("DU"));
    expect(images).toHaveLength(headings.length);
    for (const image of images) expect(image).toContain(emirate("DU"));
    expect(prices, "prices from high to low").toEqual(prices.toSorted((a, b) => b - a));
    return prices;
  }

  /** The query of the filtered listing: Dubai, five digits, dearest first. */
  const filtered = (url: URL) => url.pathname === at("/plates") && url.searchParams.get("emirate") === "DU" && url.searchParams.get("digits") === "5" && url.searchParams.get("sort") === "price_desc";

  test.describe(`catalog (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    test("filter and sort plates, paginate, and go back and forward", async ({ page }) => {
      await open(page, at("/plates"));
      await field(page, "filters.emirate").selectOption({ label: emirate("DU") });
      await field(page, "filters.digits").selectOption({ label: t("filters.digitsOption", { count: 5 }) });
      await field(page, "filters.sort").selectOption({ label: t("sort.price_desc") });
      await search(page).click();
      await expect(page).toHaveURL((url) => filtered(url) && !url.searchParams.has("page"));
      await expectResults(page, "plates", "?emirate=DU&digits=5");
      const firstPage = await expectDubaiByPriceDesc(page);
      // Every plate on the page has five digits (the plate's number is the last word of the heading).
      for (const heading of await cards(page).getByRole("heading", { level: 3 }).allTextContents()) expect(heading).toMatch(/\d{5}$/);

      // Page 2 keeps the filters, and its prices continue below page 1's.
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 1 }) })).toHaveAttribute("aria-current", "page");
      await pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true }).click();
      await expect(page).toHaveURL((url) => filtered(url) && url.searchParams.get("page") === "2");
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true })).toHaveAttribute("aria-current", "page");
      const secondPage = await expectDubaiByPriceDesc(page);
      expect(secondPage[0]).toBeLessThanOrEqual(firstPage.at(-1)!);
      await expect(field(page, "filters.emirate")).toHaveValue("DU");
      await expect(field(page, "filters.sort")).toHaveValue("price_desc");

      // Back to page 1 with the same filters (in the URL and in the form), then forward to page 2 again.
      await page.goBack();
      await expect(page).toHaveURL((url) => filtered(url) && !url.searchParams.has("page"));
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 1 }), exact: true })).toHaveAttribute("aria-current", "page");
      await expect(field(page, "filters.emirate")).toHaveValue("DU");
      await expect(field(page, "filters.digits")).toHaveValue("5");
      await expect(field(page, "filters.sort")).toHaveValue("price_desc");
      expect(await expectDubaiByPriceDesc(page)).toEqual(firstPage);
      await page.goForward();
      await expect(page).toHaveURL((url) => filtered(url) && url.searchParams.get("page") === "2");
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true })).toHaveAttribute("aria-current", "page");
      expect(await expectDubaiByPriceDesc(page)).toEqual(secondPage);
    });

    test("numbers: an operator's page, a contains search and a mask", async ({ page }) => {
      const du = t("catalog.numberLabel", { operator: t("catalog.operator.du"), number: "" }).trim();
      await open(page, at("/numbers/du"));
      await expect(page.getByRole("navigation", { name: t("filters.operator") }).getByRole("link", { name: t("catalog.operator.du") })).toHaveAttribute("aria-current", "page");
      const headings = cards(page).getByRole("heading", { level: 3 });
      await expect(headings.first()).toBeVisible();
      for (const heading of await headings.allTextContents()) expect(heading.startsWith(du), heading).toBe(true);
      const sample = digitsOf((await headings.allTextContents()).find((h) => /^05\d{8}$/.test(digitsOf(h)))!);

      // Contains 777: only du numbers with 777 in them.
      await field(page, "filters.mode").selectOption({ label: t("mode.contains") });
      await field(page, "filters.pattern").fill("777");
      await search(page).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/numbers/du") && url.searchParams.get("pattern") === "777");
      await expectResults(page, "numbers", "?operator=du&mode=contains&pattern=777");
      await expect(headings.first()).toBeVisible();
      for (const heading of await headings.allTextContents()) {
        expect(heading.startsWith(du), heading).toBe(true);
        expect(digitsOf(heading)).toContain("777");
      }

      // A mask from a number on the page (05x7777xxx shape): that number is found, and every result fits.
      const mask = `${sample.slice(0, 2)}x${sample.slice(3, 7)}xxx`;
      const fits = new RegExp(`^${mask.replaceAll("x", "\\d")}$`);
      await field(page, "filters.mode").selectOption({ label: t("mode.mask") });
      await field(page, "filters.pattern").fill(mask);
      await search(page).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("mode") === "mask" && url.searchParams.get("pattern") === mask);
      await expectResults(page, "numbers", `?operator=du&mode=mask&pattern=${mask}`);
      await expect(headings.filter({ hasText: sample.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1 $2 $3") })).toHaveCount(1);
      for (const heading of await headings.allTextContents()) expect(digitsOf(heading)).toMatch(fits);
    });

    test("a visitor's heart asks to sign in and comes back", async ({ page }) => {
      await open(page, at("/plates"));
      const card = cards(page).first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.addTo", { item: label }) }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/sign_in"));
      expect(where(page)).toBe(`${at("/sign_in")}?redirect=${encodeURIComponent(at("/plates"))}`);
    });

    test("a member adds a plate to the wishlist, sees it there and removes it", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      await open(page, at("/plates"));
      const card = cards(page).nth(1);
      const label = await cardTitle(card).innerText();
      const heart = card.getByRole("button");
      await expect(heart).toHaveAccessibleName(t("catalog.addTo", { item: label }));
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.addedToWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName(t("catalog.removeFrom", { item: label }));

      // The wishlist lists it; removing it there says so and takes it off the list.
      await open(page, at("/wishlist"));
      const saved = page.getByRole("region", { name: t("wishlist.plates") }).getByRole("article").filter({ has: page.getByRole("link", { name: t("catalog.viewItem", { item: label }), exact: true }) });
      await expect(saved).toHaveCount(1);
      await saved.getByRole("button", { name: t("catalog.removeFrom", { item: label }) }).click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.removedFromWishlist") })).toBeVisible();
      await expect(saved).toHaveCount(0);
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
      await open(page, at("/wishlist"));
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
    });

    test("a member removes a plate from its card in the listing", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      await open(page, at("/plates"));
      const card = cards(page).first();
      const label = await cardTitle(card).innerText();
      const heart = card.getByRole("button");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.addedToWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.removedFromWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(heart).toHaveAccessibleName(t("catalog.addTo", { item: label }));
      await open(page, at("/wishlist"));
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
    });

    test("a sold plate says so and offers no way to buy it", async ({ page }) => {
      // Walk the listing until a card carries the "Sold" badge (about one plate in twenty is sold).
      await open(page, at("/plates"));
      const sold = cards(page).filter({ has: soldBadge(page) });
      for (let n = 2; (await sold.count()) === 0; n++) {
        const next = pagination(page).getByRole("link", { name: t("pagination.page", { n }), exact: true });
        expect(await next.count(), "a sold plate within the listing's pages").toBe(1);
        await next.click();
        await expect(page).toHaveURL((url) => url.searchParams.get("page") === String(n));
        await expect(next).toHaveAttribute("aria-current", "page");
      }
      const card = sold.first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.viewItem", { item: label }) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await expect(page.getByRole("status").filter({ hasText: t("catalog.soldNotice") })).toBeVisible();
      await expect(page.getByRole("list", { name: t("catalog.patterns") }).first().getByRole("listitem").filter({ hasText: t("catalog.sold") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: t("catalog.whatsappBuy") })).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${t("catalog.call")} \\+?\\d`) })).toHaveCount(0);
    });
  });

  test.describe(`catalog axe (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    for (const listing of ["/plates", "/numbers", "/numbers/du"]) {
      test(`${listing} has no violations`, async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await open(page, at(listing));
        await expect(cards(page).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("/plates at 390 px has no violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, at("/plates"));
      await expectNoViolations(page);
    });

    test("the wishlist with one item has no violations", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      const id = await firstItemId(page, "plates");
      const added = await page.request.post("/api/fav", { data: { kind: "plate", id }, headers: { authorization: `Bearer ${account.token}` } });
      expect(added.status(), await added.text()).toBe(200);
      await open(page, at("/wishlist"));
      await expect(cards(page)).toHaveCount(1);
      await expectNoViolations(page);
    });
  });
}
