import { expect, test } from "@playwright/test";
import { hydrated, langs, localePath, open, text } from "./helpers.ts";

const missing = { blog: text.blogNotFound, new: text.newNotFound };

for (const lang of langs) {
  const p = (path: string) => localePath(lang, path);

  test.describe(`pages (${lang})`, () => {
    test("an unknown path is a 404 page with a link home", async ({ page }) => {
      const response = await page.goto(p("/no-such-page/at-all"));
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound[lang]);
      const home = page.getByRole("main").getByRole("link", { name: text.backHome[lang] });
      await expect(home).toHaveAttribute("href", p("/"));
      await home.click();
      await expect(page).toHaveURL(p("/"));
    });

    for (const base of ["blog", "new"] as const) {
      test(`${base} list opens a ${base} detail page`, async ({ page }) => {
        await open(page, p(`/${base}`));
        const card = page.getByRole("main").getByRole("article").first();
        const title = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
        await card.getByRole("link", { name: new RegExp(text.readMore[lang]) }).click();
        await expect(page).toHaveURL(new RegExp(`^[^?]*${p(`/${base}/`)}[^/]+$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

        // The same page loaded directly (server-rendered) answers 200 with the same title.
        await open(page, page.url());
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      });

      test(`a missing ${base} item is a translated 404`, async ({ page }) => {
        const response = await page.goto(p(`/${base}/x`));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(missing[base][lang]);
      });
    }
  });
}
