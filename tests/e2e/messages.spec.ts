import { type Page, expect, test } from "@playwright/test";
import { type MessageKey, messages, translate } from "#core/i18n/index.ts";
import { type Lang, langs, localePath, open } from "./helpers.ts";

// Each page gets its own messages from the root loader, in its language (decision 0031). A client navigation to
// another area, and the language switch, must bring that page's messages with it: text in the right language,
// validation in the browser included, the document's title too, and never a message's key in place of its text.

const keys = Object.keys(messages.en);
/** The document's title ends with the site's name in the page's language (the rest may come from the SEO records). */
const titled = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Message keys standing in the page's visible text, where a page lacked a message it used. */
async function keysShown(page: Page): Promise<string[]> {
  const shown = await page.locator("body").innerText();
  return keys.filter((key) => shown.includes(key));
}

for (const lang of langs) {
  const other: Lang = lang === "ar" ? "en" : "ar";

  test(`client navigation across areas and the language switch bring each page's messages (${lang} first)`, async ({ page }) => {
    const say = (l: Lang, key: MessageKey) => translate(l, key);
    // Hydration that found other text than the server's would be reported here (React error 418).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.setViewportSize({ width: 1280, height: 800 });

    // Home (the shell and catalogue cards' messages), then the account area without a page load.
    await open(page, localePath(lang, "/"));
    expect(await keysShown(page)).toEqual([]);
    // A mark on the window survives client navigations only: the end checks that nothing loaded a new document.
    await page.evaluate(() => Object.assign(window, { stillTheFirstDocument: true }));
    await page.getByRole("navigation", { name: say(lang, "nav.main") }).getByRole("link", { name: say(lang, "nav.signIn"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, "/sign_in")}$`));
    await page.getByRole("main").getByRole("link", { name: say(lang, "auth.createAccount") }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, "/register")}$`));
    await expect(page).toHaveTitle(titled(say(lang, "site.name")));

    // The browser validates with the register page's own messages.
    await page.getByRole("button", { name: say(lang, "auth.registerSubmit") }).click();
    await expect(page.locator("#register-error")).toContainText(say(lang, "form.errorSummary"));
    await expect(page.locator("#register-error")).toContainText(say(lang, "validation.nameRequired"));
    expect(await keysShown(page)).toEqual([]);

    // The language switch: the same page in the other language, whose messages come with it.
    await page.getByRole("link", { name: new RegExp(say(lang, "nav.switchLanguage")) }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(other, "/register")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.getByRole("button", { name: say(other, "auth.registerSubmit") })).toBeVisible();
    await page.getByRole("button", { name: say(other, "auth.registerSubmit") }).click();
    await expect(page.locator("#register-error")).toContainText(say(other, "validation.nameRequired"));
    await expect(page).toHaveTitle(titled(say(other, "site.name")));

    // On to the catalogue, again without a page load: its title bar, cards and filters in the other language.
    const menu = page.getByRole("navigation", { name: say(other, "nav.main") });
    await menu.getByRole("button", { name: say(other, "nav.products") }).click();
    await menu.getByRole("link", { name: say(other, "nav.plates"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(other, "/plates")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(other, "route.plates"));
    await expect(page).toHaveTitle(titled(say(other, "site.name")));
    expect(await keysShown(page)).toEqual([]);
    // Every step, the language switch's too (a router link), was a client navigation.
    expect(await page.evaluate(() => "stillTheFirstDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
  });
}
