import ExcelJS from "exceljs";
import { type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { type Lang, SUPER_ADMIN, expectNoAxeViolations, langs, localePath, open, signedInPage } from "./helpers.ts";

/**
 * The Import section (issue 28 item 1) in Chromium, in both languages: a file with an error is checked, the
 * rejected rows downloaded, fixed and uploaded again, applied, and the numbers are on the public site; the
 * import pages are axe clean.
 */
test.describe.configure({ mode: "serial" });

const kindOf = { ar: "du_numbers", en: "etisalat_numbers" } as const;
const numbersOf = { ar: ["0559871001", "0559871002", "0559871003"], en: ["0549871001", "0549871002", "0549871003"] };

async function sheet(lang: Lang, rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet("stock");
  ws.addRow(lang === "ar" ? ["الرقم", "الباقة", "السعر (درهم)", "معروض للبيع"] : ["Number", "Package", "Price (AED)", "On sale"]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, lang: Lang, name: string, buffer: Buffer) {
  await open(page, localePath(lang, "/admin/import"));
  await page.locator('select[name="kind"]').selectOption(kindOf[lang]);
  await page.locator('input[name="file"]').setInputFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  await page.getByRole("button", { name: translate(lang, "import.upload") }).click();
  await page.waitForURL(/\/admin\/import\/\d+/);
  // The page asks again by itself until the check is done.
  await expect(page.getByText(translate(lang, "import.state.checked"), { exact: true })).toBeVisible({ timeout: 30_000 });
}

for (const lang of langs) {
  test(`import with an error, its rejected rows fixed, applied, on the public site (${lang})`, async ({ browser, baseURL }) => {
    // Two uploads, two checks and two applies through the server's worker.
    test.setTimeout(180_000);
    const page = await signedInPage(browser, baseURL!, SUPER_ADMIN.email, SUPER_ADMIN.password);
    const [a, b, c] = numbersOf[lang] as [string, string, string];
    const pack = lang === "ar" ? "ذهبية" : "Gold";
    await open(page, localePath(lang, "/admin/import"));
    await expectNoAxeViolations(page);

    // Excel dropped the leading zero of the first number (a number cell); the third's price is wrong.
    await upload(page, lang, "stock.xlsx", await sheet(lang, [[Number(a), pack, 1200, "yes"], [b, pack, "1,300", "نعم"], [c, pack, "abc", "yes"]]));
    await expect(page.getByText(translate(lang, "plates.priceInvalid"), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: translate(lang, "import.downloadRejected") }).click()]);
    const rejected = new ExcelJS.Workbook();
    await rejected.xlsx.readFile((await download.path())!);
    const ws = rejected.worksheets[0]!;
    expect(ws.rowCount).toBe(2);
    expect(String(ws.getRow(2).getCell(1).value)).toBe(c);
    ws.getRow(2).getCell(3).value = "1400";
    const fixed = Buffer.from(await rejected.xlsx.writeBuffer());

    await upload(page, lang, "fixed.xlsx", fixed);
    await expect(page.getByText(translate(lang, "import.noProblems"))).toBeVisible();
    // The first file's two good rows are applied from its own import: apply both.
    await page.getByRole("button", { name: translate(lang, "import.apply") }).click();
    await expect(page.getByText(translate(lang, "import.state.applied"), { exact: true })).toBeVisible({ timeout: 30_000 });
    await open(page, localePath(lang, "/admin/import"));
    await page.getByRole("link", { name: "stock.xlsx" }).first().click();
    await page.getByRole("button", { name: translate(lang, "import.apply") }).click();
    await expect(page.getByText(translate(lang, "import.state.applied"), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    const operator = lang === "ar" ? "du" : "etisalat";
    for (const n of [a, b, c]) {
      await open(page, localePath(lang, `/numbers?operator=${operator}&mode=contains&pattern=${n.slice(3)}`));
      await expect(page.locator("main")).toContainText(new RegExp(n.slice(-7).split("").join("[\\s-]?")));
    }
    await page.context().close();
  });
}
