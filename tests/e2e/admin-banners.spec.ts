import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { type Lang, hydrated, langs, localePath, open, signedInPage } from "./helpers.ts";

/**
 * The Website Banners admin section (issue 27 item 3) end to end, in both languages: a banner made with two real
 * PNG uploads (preview and progress through /api/uploads/images) is seen on the home page in the page's
 * language, edited, deactivated and then gone; an end before the start is refused next to its field; the list
 * and form pages are axe clean.
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

const label = (lang: Lang, key: MessageKey) => translate(lang, key);

async function upload(page: Page, name: "image" | "image_ar", background: string) {
  const buffer = await sharp({ create: { width: 600, height: 240, channels: 3, background } }).png().toBuffer();
  await page.locator(`#field-${name}`).setInputFiles({ name: `${name}.png`, mimeType: "image/png", buffer });
  await expect(page.locator(`#field-${name}-status`)).toContainText(`${name}.png`);
}

async function save(page: Page, lang: Lang, button: MessageKey, flash: MessageKey) {
  await page.getByRole("button", { name: label(lang, button) }).click();
  await expect(page.getByRole("status").filter({ hasText: label(lang, flash) })).toBeVisible();
}

for (const lang of langs) {
  test(`a banner is created with two uploads, shown on the home page, edited, deactivated and gone (${lang})`, async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL!, ADMIN.email, ADMIN.password);
    const stamp = Date.now();
    const titles = { en: `E2E banner ${stamp}`, ar: `إعلان تجريبي ${stamp}` };
    const shownTitle = titles[lang];

    await open(page, localePath(lang, "/admin/banners"));
    await expectNoViolations(page);
    await page.getByRole("link", { name: label(lang, "banners.new") }).click();
    await hydrated(page);
    await expectNoViolations(page);

    // The end before the start: refused next to its field, in the page's language.
    await page.getByLabel(label(lang, "banners.startsAt"), { exact: true }).fill("2030-12-10T10:00");
    await page.getByLabel(label(lang, "banners.endsAt"), { exact: true }).fill("2030-12-01T10:00");
    await page.getByRole("button", { name: label(lang, "banners.create") }).click();
    await expect(page.getByLabel(label(lang, "banners.endsAt"), { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("form").getByText(label(lang, "banners.endBeforeStart")).first()).toBeVisible();
    await page.getByLabel(label(lang, "banners.startsAt"), { exact: true }).fill("");
    await page.getByLabel(label(lang, "banners.endsAt"), { exact: true }).fill("");

    await upload(page, "image", "#0f766e");
    await upload(page, "image_ar", "#b45309");
    await page.getByLabel(label(lang, "banners.title"), { exact: true }).fill(titles.en);
    await page.getByLabel(label(lang, "banners.titleAr"), { exact: true }).fill(titles.ar);
    await page.getByLabel(label(lang, "banners.link"), { exact: true }).fill("/plates");
    await page.getByLabel(label(lang, "banners.linkAr"), { exact: true }).fill("/numbers");
    await save(page, lang, "banners.create", "banners.created");

    // Seen on the home page, in the page's language: its title, its image and its link.
    await open(page, localePath(lang, "/"));
    const card = page.locator("#home-banners + ul li").filter({ hasText: shownTitle });
    await expect(card).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", /^\/images\/[0-9a-f-]{36}\.png$/);
    await expect(card.getByRole("link")).toHaveAttribute("href", localePath(lang, lang === "en" ? "/plates" : "/numbers"));

    // Edit: a new title.
    await open(page, localePath(lang, "/admin/banners"));
    await page.getByRole("link", { name: new RegExp(titles.en) }).click();
    await hydrated(page);
    await page.getByLabel(label(lang, "banners.title"), { exact: true }).fill(`${titles.en} edited`);
    await page.getByLabel(label(lang, "banners.titleAr"), { exact: true }).fill(`${titles.ar} معدل`);
    await save(page, lang, "banners.save", "banners.saved");
    await open(page, localePath(lang, "/"));
    await expect(page.locator("#home-banners + ul li").filter({ hasText: lang === "en" ? `${titles.en} edited` : `${titles.ar} معدل` })).toBeVisible();

    // Deactivate: gone from the home page.
    await open(page, localePath(lang, "/admin/banners"));
    await page.getByRole("link", { name: new RegExp(titles.en) }).click();
    await hydrated(page);
    // The switch's input is visually hidden; its label is what a person clicks.
    await page.locator("label", { has: page.getByRole("switch", { name: label(lang, "banners.active") }) }).click();
    await expect(page.getByRole("switch", { name: label(lang, "banners.active") })).not.toBeChecked();
    await save(page, lang, "banners.save", "banners.saved");
    await open(page, localePath(lang, "/"));
    await expect(page.getByText(shownTitle)).toHaveCount(0);
    await page.context().close();
  });
}
