import { expect, test } from "@playwright/test";
import { hydrated, langs, localePath, open, text } from "./helpers.ts";

const missing = { blog: text.blogNotFound, new: text.newNotFound };

for (const lang of langs) {
  const p = (path: string) => localePath(lang, path);

  test.describe(`pages (${lang})`, () => {
    test("an unknown path is a 404 page with a link home", async ({ page }) => {
      const response = await page.goto(p("/no-such-page/at-all"), { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound[lang]);
      await expect(page).toHaveTitle(new RegExp(text.notFound[lang]));
      const home = page.getByRole("main").getByRole("link", { name: text.backHome[lang] });
      await expect(home).toHaveAttribute("href", p("/"));
      await home.click();
      await expect(page).toHaveURL(p("/"));

      // A single unknown segment is not a language either: the same 404.
      const single = await page.request.get(p("/no-such-page"));
      expect(single.status()).toBe(404);
      expect(await single.text()).toContain(text.notFound[lang]);
    });

    for (const base of ["blog", "new"] as const) {
      test(`${base} list opens a ${base} detail page`, async ({ page }) => {
        await open(page, p(`/${base}`));
        const card = page.getByRole("main").getByRole("article").first();
        const title = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
        await card.getByRole("link", { name: new RegExp(text.readMore[lang]) }).click();
        await expect(page).toHaveURL(new RegExp(`^[^?]*${p(`/${base}/`)}[^/]+$`));
        // The post's own h1 and no title bar: exactly one h1.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      });

      test(`a missing ${base} item is a translated 404`, async ({ page }) => {
        const response = await page.goto(p(`/${base}/x`), { waitUntil: "domcontentloaded" });
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(missing[base][lang]);
      });
    }
  });
}
