import { type Page, expect, test } from "@playwright/test";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * A du number's life through the admin in both languages (issue 27, item 1): created in the list's form, seen on
 * the public listing, its price edited, taken off sale, gone from the public listing. Signed in as the first
 * super admin (playwright.config.ts).
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };

async function submit(page: Page, form: string, done: string) {
  await page.locator(`${form} button[type="submit"]`).first().click();
  await page.waitForURL(new RegExp(`done=${done}`));
}

test("a du number is created, shown publicly, edited, taken off sale and gone, in both languages", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
  for (const lang of langs) {
    const digits = String(Date.now() % 10_000_000).padStart(7, "0");
    const number = `055${digits}`;
    await page.goto(localePath(lang, "/admin/du_numbers"), { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const create = 'form:has(input[name="number"])';
    await page.fill(`${create} input[name="number"]`, number);
    await page.selectOption(`${create} select[name="package"]`, { index: 1 });
    await page.fill(`${create} input[name="price"]`, "4321");
    await page.locator(`${create} input[name="active"]`).setChecked(true, { force: true }); // a styled switch over the checkbox
    await submit(page, create, "itemCreated");
    const publicList = localePath(lang, `/numbers?operator=du&mode=contains&pattern=${digits}`);
    await page.goto(publicList, { waitUntil: "domcontentloaded" });
    const link = page.locator('main a[href*="/buy/numbers/"]').first();
    await expect(link).toBeVisible();
    const id = /\/buy\/numbers\/(\d+)/.exec((await link.getAttribute("href")) ?? "")?.[1];
    await page.goto(localePath(lang, `/admin/du_numbers/${id}`), { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const edit = 'form:has(select[name="package"])';
    await page.fill(`${edit} input[name="price"]`, "5000");
    const active = page.locator(`${edit} input[name="active"]`);
    await active.evaluate((el: HTMLInputElement) => el.click()); // the switch's checkbox is visually hidden under its label
    await expect(active).not.toBeChecked();
    await submit(page, edit, "itemEdited");
    await page.goto(publicList, { waitUntil: "domcontentloaded" });
    await expect(page.locator(`main a[href*="/buy/numbers/${id}"]`)).toHaveCount(0);
  }
  await context.close();
});
