import fs from "node:fs/promises";
import { expect } from "@playwright/test";
import { DESKTOP, PNG_SIGNATURE, amountIn, catalogIn, expectNoViolations, firstItemId, test } from "./catalog-fixtures.ts";
import { langs, open } from "./helpers.ts";

// An item's own page in a browser, once in Arabic and once in English: a plate's page from its card (its image,
// fees and ways to buy) with its PNG download and a browser that cannot make one, digit direction in Arabic for
// plates and numbers, and axe on both kinds of page. (The listings and the wishlist: catalog-listings.spec.ts.)

for (const lang of langs) {
  const { t, at, cards, soldBadge, cardTitle } = catalogIn(lang);

  test.describe(`catalog (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    test("a plate's page from its card: the image, the fees, the ways to buy, and the PNG download", async ({ page }) => {
      await open(page, at("/plates"));
      const card = cards(page).filter({ hasNot: soldBadge(page) }).first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.viewItem", { item: label }) }).click();
      await expect(page).toHaveURL((url) => /\/buy\/plates\/\d+$/.test(url.pathname) && url.pathname.startsWith(at("/buy/plates/")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await expect(page.getByRole("main").getByRole("img", { name: label, exact: true }).first()).toBeVisible();
      const fees = page.getByRole("table", { name: t("fees.title") });
      await expect(fees).toBeVisible();
      for (const key of ["fees.price", "fees.adminFee", "fees.vat", "fees.transferFee"] as const) await expect(fees.getByRole("rowheader", { name: t(key) })).toBeVisible();
      const total = fees.getByRole("row", { name: new RegExp(t("fees.total")) });
      await expect(total).toBeVisible();
      expect(amountIn(await total.innerText())).toBeGreaterThan(amountIn(await fees.getByRole("row", { name: new RegExp(t("fees.price")) }).innerText()));
      await expect(page.getByRole("main").getByRole("link", { name: t("catalog.whatsappBuy") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${t("catalog.call")} \\+?\\d`) })).toBeVisible();

      // The download is a real PNG file.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("catalog.download") }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      const file = await fs.readFile(await download.path());
      expect(file.subarray(0, 8).equals(PNG_SIGNATURE), "the file starts with the PNG signature").toBe(true);
      await expect(page.getByRole("alert").filter({ hasText: t("catalog.downloadUnsupported") })).toHaveCount(0);
    });

    test("a browser that cannot make a PNG is told so", async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(HTMLCanvasElement.prototype, "toBlob");
      });
      await open(page, at(`/buy/plates/${await firstItemId(page, "plates")}`));
      await page.getByRole("button", { name: t("catalog.download") }).click();
      await expect(page.getByRole("alert").filter({ hasText: t("catalog.downloadUnsupported") })).toBeVisible();
    });

    test("digits keep their order: the plate's number, the title and the prices are isolated left to right", async ({ page }) => {
      // An Abu Dhabi plate: its code is digits too, where Arabic text would otherwise swap code and number.
      const id = await firstItemId(page, "plates", "?emirate=AZ&digits=5");
      await open(page, at(`/buy/plates/${id}`));
      const title = page.getByRole("heading", { level: 1 });
      // The page's own plate comes first (a similar plate may have the same code and number, in another type).
      const plate = page.getByRole("img", { name: await title.innerText(), exact: true }).first();
      const number = plate.locator("text").filter({ hasText: /^\d{5}$/ });
      await expect(number).toHaveCount(1);
      // Left to right whatever the page's direction (set once on the drawing and inherited by its texts).
      await expect(number).toHaveCSS("direction", "ltr");
      const digits = (await number.textContent())!;
      await expect(title.locator("bdi[dir=ltr]")).toHaveText(new RegExp(`\\b${digits}$`));
      const cells = page.getByRole("table", { name: t("fees.title") }).getByRole("cell");
      expect(await cells.count()).toBeGreaterThanOrEqual(4);
      // A price's <bdi> takes its direction from its text (issue 32): the amount and the currency read in the page's order.
      for (const cell of await cells.all()) await expect(cell.locator("bdi")).toHaveText(/\d[\d,]*\.\d{2}/);
      const similar = page.getByRole("region", { name: t("catalog.similar") }).getByRole("article").first();
      await expect(similar.locator("bdi").last()).toHaveText(/\d[\d,]*\.\d{2}/);
    });

    test("a number's title keeps its digit groups in order", async ({ member: page }) => {
      const id = await firstItemId(page, "numbers");
      await open(page, at(`/buy/numbers/${id}`));
      const title = page.getByRole("heading", { level: 1 });
      await expect(title.locator("bdi[dir=ltr]")).toHaveText(/^05\d \d{3} \d{4}$/);
      // The isolated number is laid out left to right: its first group is left of its last.
      const order = await title.locator("bdi[dir=ltr]").evaluate((bdi) => {
        const range = document.createRange();
        const text = bdi.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, 3);
        const first = range.getBoundingClientRect().left;
        range.setStart(text, text.textContent!.length - 4);
        range.setEnd(text, text.textContent!.length);
        return first < range.getBoundingClientRect().left;
      });
      expect(order, "the first digit group is left of the last").toBe(true);
    });
  });

  test.describe(`catalog axe (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    test("a plate's page has no violations", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, at(`/buy/plates/${await firstItemId(page, "plates")}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test("a number's page (signed in) has no violations", async ({ member: page }) => {
      await open(page, at(`/buy/numbers/${await firstItemId(page, "numbers")}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
