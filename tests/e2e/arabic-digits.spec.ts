import { type Locator, expect, test } from "@playwright/test";
import { plateText } from "#core/catalog/labels.ts";
import { translatorFor } from "#core/i18n/index.ts";
import { orderMail } from "#server/modules/checkout/receipt-mail.ts";
import type { Order } from "#server/modules/checkout/order-states.ts";
import { open } from "./helpers.ts";

// Issue 32: in Arabic, as Chromium lays them out, every number of a listing card, the fee table and a receipt
// e-mail shows its digits in their logical order (left to right on screen), and the currency stands left of the
// amount. Each screenshot is kept in the test's output folder (test-results/) and attached to its report.

/** Every number in the element's text (digits with their separators), and those whose digits are not left to right. */
async function digitOrder(root: Locator) {
  return root.evaluate((element) => {
    const checked: string[] = [];
    const flipped: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\d(?:[\d,.\-:/ \u00a0]*\d)?/g)) {
        const boxes: DOMRect[] = [];
        for (let i = match.index; i < match.index + match[0].length; i++) {
          if (!/\d/.test(text[i]!)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          boxes.push(range.getBoundingClientRect());
        }
        checked.push(match[0]);
        // Digits on one line must go left to right; a number broken over two lines is compared line by line.
        if (boxes.some((box, i) => i > 0 && Math.abs(box.top - boxes[i - 1]!.top) < 2 && box.left <= boxes[i - 1]!.left)) flipped.push(match[0]);
      }
    }
    return { checked, flipped };
  });
}

/** Whether the currency "د.إ" is drawn left of the amount it follows (Arabic reads the amount first, from the right). */
async function currencyLeftOfAmount(price: Locator) {
  return price.evaluate((element) => {
    const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const text = node.textContent!;
    const box = (start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    const at = text.indexOf("د.إ");
    return box(at, at + 3).right <= box(0, 1).left + 1;
  });
}

test.describe("Arabic digits in Chromium", () => {
  test("a listing card", async ({ page }, info) => {
    await open(page, "/plates?emirate=AZ&digits=5");
    const card = page.getByRole("main").getByRole("article").first();
    const { checked, flipped } = await digitOrder(card);
    expect(checked.length, "the card holds numbers").toBeGreaterThanOrEqual(2);
    expect(flipped).toEqual([]);
    const price = card.locator("bdi").filter({ hasText: /د\.إ$/ }).first();
    await expect(price).toHaveText(/^\d[\d,]*\.\d{2}\s?د\.إ$/);
    expect(await currencyLeftOfAmount(price), "the currency is left of the amount").toBe(true);
    await card.screenshot({ path: info.outputPath("listing-card-ar.png") });
    await info.attach("listing-card-ar.png", { path: info.outputPath("listing-card-ar.png"), contentType: "image/png" });
  });

  test("the fee table", async ({ page }, info) => {
    await open(page, "/plates?emirate=AZ&digits=5");
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/buy\/plates\/\d+$/);
    const table = page.getByRole("table").filter({ has: page.locator("caption") }).first();
    const { checked, flipped } = await digitOrder(table);
    expect(checked.length, "the table holds amounts").toBeGreaterThanOrEqual(4);
    expect(flipped).toEqual([]);
    for (const price of await table.locator("bdi").all()) expect(await currencyLeftOfAmount(price), await price.innerText()).toBe(true);
    await table.screenshot({ path: info.outputPath("fee-table-ar.png") });
    await info.attach("fee-table-ar.png", { path: info.outputPath("fee-table-ar.png"), contentType: "image/png" });
  });

  test("a receipt e-mail", async ({ page }, info) => {
    const order = { id: 4321, invoiceNumber: 123, price: 123456789n, discount: 100000n, adminFee: 50000n, vat: 2500n, transferFee: 0n, total: 123506789n } as unknown as Order;
    const item = plateText({ emirate: "AZ", code: "50", number: 12345 }, "ar", translatorFor("ar"));
    const mail = orderMail({ kind: "receipt", lang: "ar", name: "سالم", order, item, url: "https://shop.test/checkout/orders/4321" });
    await page.setContent(mail.html);
    const arabic = page.locator("div[lang=ar]");
    const { checked, flipped } = await digitOrder(arabic);
    expect(checked).toEqual(expect.arrayContaining(["50-12345", "1,234,567.89", "1,235,067.89"]));
    expect(flipped).toEqual([]);
    // The subject, as a mail client shows it on one line.
    await page.setContent(`<p dir="auto" style="font-size:16px">${mail.subject.replaceAll("<", "&lt;")}</p>`);
    expect((await digitOrder(page.locator("p"))).flipped).toEqual([]);
    await page.setContent(mail.html);
    await arabic.screenshot({ path: info.outputPath("receipt-mail-ar.png") });
    await info.attach("receipt-mail-ar.png", { path: info.outputPath("receipt-mail-ar.png"), contentType: "image/png" });
  });
});
