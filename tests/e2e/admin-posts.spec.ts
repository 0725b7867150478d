import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath } from "./helpers.ts";

/**
 * The Blogs and News admin sections (issue 27 item 5) end to end, in both languages: a post created in the admin
 * is seen on the public list and its page (by a visitor without an account), edited, unpublished and gone; a bad
 * slug refused next to its field; axe on the list and the post's form. Signed in as the first super admin.
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

async function staffContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

const sections = [
  { id: "blogs", base: "/blog" },
  { id: "news", base: "/new" },
] as const;

for (const lang of langs) {
  for (const section of sections) {
    test(`${section.id} in ${lang}: create → public → edit → unpublish → gone; a field error; axe`, async ({ browser, baseURL }) => {
      const staff = await staffContext(browser, baseURL!);
      const visitor = await browser.newContext({ baseURL: baseURL! });
      const page = await staff.newPage();
      const publicPage = await visitor.newPage();
      const n = `${Date.now().toString(36)}${lang}`;
      const title = lang === "ar" ? `منشور تجريبي ${n}` : `Test post ${n}`;
      const slug = `e2e-${section.id}-${n}`;
      const slugAr = `منشور-${section.id}-${n}`;

      const list = localePath(lang, `/admin/${section.id}`);
      expect((await page.goto(list, { waitUntil: "domcontentloaded" }))?.status()).toBe(200);
      await hydrated(page);
      await expectNoViolations(page);

      const form = page.locator("#new-post-form");
      const fill = async (values: Record<string, string>) => {
        for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
      };
      await fill({
        title: lang === "en" ? title : `English ${n}`,
        title_ar: lang === "ar" ? title : `عربي ${n}`,
        url: "Not A Slug",
        url_ar: slugAr,
        summary: "A summary.",
        summary_ar: "ملخص.",
        body: "<p>The body.</p>",
        body_ar: "<p>النص.</p>",
      });
      // The switch's drawing lies over its (visually hidden) box: a person clicks its label.
      await form.getByText(translate(lang, "postAdmin.published")).click();
      await expect(form.locator('[name="published"]')).toBeChecked();
      // A bad slug: refused next to its field in the page's language, nothing written.
      await form.locator('button[type="submit"]').first().click();
      const slugField = form.locator('[name="url"]');
      await expect(slugField).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await slugField.getAttribute("id")}-error`)).toHaveText(translate(lang, "postAdmin.urlInvalid"));
      await slugField.fill(slug);
      await form.locator('button[type="submit"]').first().click();
      await expect(page.getByRole("status").filter({ hasText: translate(lang, "postAdmin.created") })).toBeVisible();

      // Seen at once by a visitor: the list, then the post's own page at this language's slug.
      await publicPage.goto(localePath(lang, section.base));
      const card = publicPage.locator("article").filter({ hasText: title });
      await expect(card).toBeVisible();
      await card.getByRole("link").click();
      await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(decodeURIComponent(new URL(publicPage.url()).pathname)).toBe(localePath(lang, `${section.base}/${lang === "ar" ? slugAr : slug}`));
      await expect(publicPage.locator("article")).toContainText(lang === "ar" ? "النص." : "The body.");
      const postUrl = publicPage.url();

      // Edit: the new title shows at once.
      await page.goto(list);
      await page.locator("main table a").filter({ hasText: title }).click();
      await hydrated(page);
      await expectNoViolations(page);
      const edit = page.locator("#post-form");
      const edited = `${title} ✓`;
      await edit.locator(`[name="${lang === "ar" ? "title_ar" : "title"}"]`).fill(edited);
      await edit.locator('button[type="submit"]').first().click();
      await expect(page.getByRole("status").filter({ hasText: translate(lang, "postAdmin.edited") })).toBeVisible();
      await publicPage.goto(postUrl);
      await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(edited);

      // Unpublish: gone from the post's address and from the list.
      await edit.getByText(translate(lang, "postAdmin.published")).click();
      await expect(edit.locator('[name="published"]')).not.toBeChecked();
      await edit.locator('button[type="submit"]').first().click();
      // The page comes back showing the post as a draft (the flash alone was already there from the edit).
      await expect(page.locator("main p").filter({ hasText: translate(lang, "postAdmin.state.draft") })).toBeVisible();
      expect((await publicPage.goto(postUrl))?.status()).toBe(404);
      await publicPage.goto(localePath(lang, section.base));
      await expect(publicPage.locator("article").filter({ hasText: edited })).toHaveCount(0);
      await staff.close();
      await visitor.close();
    });
  }
}
