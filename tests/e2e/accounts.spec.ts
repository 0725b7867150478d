import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath } from "./helpers.ts";
import { latestMailTo, linkIn } from "./mail.ts";

// The account pages in a browser, once in Arabic and once in English: register, verify from the e-mail,
// sign in back to where the visitor was going, edit the profile, sign out; forgotten password. The server
// sends its e-mail to the SMTP capture of tests/e2e/global-setup.ts. axe checks every page on the way.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The URL's path and query, for comparing with where the site sent us. */
const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

for (const lang of langs) {
  const t = (key: MessageKey, vars?: Record<string, string>) => translate(lang, key, vars);
  const at = (path: string) => localePath(lang, path);
  const field = (page: Page, key: MessageKey) => page.getByLabel(t(key), { exact: true });

  async function signIn(page: Page, email: string, password: string) {
    await field(page, "form.email").fill(email);
    await field(page, "form.password").fill(password);
    await page.getByRole("button", { name: t("auth.signInSubmit"), exact: true }).click();
  }

  test.describe(`accounts (${lang})`, () => {
    // Whole journeys with an axe run on every page: longer than the default 30 s.
    test.describe.configure({ timeout: 120_000 });

    test("register, verify by e-mail, sign in back to the profile, edit it and sign out", async ({ page, baseURL }) => {
      const person = { name: `Salem ${lang}`, email: `salem-${lang}-${Date.now()}@example.com`, password: "Desert-Falcon-2026" };

      // A visitor who opens the profile is asked to sign in, in their language, with the way back.
      await page.goto(at("/profile"));
      expect(where(page)).toBe(`${at("/sign_in")}?redirect=${encodeURIComponent(at("/profile"))}`);
      await hydrated(page);
      await expectNoViolations(page);

      // Registration: first with mistakes (announced, linked, and accessible), then properly.
      await page.getByRole("main").getByRole("link", { name: t("auth.createAccount") }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/register")}$`));
      await expectNoViolations(page);
      await page.getByRole("button", { name: t("auth.registerSubmit") }).click();
      const alert = page.locator("#register-error");
      await expect(alert).toContainText(t("form.errorSummary"));
      await expect(alert).toContainText(t("validation.nameRequired"));
      await expect(field(page, "form.name")).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "form.name")).toHaveAttribute("aria-describedby", "register-name-error");
      await expectNoViolations(page);
      await field(page, "form.name").fill(person.name);
      await field(page, "form.email").fill(person.email);
      await field(page, "form.password").fill(person.password);
      await field(page, "form.passwordConfirmation").fill(person.password);
      await page.getByRole("button", { name: t("auth.registerSubmit") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("auth.registered") })).toBeVisible();

      // The verification link from the e-mail.
      const mail = await latestMailTo(person.email, new RegExp(translate("en", "mail.verifySubject")));
      const verifyLink = linkIn(mail, baseURL!);
      expect(verifyLink.startsWith(`${at("/verify_email")}?token=`)).toBe(true);
      await page.goto(verifyLink);
      await expect(page.getByRole("status")).toHaveText(t("auth.emailVerified"));
      expect(where(page)).toBe(`${at("/verify_email")}?status=verified`);
      await expectNoViolations(page);

      // Sign in from the guarded page and land back on it.
      await page.goto(at("/profile"));
      await hydrated(page);
      await signIn(page, person.email, person.password);
      await expect(page).toHaveURL((url) => url.pathname === at("/profile") && url.search === "");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("route.profile"));
      await expect(page.getByRole("link", { name: translate(lang, "nav.signIn") })).toHaveCount(0);
      await expectNoViolations(page);

      // Edit the profile; the header follows.
      const renamed = `${person.name} Al Mansoori`;
      await field(page, "form.name").fill(renamed);
      await field(page, "form.phone").fill("+971 50 123 4567");
      await page.getByRole("button", { name: t("auth.profileSubmit") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("auth.profileUpdated") })).toBeVisible();
      const menu = page.getByRole("button", { name: t("auth.userMenu", { name: renamed }) });
      await expect(menu).toBeVisible();
      await page.reload();
      await expect(field(page, "form.name")).toHaveValue(renamed);
      // Kept in its national form (issue 11, item 9).
      await expect(field(page, "form.phone")).toHaveValue("0501234567");

      // The user menu, open, is accessible too; sign-out forgets the favourites and goes home.
      await hydrated(page);
      // One plate in the wishlist, so we can see sign-out forget it.
      const favourite = await page.evaluate(async () => {
        const { data } = (await (await fetch("/api/plates")).json()) as { data: { id: number }[] };
        await fetch("/api/fav", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "plate", id: data[0]!.id }) });
        return data[0]!.id;
      });
      await page.goto(at("/plates"));
      await expect(page.locator(`form:has(input[name="id"][value="${favourite}"]) button[aria-pressed="true"]`)).toHaveCount(1);
      await hydrated(page);
      await menu.click();
      await expect(page.getByRole("link", { name: t("auth.wishlist") })).toBeVisible();
      await expect(page.getByRole("link", { name: t("auth.admin") })).toHaveCount(0);
      await expectNoViolations(page);
      await page.getByRole("button", { name: t("auth.logout") }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await expect(page.getByRole("link", { name: translate(lang, "nav.signIn") })).toBeVisible();
      await expect(page.getByRole("button", { name: t("auth.userMenu", { name: renamed }) })).toHaveCount(0);
      await page.goto(at("/plates"));
      await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === "session")).toBeUndefined();
      await page.goto(at("/profile"));
      expect(new URL(page.url()).pathname).toBe(at("/sign_in"));
    });

    test("signing out goes home even when the call to the server fails", async ({ page, baseURL }) => {
      // The super admin of playwright.config.ts: no registration spent (the e2e runs share one address's limit).
      const person = { name: "Administrator", email: "admin@shop.test", password: "Admin-Pass-2026!" };
      const login = await page.request.post("/api/auth/login", { data: { email: person.email, password: person.password } });
      const { token } = (await login.json()) as { token: string };
      await page.context().addCookies([{ name: "session", value: token, url: baseURL! }]);

      await page.goto(at("/profile"));
      await hydrated(page);
      let refused = 0;
      await page.route("**/logout**", (route) => {
        refused++;
        return route.abort("connectionfailed");
      });
      await page.getByRole("button", { name: t("auth.userMenu", { name: person.name }) }).click();
      await page.getByRole("button", { name: t("auth.logout") }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      expect(refused).toBe(1);
    });

    test("forgot password, reset it from the e-mail and sign in with the new one", async ({ page, baseURL }) => {
      const person = { name: `Reem ${lang}`, email: `reem-${lang}-${Date.now()}@example.com`, password: "Old-Harbour-2026" };
      const registered = await page.request.post(`/api/auth/register?lang=${lang}`, {
        data: { ...person, password_confirmation: person.password },
      });
      expect(registered.status()).toBe(201);
      const newPassword = "New-Lighthouse-2027";

      await page.goto(at("/sign_in"));
      await hydrated(page);
      await page.getByRole("main").getByRole("link", { name: t("auth.forgotLink") }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/forgot_password"));
      await expectNoViolations(page);
      // An address without an account gets the same answer, and an e-mail saying so (decision 0009).
      const unknown = `unknown-${Date.now()}@example.com`;
      await field(page, "form.email").fill(unknown);
      await page.getByRole("button", { name: t("auth.forgotSubmit") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("auth.resetLinkSent") })).toBeVisible();
      await expectNoViolations(page);
      const noAccount = await latestMailTo(unknown, new RegExp(translate("en", "mail.noAccountSubject")));
      expect(noAccount.text).toContain("The email you entered doesn't exist.");
      await field(page, "form.email").fill(person.email);
      await page.getByRole("button", { name: t("auth.forgotSubmit") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("auth.resetLinkSent") })).toBeVisible();

      const mail = await latestMailTo(person.email, new RegExp(translate("en", "mail.resetSubject")));
      const resetLink = linkIn(mail, baseURL!);
      expect(resetLink.startsWith(`${at("/reset_password")}?token=`)).toBe(true);
      await page.goto(resetLink);
      await hydrated(page);
      await expectNoViolations(page);
      await field(page, "form.newPassword").fill(newPassword);
      await field(page, "form.passwordConfirmation").fill(newPassword);
      await page.getByRole("button", { name: t("auth.resetSubmit") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("auth.passwordReset") })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole("main").getByRole("link", { name: t("auth.signInTitle") }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/sign_in"));
      await signIn(page, person.email, person.password);
      await expect(page.getByRole("alert").filter({ hasText: t("auth.invalidCredentials") })).toBeVisible();
      await expectNoViolations(page);
      await signIn(page, person.email, newPassword);
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      await expect(page.getByRole("button", { name: t("auth.userMenu", { name: person.name }) })).toBeVisible();
    });
  });
}
