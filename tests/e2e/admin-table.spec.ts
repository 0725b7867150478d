import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath } from "./helpers.ts";

// The admin kit's data table in a real browser, in both languages, on the users list (the demo has 30
// customers, so two pages): a header sorts and says so (aria-sort), the filter bar narrows, the page links
// keep the order, and ticking rows then a bulk action changes exactly those rows. axe checks the table.

const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };

async function signIn(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: "session", value: token, url: test.info().project.use.baseURL!, httpOnly: true, sameSite: "Lax" }]);
}

/** The names in the table's row headers, in order. */
const rowNames = (page: Page) => page.locator("tbody th[scope=row]").allInnerTexts();

for (const lang of langs) {
  test.describe(`admin data table (${lang})`, () => {
    test.describe.configure({ mode: "serial", timeout: 60_000 });
    const at = (path: string) => localePath(lang, path);
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);

    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page);
    });

    test("sorts by a header both ways, filters, and pages on keeping the order", async ({ page }) => {
      await page.goto(at("/admin/users"));
      await hydrated(page);
      const nameHeader = page.getByRole("columnheader", { name: new RegExp(say("admin.name")) }).first();
      await expect(nameHeader).not.toHaveAttribute("aria-sort");

      await nameHeader.getByRole("link").click();
      await expect(page).toHaveURL(/sort=name&dir=asc/);
      await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
      const ascending = await rowNames(page);
      expect(ascending.length).toBe(20);

      await nameHeader.getByRole("link").click();
      await expect(page).toHaveURL(/sort=name&dir=desc/);
      await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
      const descending = await rowNames(page);
      expect(descending[0]).not.toBe(ascending[0]);

      // The second page keeps the order; together the two pages hold every user once.
      await page.getByRole("navigation", { name: say("pagination.label") }).getByRole("link", { name: say("pagination.page", { n: 2 }) }).click();
      await expect(page).toHaveURL(/sort=name&dir=desc.*page=2|page=2.*sort=name&dir=desc/);
      await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
      const second = await rowNames(page);
      expect(second.length).toBeGreaterThan(0);
      expect(new Set([...descending, ...second]).size).toBe(descending.length + second.length);
      expect([...descending, ...second].at(-1)).toBe(ascending[0]);

      // The filter bar: disabled users only (the demo has two), the order kept.
      const search = page.getByRole("search");
      await search.getByLabel(say("admin.status")).selectOption("disabled");
      await search.getByRole("button", { name: say("admin.search"), exact: true }).click();
      await expect(page).toHaveURL(/status=disabled/);
      await expect(page).toHaveURL(/sort=name/);
      const statuses = await page.locator("tbody tr").evaluateAll((rows) => rows.map((r) => r.textContent ?? ""));
      expect(statuses.length).toBeGreaterThanOrEqual(2);
      for (const row of statuses) expect(row).toContain(say("admin.disabled"));

      await expectNoViolations(page);
    });

    test("ticks two rows, disables exactly those with the bulk action, and enables them again", async ({ page }) => {
      // Two demo customers of this language's run (the other language uses two others).
      const emails = lang === "ar" ? ["customer01@example.ae", "customer03@example.ae"] : ["customer05@example.ae", "customer06@example.ae"];
      await page.goto(`${at("/admin/users")}?q=customer0&status=active`);
      await hydrated(page);
      const row = (email: string) => page.locator("tbody tr", { hasText: email });
      for (const email of emails) await row(email).getByRole("checkbox").check();
      await expect(page.getByRole("status").filter({ hasText: say("table.selected", { count: 2 }) })).toBeVisible();
      await page.getByRole("button", { name: say("admin.disableSelected") }).click();
      await expect(page.getByText(say("admin.usersDisabled", { n: 2 }))).toBeVisible();

      await page.goto(`${at("/admin/users")}?q=customer0&status=disabled`);
      await hydrated(page);
      for (const email of emails) await expect(row(email)).toBeVisible();
      // "Select every row on this page", then enable them: the page holds only these two.
      await page.getByRole("checkbox", { name: say("table.selectPage") }).check();
      await expect(page.getByRole("status").filter({ hasText: say("table.selected", { count: 2 }) })).toBeVisible();
      await page.getByRole("button", { name: say("admin.enableSelected") }).click();
      await expect(page.getByText(say("admin.usersEnabled", { n: 2 }))).toBeVisible();
      await page.goto(`${at("/admin/users")}?q=customer0&status=disabled`);
      await expect(page.getByText(say("users.empty"))).toBeVisible();
    });
  });
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
