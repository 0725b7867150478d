import bidiModule from "bidi-js";
import { describe, expect, it } from "vitest";
import { numberLabel, numberText, plateLabel, plateText } from "#core/catalog/labels.ts";
import { type Lang, translate, translatorFor } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated, labelled, withAddress, withoutIsolates } from "#core/text/bidi.ts";
import { visualRuns } from "#server/lib/pdf/bidi-runs.ts";
import { alertMail } from "#server/modules/alerts/alert-mail.ts";
import type { Order } from "#server/modules/checkout/order-states.ts";
import { orderMail } from "#server/modules/checkout/receipt-mail.ts";
import { requestSummary } from "#server/modules/requests/request-mail.ts";
import type { ServiceRequest } from "#server/modules/requests/requests.schema.ts";

// Issue 32: item names, prices, phone numbers, plate codes, dates and URL prefixes inside Arabic sentences, in
// every plain-text place they reach, run through the Unicode bidi algorithm (bidi-js, which lays out the PDF):
// each number must be displayed in its logical order. A plain-text line's direction is its first strong letter
// (rule P2), as a mail client or a browser's tab shows it; Arabic lines are also checked right to left.

const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/** A line as displayed, left to right, isolates (invisible) removed. */
function displayed(line: string, base?: "rtl" | "ltr"): string {
  const levels = bidi.getEmbeddingLevels(line, base);
  return withoutIsolates(bidi.getReorderedString(line, levels));
}

/** Every line of a plain text shows each of the numbers it holds as written. */
function expectInOrder(text: string, numbers: readonly string[]) {
  const lines = text.split("\n");
  for (const n of numbers) {
    const holding = lines.filter((line) => withoutIsolates(line).includes(n));
    expect(holding.length, `"${n}" is in the text`).toBeGreaterThan(0);
    for (const line of holding) {
      expect(displayed(line), line).toContain(n);
      if (/[\u0600-\u06FF]/.test(line)) expect(displayed(line, "rtl"), line).toContain(n);
    }
  }
}

const ar = translatorFor("ar");
const plate = { emirate: "SH", code: "50", number: 12345 };
const mobile = { operator: "du", number: "0528246112" };

describe("numbers in Arabic plain text keep their order", () => {
  it("fails without isolation (the test has teeth)", () => {
    const bare = `لوحة الشارقة 50-12345`;
    expect(displayed(bare)).not.toContain("50-12345");
    expect(displayed(`رقم دو 052 824 6112`)).not.toContain("052 824 6112");
  });

  it("item names: a plate's code and number, a mobile number (accessible names hold no isolates)", () => {
    expect(plateLabel(plate, "ar", ar)).toBe("لوحة الشارقة 50-12345");
    expect(numberLabel(mobile, ar)).toBe(withoutIsolates(numberText(mobile, ar)));
    expectInOrder(plateText(plate, "ar", ar), ["50-12345"]);
    expectInOrder(numberText(mobile, ar), ["052 824 6112"]);
    // Inside a sentence, as a page's message embeds them.
    expectInOrder(translate("ar", "catalog.viewItem", isolated({ item: plateText(plate, "ar", ar) })), ["50-12345"]);
  });

  it("prices: the amount whole, and read before the currency from the right", () => {
    const line = labelled("السعر", formatAed(123456789n, "ar"));
    expectInOrder(line, ["1,234,567.89"]);
    // Right to left, the amount comes first: on screen the currency is on its left.
    expect(displayed(line)).toMatch(/إ\.د\u00a01,234,567\.89/);
    expect(formatAed(123456789n, "ar")).not.toMatch(/\.$/);
  });

  it("phone numbers, dates, plate codes and URL prefixes after Arabic labels", () => {
    expectInOrder(labelled("الهاتف", "+971 52 824 6112"), ["+971 52 824 6112"]);
    expectInOrder(labelled("التاريخ", "2026-11-24"), ["2026-11-24"]);
    expectInOrder(labelled("الرمز", "AA 50"), ["AA 50"]);
    expectInOrder(labelled("الرابط", "https://shop.test/buy/plates/12"), ["https://shop.test/buy/plates/12"]);
    expectInOrder(labelled("اتصل", "tel:+97143001234"), ["tel:+97143001234"]);
  });

  it("the share text, the WhatsApp text and the tab's title", () => {
    const url = "https://shop.test/buy/plates/12";
    // The buy box's WhatsApp text and the drawing's share text (withAddress), and the <title>, which is the label.
    expectInOrder(withAddress(plateText(plate, "ar", ar), url, " — "), ["50-12345", url]);
    expectInOrder(withAddress(numberText(mobile, ar), url), ["052 824 6112", url]);
    expectInOrder(`${plateText(plate, "ar", ar)} | الأرقام المميزة`, ["50-12345"]);
  });

  it("the receipt e-mail: subject and body", () => {
    const order = {
      id: 4321, invoiceNumber: 123, price: 123456789n, discount: 100000n, adminFee: 50000n, vat: 2500n, transferFee: 0n, total: 123506789n, vatBasisPoints: 500,
    } as unknown as Order;
    for (const lang of ["ar", "en"] as Lang[]) {
      const mail = orderMail({ kind: "receipt", lang, name: "سالم", order, item: plateText(plate, "ar", ar), url: "https://shop.test/checkout/orders/4321" });
      expectInOrder(mail.subject, ["4321"]);
      expectInOrder(mail.text, ["50-12345", "1,234,567.89", "1,235,067.89", "1,000.00", "https://shop.test/checkout/orders/4321"]);
    }
  });

  it("the alert e-mail's item line and the request e-mail's summary", () => {
    const item = { id: 12, emirateCode: "SH", code: "50", number: 12345, price: 15000000n } as unknown as Parameters<typeof alertMail>[0]["item"];
    const alert = alertMail({ publicUrl: "https://shop.test", lang: "ar", name: "سالم", item, unsubscribeUrl: "https://shop.test/alerts/unsubscribe?t=1" });
    expectInOrder(alert.text, ["50-12345", "150,000.00", "https://shop.test/buy/plates/12"]);
    const request = {
      kind: "request_plate", emirateCode: "SH", plateType: null, code: "50", number: "12345", operator: null, wish: null, budget: null, name: "سالم",
      phone: "0528246112", email: "salem@example.com", contactMethod: "phone", message: "", estimateLow: null, estimateHigh: null, lang: "ar",
    } as unknown as ServiceRequest;
    expectInOrder(requestSummary(request, "ar"), ["0528246112", "12345"]);
  });

  it("PDF lines: the runs laid out from the left keep each number whole, and no isolate reaches the font", () => {
    const lines = [labelled("رقم الفاتورة", "INV-000123"), labelled("تاريخ الإصدار", "2026-11-24"), plateText(plate, "ar", ar), labelled("الإجمالي", formatAed(123456789n, "ar"))];
    for (const line of lines) {
      const runs = visualRuns(line, "rtl");
      expect(runs.map((r) => r.text).join("")).not.toMatch(/[\u2066-\u2069]/);
      const ltr = runs.filter((r) => !r.rtl).map((r) => r.text).join("|");
      for (const n of ["INV-000123", "2026-11-24", "50-12345", "1,234,567.89"]) if (withoutIsolates(line).includes(n)) expect(ltr, line).toContain(n);
    }
  });
});
