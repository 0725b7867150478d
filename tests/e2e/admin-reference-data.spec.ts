import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { langs, localePath, open, signedInPage } from "./helpers.ts";

/**
 * The Reference data admin section (issue 27 item 2, decision 0053) end to end in both languages: a code added
 * to Umm Al Quwain is offered by the public plate filter, renamed, then deleted and gone; a code in use refused
 * with its count; a duplicate refused next to its field; axe on the list, an emirate's and a type's pages.
 * Signed in as the first super admin (playwright.config.ts).
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const words = {
  en: { code: "Code", add: "Add code", rename: "Rename", renameOf: "New text for code", del: "Delete code", added: "The code has been added.", renamed: "The code has been renamed.", deleted: "The code has been deleted.", duplicate: "This emirate already has this code.", inUse: /This code is used by \d+ plates?, so it cannot be deleted\./ },
  ar: { code: "الرمز", add: "إضافة الرمز", rename: "إعادة التسمية", renameOf: "النص الجديد للرمز", del: "حذف الرمز", added: "تمت إضافة الرمز.", renamed: "تمت إعادة تسمية الرمز.", deleted: "تم حذف الرمز.", duplicate: "لدى هذه الإمارة هذا الرمز بالفعل.", inUse: /تستخدم هذا الرمز .+، لذا لا يمكن حذفه\./ },
};

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** How many options the public plate filter offers for a code of an emirate. */
async function offered(page: Page, lang: "ar" | "en", code: string) {
  await open(page, localePath(lang, "/plates?emirate=UQ"));
  return page.locator(`select[name="code"] option[value="${code}"]`).count();
}

test.setTimeout(240_000);

test("a code added, offered by the public filter, renamed, deleted; refusals; axe clean, in both languages", async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);
  for (const lang of langs) {
    const w = words[lang];
    const stamp = String(Date.now() % 1_000_000);
    const [code, renamed] = [`W${stamp}`, `V${stamp}`];
    await open(page, localePath(lang, "/admin/reference_data"));
    await expectNoViolations(page);
    await open(page, localePath(lang, "/admin/reference_data/types/private"));
    await expectNoViolations(page);

    const emirate = localePath(lang, "/admin/reference_data/emirates/UQ");
    await open(page, emirate);
    await expectNoViolations(page);
    await page.getByLabel(w.code, { exact: true }).fill(code.toLowerCase());
    await page.getByRole("button", { name: w.add }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    expect(await offered(page, lang, code)).toBe(1);

    await open(page, emirate);
    await page.getByLabel(`${w.renameOf} ${code}`).fill(renamed);
    await page.getByRole("row").filter({ has: page.getByLabel(`${w.renameOf} ${code}`) }).getByRole("button", { name: w.rename }).click();
    await expect(page.getByText(w.renamed)).toBeVisible();
    expect(await offered(page, lang, code)).toBe(0);
    expect(await offered(page, lang, renamed)).toBe(1);

    // The same code again: refused next to the field, nothing added.
    await open(page, emirate);
    await page.getByLabel(w.code, { exact: true }).fill(renamed);
    await page.getByRole("button", { name: w.add }).click();
    await expect(page.getByLabel(w.code, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(w.duplicate).first()).toBeVisible();
    await expectNoViolations(page);

    await open(page, emirate);
    await page.getByRole("button", { name: `${w.del} ${renamed}` }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    expect(await offered(page, lang, renamed)).toBe(0);

    // A Dubai code some plate uses (its plates column is not 0): refused with the count.
    await open(page, localePath(lang, "/admin/reference_data/emirates/DU"));
    const used = page.getByRole("row").filter({ has: page.getByRole("cell").nth(0).filter({ hasNotText: /^0$/ }) }).filter({ has: page.getByRole("button", { name: w.del }) });
    const row = used.first();
    await row.getByRole("button", { name: w.del }).click();
    await expect(page.getByRole("alert").filter({ hasText: w.inUse })).toBeVisible();
  }
  await page.context().close();
});
