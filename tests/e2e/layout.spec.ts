import { type Page, expect, test } from "@playwright/test";
import { type Lang, langs, localePath, open, text } from "./helpers.ts";

const nav = (page: Page, lang: Lang) => page.getByRole("navigation", { name: text.mainNav[lang] });

/** The path part of a link's href, e.g. "/en/services" for "/en/services#request". */
async function hrefPath(page: Page, href: string | null) {
  expect(href).not.toBeNull();
  return new URL(href!, page.url()).pathname;
}

for (const lang of langs) {
  const other: Lang = lang === "ar" ? "en" : "ar";
  const p = (path: string) => localePath(lang, path);

  test.describe(`layout (${lang})`, () => {
    test("main navigation links and dropdowns", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, p("/"));
      const menu = nav(page, lang);
      const links: [keyof typeof text, string][] = [
        ["home", "/"],
        ["about", "/about"],
        ["blog", "/blog"],
        ["report", "/new"],
        ["contactUs", "/contact_us"],
        ["signIn", "/sign_in"],
      ];
      for (const [key, path] of links) {
        await expect(menu.getByRole("link", { name: text[key][lang], exact: true })).toHaveAttribute("href", p(path));
      }

      const dropdowns: { button: keyof typeof text; items: [keyof typeof text, string][] }[] = [
        {
          button: "products",
          items: [
            ["duNumbers", "/numbers/du"],
            ["etisalatNumbers", "/numbers/etisalat"],
            ["plates", "/plates"],
          ],
        },
        {
          button: "services",
          items: [
            ["request", "/services"],
            ["estimate", "/services"],
            ["draw", "/draw_plates"],
            ["drawNumbers", "/draw_numbers"],
          ],
        },
      ];
      for (const { button: key, items } of dropdowns) {
        const button = menu.getByRole("button", { name: text[key][lang] });
        const first = menu.getByRole("link", { name: text[items[0]![0]][lang], exact: true });
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(first).toBeHidden();

        // Opens on click and lists its links.
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        for (const [item, path] of items) {
          const link = menu.getByRole("link", { name: text[item][lang], exact: true });
          await expect(link).toBeVisible();
          expect(await hrefPath(page, await link.getAttribute("href"))).toBe(p(path));
        }

        // Escape closes it and gives the focus back to the button.
        await page.keyboard.press("Escape");
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(first).toBeHidden();
        await expect(button).toBeFocused();

        // A click outside closes it.
        await button.click();
        await expect(first).toBeVisible();
        await page.getByRole("heading", { level: 1 }).click();
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(first).toBeHidden();
      }
    });

    test("under 992 px the navigation hides behind the menu button", async ({ page }) => {
      await page.setViewportSize({ width: 991, height: 800 });
      await open(page, p("/"));
      const toggle = page.getByRole("button", { name: text.menu[lang] });
      const about = nav(page, lang).getByRole("link", { name: text.about[lang], exact: true });
      await expect(toggle).toBeVisible();
      await expect(about).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(about).toBeVisible();

      // Choosing a link navigates and closes the menu. About shows the title bar: the page's one h1.
      await about.click();
      await expect(page).toHaveURL(p("/about"));
      await expect(page.getByRole("heading", { level: 1, name: text.aboutTitle[lang] })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(about).toBeHidden();
    });

    test("home at 992 px: language and direction, navigation without the menu button, footer constants, no title bar", async ({ page, request }) => {
      const response = await request.get("/api/constants");
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: { key: string; value: { value: string } }[] };
      // Arabic pages show the `_ar` constant when there is one.
      const constant = (key: string) => {
        const row = data.find((c) => c.key === (lang === "ar" ? `${key}_ar` : key)) ?? data.find((c) => c.key === key);
        expect(row, `constant ${key}`).toBeDefined();
        return row!.value.value;
      };

      await page.setViewportSize({ width: 992, height: 800 });
      await open(page, p("/"));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

      await expect(page.getByRole("button", { name: text.menu[lang] })).toBeHidden();
      for (const key of ["home", "about", "products", "services", "blog", "report", "contactUs", "signIn"] as const) {
        await expect(nav(page, lang).getByText(text[key][lang], { exact: true })).toBeVisible();
      }

      const footer = page.getByRole("contentinfo");
      for (const key of ["contactPhone", "contactEmail", "about_us_footer"]) {
        await expect(footer.getByText(constant(key), { exact: true })).toBeVisible();
      }

      // Home has its own h1 (the hero), not the title bar's "Home".
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(text.home[lang]);
    });
  });

  test.describe(`language switch (${lang})`, () => {
    test("keeps the page and the query and remembers the choice for a year", async ({ page, context }) => {
      await open(page, p("/blog?page=1"));
      await page.getByRole("link", { name: new RegExp(text.switchLanguage[lang]) }).click();
      await expect(page).toHaveURL(localePath(other, "/blog?page=1"));
      await expect(page.locator("html")).toHaveAttribute("lang", other);

      const cookie = (await context.cookies()).find((c) => c.name === "lang");
      expect(cookie?.value).toBe(other);
      expect(cookie?.path).toBe("/");
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364.9);
      expect(days).toBeLessThanOrEqual(365.01);
    });
  });
}

test("with the English cookie, / opens /en; after switching back to Arabic, / stays Arabic", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
  await open(page, "/");
  await expect(page).toHaveURL("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("link", { name: new RegExp(text.switchLanguage.en) }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  await open(page, "/");
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
});
