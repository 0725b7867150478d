import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { type Lang, hydrated, langs, localePath } from "./helpers.ts";

/**
 * Website Pages and Metadata (issue 27 items 4 and 6, decision 0051) end to end in Chromium, in both languages:
 * About edited (previewed first) and seen on /about; a slug refused next to its field; a new page public at
 * its address in both languages, then deleted and gone; a metadata title seen in the page's <title>; axe clean
 * on the list and form pages. Signed in as the first super admin (playwright.config.ts).
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

async function go(page: Page, path: string, status = 200) {
  expect((await page.goto(path, { waitUntil: "domcontentloaded" }))?.status(), path).toBe(status);
  if (status === 200) await hydrated(page);
}

// One flow per language: fourteen pages and seven axe runs, more than the default 30 s on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

for (const lang of langs) {
  test(`website pages and metadata (${lang}): edit About, add a page, delete it, edit a title`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const login = await page.request.post("/api/auth/login", { data: ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const at = (path: string) => localePath(lang, path);
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
    const stamp = `${lang}${Date.now() % 100_000}`;

    // The list and About's form, axe clean; About previewed (nothing saved), then saved and seen on /about.
    await go(page, at("/admin/website_pages"));
    await expectNoViolations(page);
    await go(page, at("/admin/website_pages/about"));
    await expectNoViolations(page);
    const form = page.locator("#page-form");
    await form.locator('textarea[name="content"]').fill(`<h2>Who we are</h2><p>About text ${stamp}</p><ul><li>One</li></ul>`);
    await form.locator('textarea[name="content_ar"]').fill(`<h2>من نحن</h2><p>نص من نحن ${stamp}</p>`);
    await form.getByRole("button", { name: t("pages.preview") }).click();
    const preview = page.locator('section[aria-labelledby="page-preview"]');
    await expect(preview.locator('div[lang="ar"][dir="rtl"]')).toContainText(`نص من نحن ${stamp}`);
    await expect(preview.locator('div[lang="en"][dir="ltr"]')).toContainText(`About text ${stamp}`);
    // The form keeps what was typed.
    await expect(form.locator('textarea[name="content_ar"]')).toHaveValue(`<h2>من نحن</h2><p>نص من نحن ${stamp}</p>`);
    await expectNoViolations(page);
    await go(page, at("/about"));
    await expect(page.locator("main")).not.toContainText(stamp);
    await go(page, at("/admin/website_pages/about"));
    await form.locator('textarea[name="content"]').fill(`<h2>Who we are</h2><p>About text ${stamp}</p>`);
    await form.locator('textarea[name="content_ar"]').fill(`<h2>من نحن</h2><p>نص من نحن ${stamp}</p>`);
    await form.getByRole("button", { name: t("pages.save") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("pages.saved") })).toBeVisible();
    await go(page, at("/about"));
    await expect(page.locator("main article")).toContainText(lang === "ar" ? `نص من نحن ${stamp}` : `About text ${stamp}`);

    // A new page: a bad address refused next to its field, then created and public in both languages.
    await go(page, at("/admin/website_pages"));
    const create = page.locator("#new-page-form");
    const slug = create.locator('input[name="slug"]');
    await slug.fill("Not A Slug");
    await create.locator('input[name="name"]').fill(`Page ${stamp}`);
    await create.locator('input[name="name_ar"]').fill(`صفحة ${stamp}`);
    // An image through the toolbar: the selected words become its description, the address is typed in.
    const body = create.locator('textarea[name="content"]');
    await body.fill(`<p>New page body ${stamp}</p>Our plates`);
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length - "Our plates".length, el.value.length));
    await create.getByRole("button", { name: t("forms.rich.image") }).first().click();
    await expect(body).toHaveValue(`<p>New page body ${stamp}</p><img src="https://" alt="Our plates">`);
    await body.fill((await body.inputValue()).replace('src="https://"', 'src="/images/banner-plates.webp"'));
    await create.locator('textarea[name="content_ar"]').fill(`<p>محتوى الصفحة الجديدة ${stamp}</p>`);
    await create.getByRole("button", { name: t("pages.create") }).click();
    await expect(slug).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await slug.getAttribute("id")}-error`)).toContainText(t("pages.slugInvalid"));
    await expectNoViolations(page);
    await slug.fill(`e2e-page-${stamp}`);
    await create.getByRole("button", { name: t("pages.create") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("pages.created") })).toBeVisible();
    for (const [l, text] of [["ar", `محتوى الصفحة الجديدة ${stamp}`], ["en", `New page body ${stamp}`]] as [Lang, string][]) {
      await go(page, localePath(l, `/pages/e2e-page-${stamp}`));
      await expect(page.locator("main article")).toContainText(text);
      await expect(page.locator("main h1")).toHaveText(l === "ar" ? `صفحة ${stamp}` : `Page ${stamp}`);
      if (l === "en") await expect(page.locator('main article img[alt="Our plates"]')).toHaveAttribute("src", "/images/banner-plates.webp");
    }

    // Deleted: gone from its address.
    await go(page, at(`/admin/website_pages/e2e-page-${stamp}`));
    await page.getByRole("button", { name: t("pages.delete") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("pages.deleted") })).toBeVisible();
    await go(page, at(`/pages/e2e-page-${stamp}`), 404);

    // Metadata: the list and About's form axe clean; a title saved is the page's <title> at once.
    await go(page, at("/admin/metadata"));
    await expectNoViolations(page);
    await go(page, at("/admin/metadata/about"));
    await expectNoViolations(page);
    const meta = page.locator("#metadata-form");
    await meta.locator(`input[name="${lang === "ar" ? "title_ar" : "title"}"]`).fill(`Title ${stamp}`);
    await meta.getByRole("button", { name: t("metadata.save") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("metadata.saved") })).toBeVisible();
    await go(page, at("/about"));
    await expect(page).toHaveTitle(new RegExp(`^Title ${stamp} \\| `));
    await context.close();
  });
}
