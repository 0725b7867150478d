import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { pdfFirstPagePng, pdfPageCount, pdfText } from "#tests/helpers/pdf.ts";
import { type TaxInvoice, renderTaxInvoice } from "./tax-invoice.ts";

const reference = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/fixtures/tax-invoice-ar.png");

// A plate bought with a 10% code and paid by bank transfer: every row of the invoice shows.
const sample = (lang: "ar" | "en"): TaxInvoice => ({
  lang,
  number: "INV-000042",
  issuedAt: new Date("2026-11-25T08:30:00Z"),
  orderId: 117,
  seller:
    lang === "ar"
      ? { name: "الأرقام واللوحات المميزة ذ.م.م", address: "مكتب 1204، برج الموسى 2، شارع الشيخ زايد، دبي، الإمارات العربية المتحدة", trn: "100234567800003" }
      : { name: "Special Numbers & Plates L.L.C.", address: "Office 1204, Al Moosa Tower 2, Sheikh Zayed Road, Dubai, United Arab Emirates", trn: "100234567800003" },
  buyer: { name: lang === "ar" ? "سارة المنصوري" : "Sara Al Mansouri", email: "sara@example.ae", phone: "0501234567" },
  item: lang === "ar" ? "لوحة سيارة دبي A 12345" : "Car plate Dubai A 12345",
  promoCode: "SUMMER10",
  amounts: { price: 10_000_000n, discount: 1_000_000n, adminFee: 50_000n, vat: 452_500n, transferFee: 42_000n, total: 9_544_500n },
  vatBasisPoints: 500,
  payment: { method: "bank_transfer", reference: "FT2611250042" },
});

/** Pixels of the reference that differ in `png`, as a share of the reference's inked (not white) pixels. */
function differenceFromReference(png: Buffer): number {
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(reference));
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  const differing = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
  let inked = 0;
  for (let i = 0; i < expected.data.length; i += 4) if (expected.data[i]! + expected.data[i + 1]! + expected.data[i + 2]! < 3 * 240) inked++;
  return differing / inked;
}

describe("the tax invoice PDF", () => {
  it("prints in English what a UAE tax invoice must show, on one page", async () => {
    const pdf = await renderTaxInvoice(sample("en"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/[ \t]+/g, " ");
    for (const expected of [
      "Tax invoice",
      "Special Numbers & Plates L.L.C.",
      "TRN: 100234567800003",
      "Invoice number: INV-000042",
      "Date of issue: 25/11/2026",
      "Sara Al Mansouri",
      "Car plate Dubai A 12345 5% 100,000.00",
      "Discount (code SUMMER10) 5% -10,000.00",
      "Administration fee 5% 500.00",
      "Outside VAT 420.00",
      "Taxable amount 90,500.00",
      "VAT 5% 4,525.00",
      "Total paid 95,445.00",
      "Paid by bank transfer (reference FT2611250042) on 25/11/2026",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the Arabic invoice's figures and number as they read left to right", async () => {
    const text = pdfText(await renderTaxInvoice(sample("ar")));
    for (const figure of ["INV-000042", "100234567800003", "100,000.00", "-10,000.00", "500.00", "420.00", "90,500.00", "4,525.00", "95,445.00", "25/11/2026"]) {
      expect(text).toContain(figure);
    }
  });

  it("writes the VAT rate with the Arabic percent sign in Arabic, never %", async () => {
    const text = pdfText(await renderTaxInvoice(sample("ar")));
    // Three lines (item, discount, fee) and the VAT total: four rates, each 5 beside "٪" in either order of extraction.
    expect(text.match(/5\u066a|\u066a5/g)).toHaveLength(4);
    expect(text).not.toContain("%");
  });

  it("draws the Arabic invoice right to left, shaped, as the reviewed reference shows it", async () => {
    const png = pdfFirstPagePng(await renderTaxInvoice(sample("ar")), 60);
    // Redraw the reference only on purpose, after looking at the new picture.
    if (process.env.UPDATE_REFERENCES === "1") fs.writeFileSync(reference, png);
    // Anti-aliasing may move a few pixels between poppler builds; a word out of place changes far more.
    expect(differenceFromReference(png)).toBeLessThan(0.01);
  });

  it("tells a single line drawn otherwise from the reference (the comparison can fail)", async () => {
    const png = pdfFirstPagePng(await renderTaxInvoice({ ...sample("ar"), item: "دبي A 12345 لوحة سيارة" }), 60);
    expect(differenceFromReference(png)).toBeGreaterThan(0.01);
  });
});
