import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath, fromOwnAddress } from "./helpers.ts";
import { latestMailTo, linkIn } from "./mail.ts";

// The admin area in a real browser, in both languages: the super admin (ADMIN_EMAIL/ADMIN_PASSWORD in
// playwright.config.ts) gives a newly registered user a new role, then ticks read:mail on that role, and the
// user's admin navigation gains the "Mail outbox" section. axe checks every admin page.
// Sessions come from POST /api/auth/login (the cookie is set in the browser context), so these tests do not
// depend on the sign-in page.

const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const text = {
  adminNav: { en: "Admin sections", ar: "أقسام الإدارة" },
  outbox: { en: "Mail outbox", ar: "صندوق البريد الصادر" },
  users: { en: "Users", ar: "المستخدمون" },
  roles: { en: "Roles", ar: "الأدوار" },
  roleName: { en: "Role name", ar: "اسم الدور" },
  createRole: { en: "Create role", ar: "إنشاء الدور" },
  roleCreated: { en: "The role has been created.", ar: "تم إنشاء الدور." },
  search: { en: "Search by name or e-mail", ar: "ابحث بالاسم أو البريد الإلكتروني" },
  searchButton: { en: "Search", ar: "بحث" },
  saveRoles: { en: "Save roles", ar: "حفظ الأدوار" },
  rolesSaved: { en: "The roles have been saved.", ar: "تم حفظ الأدوار." },
  savePermissions: { en: "Save permissions", ar: "حفظ الصلاحيات" },
  roleSaved: { en: "The role has been saved.", ar: "تم حفظ الدور." },
  forbidden: { en: "You do not have permission to do this.", ar: "ليست لديك صلاحية للقيام بذلك." },
  verifyRequired: { en: "Please verify your email to complete your action.", ar: "يرجى تأكيد بريدك الإلكتروني لإكمال العملية." },
  menu: { en: "Admin menu", ar: "قائمة الإدارة" },
  packages: { en: "Packages", ar: "الباقات" },
  packageName: { en: "Name (English)", ar: "الاسم (بالإنجليزية)" },
  packageNameAr: { en: "Name (Arabic)", ar: "الاسم (بالعربية)" },
  create: { en: "Create", ar: "إنشاء" },
  save: { en: "Save", ar: "حفظ" },
  deletePackage: { en: "Delete package", ar: "حذف الباقة" },
  packageCreated: { en: "The package has been created.", ar: "تم إنشاء الباقة." },
  packageSaved: { en: "The package has been saved.", ar: "تم حفظ الباقة." },
  packageDeleted: { en: "The package has been deleted.", ar: "تم حذف الباقة." },
  settings: { en: "Settings", ar: "الإعدادات" },
  workingHours: { en: "Working hours", ar: "ساعات العمل" },
  textInPageLanguage: { en: "Text (English)", ar: "النص (بالعربية)" },
  linkEn: { en: "Link (English)", ar: "الرابط (بالإنجليزية)" },
  facebook: { en: "Facebook", ar: "فيسبوك" },
  saveConstants: { en: "Save contact details", ar: "حفظ بيانات التواصل" },
  constantsSaved: { en: "The contact details and links have been saved.", ar: "تم حفظ بيانات التواصل والروابط." },
  linkInvalid: { en: "Please enter a link starting with https://, tel: or mailto:.", ar: "يرجى إدخال رابط يبدأ بـ https:// أو tel: أو mailto:." },
} as const;

/** A session token from the API. */
async function token(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A browser context signed in with the token (the site's httpOnly session cookie). */
async function signedInContext(browser: Browser, baseURL: string, sessionToken: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: "session", value: sessionToken, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  await hydrated(page);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

// One super admin session for the whole file (sign-in is rate limited per address).
let adminToken: string;
test.beforeAll(async ({ browser }, workerInfo) => {
  const baseURL = workerInfo.project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  adminToken = await token(await context.newPage(), ADMIN.email, ADMIN.password);
  await context.close();
});

for (const lang of langs) {
  test.describe(`admin (${lang})`, () => {
    // A shared machine can be slow: the walk-through makes a dozen page loads in two browsers.
    test.describe.configure({ mode: "serial", timeout: 60_000 });
    const at = (path: string) => localePath(lang, path);
    const say = (key: keyof typeof text) => text[key][lang];
    const stamp = `${lang}${Date.now()}`;
    const person = { name: `Mona ${stamp}`, email: `mona-${stamp}@example.com`, password: "Sunny-Harbour-2026" };
    const roleName = `Mail readers ${stamp}`;

    test("the super admin gives a new user a role, then read:mail, and once the user has verified their e-mail their navigation gains the outbox", async ({ browser, page }, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const registered = await page.request.post("/api/auth/register", {
        data: { name: person.name, email: person.email, password: person.password, password_confirmation: person.password },
        headers: { "accept-language": lang, ...fromOwnAddress() },
      });
      expect(registered.status(), await registered.text()).toBe(201);

      const adminContext = await signedInContext(browser, baseURL, adminToken);
      const admin = await adminContext.newPage();
      const userContext = await signedInContext(browser, baseURL, await token(page, person.email, person.password));
      const user = await userContext.newPage();

      // Before: the user is no staff member, so no admin navigation at all.
      await open(user, at("/admin"), 403);
      await expect(user.getByText(say("forbidden"))).toBeVisible();
      await expect(user.getByRole("navigation", { name: say("adminNav") })).toHaveCount(0);
      await expect(user.getByRole("link", { name: say("outbox") })).toHaveCount(0);
      await expectNoViolations(user);

      // The super admin creates a role.
      await open(admin, at("/admin"));
      await admin.getByRole("navigation", { name: say("adminNav") }).getByRole("link", { name: say("roles") }).click();
      await expect(admin).toHaveURL(new RegExp(`${at("/admin/roles")}$`));
      await admin.getByLabel(say("roleName")).fill(roleName);
      await admin.getByRole("button", { name: say("createRole") }).click();
      await expect(admin.getByRole("status")).toHaveText(say("roleCreated"));
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(roleName);
      const rolePath = new URL(admin.url()).pathname;

      // ...and gives it to the user, found by e-mail.
      await admin.getByRole("navigation", { name: say("adminNav") }).getByRole("link", { name: say("users") }).click();
      await admin.getByLabel(say("search")).fill(person.email);
      await admin.getByRole("button", { name: say("searchButton"), exact: true }).click();
      await expect(admin).toHaveURL(/\?q=/);
      await admin.getByRole("link", { name: person.name }).click();
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(person.name);
      await admin.getByRole("checkbox", { name: roleName }).check();
      await admin.getByRole("button", { name: say("saveRoles") }).click();
      await expect(admin.getByRole("status")).toHaveText(say("rolesSaved"));
      await expect(admin.getByRole("checkbox", { name: roleName })).toBeChecked();

      // A role without permissions opens nothing yet.
      await open(user, at("/admin"), 403);
      await expect(user.getByRole("link", { name: say("outbox") })).toHaveCount(0);

      // The super admin ticks read:mail on the role.
      await open(admin, rolePath);
      await admin.getByRole("checkbox", { name: /read:mail/ }).check();
      await admin.getByRole("button", { name: say("savePermissions") }).click();
      await expect(admin.getByRole("status")).toHaveText(say("roleSaved"));
      await expect(admin.getByRole("checkbox", { name: /read:mail/ })).toBeChecked();

      // Staff rights work only from a verified address: the user is asked to verify first...
      await open(user, at("/admin"), 403);
      await expect(user.getByText(say("verifyRequired"))).toBeVisible();
      await expect(user.getByRole("link", { name: say("outbox") })).toHaveCount(0);
      // ...and does, from the e-mail sent at registration.
      const mail = await latestMailTo(person.email, new RegExp(translate("en", "mail.verifySubject")));
      await user.goto(linkIn(mail, baseURL));

      // The very next request of the user shows the outbox section, and only it.
      await open(user, at("/admin"));
      const nav = user.getByRole("navigation", { name: say("adminNav") });
      await expect(nav.getByRole("link", { name: say("outbox") })).toBeVisible();
      await expect(nav.getByRole("link", { name: say("users") })).toHaveCount(0);
      await nav.getByRole("link", { name: say("outbox") }).click();
      await expect(user).toHaveURL(new RegExp(`${at("/admin/outbox")}$`));
      await expect(user.getByRole("heading", { level: 1 })).toHaveText(say("outbox"));

      await adminContext.close();
      await userContext.close();
    });

    test("the super admin creates, renames and deletes a package, and cannot delete one that numbers use", async ({ browser }, workerInfo) => {
      const context = await signedInContext(browser, workerInfo.project.use.baseURL!, adminToken);
      const admin = await context.newPage();
      await open(admin, at("/admin"));
      await admin.getByRole("navigation", { name: say("adminNav") }).getByRole("link", { name: say("packages") }).click();
      await expect(admin).toHaveURL((url) => url.pathname === at("/admin/packages"));
      await hydrated(admin);

      // A package demo numbers use: deleting it is refused, with how many numbers use it (the page shows the count).
      await admin.getByRole("row").nth(1).getByRole("link").click();
      await hydrated(admin);
      const used = Number(await admin.locator("p", { hasText: `${translate(lang, "admin.numbersUsing")}:` }).locator("bdi").textContent());
      await admin.getByRole("button", { name: say("deletePackage") }).click();
      await expect(admin.getByRole("alert").filter({ hasText: translate(lang, "admin.packageInUse", { count: used }) })).toBeVisible();

      await open(admin, at("/admin/packages"));
      const name = `Diamond ${stamp}`;
      await admin.getByLabel(say("packageName")).fill(name);
      await admin.getByLabel(say("packageNameAr")).fill(`ماسية ${stamp}`);
      await admin.getByRole("button", { name: say("create") }).click();
      await expect(admin.getByText(say("packageCreated"))).toBeVisible();
      await admin.getByRole("link", { name }).click();
      // The list has a "Name" field of its own (the new-package form): wait for the package's page first.
      await expect(admin).toHaveURL((url) => /\/admin\/packages\/\d+$/.test(url.pathname));
      await expect(admin.getByRole("button", { name: say("save") })).toBeVisible();
      await admin.getByLabel(say("packageName")).fill(`${name} Plus`);
      await admin.getByRole("button", { name: say("save") }).click();
      await expect(admin.getByText(say("packageSaved"))).toBeVisible();
      await admin.getByRole("link", { name: `${name} Plus` }).click();
      await hydrated(admin);
      await expectNoViolations(admin);
      await admin.getByRole("button", { name: say("deletePackage") }).click();
      await expect(admin.getByText(say("packageDeleted"))).toBeVisible();
      await expect(admin.getByRole("link", { name: `${name} Plus` })).toHaveCount(0);
      await context.close();
    });

    test("a Settings edit shows in the site's footer at once; a bad link is refused beside its field and saves nothing", async ({ browser }, workerInfo) => {
      const context = await signedInContext(browser, workerInfo.project.use.baseURL!, adminToken);
      const admin = await context.newPage();
      await open(admin, at("/admin"));
      await admin.getByRole("navigation", { name: say("adminNav") }).getByRole("link", { name: say("settings") }).click();
      await expect(admin).toHaveURL((url) => url.pathname === at("/admin/settings"));
      await hydrated(admin);
      await expectNoViolations(admin);

      // The working hours in the page's language (English text on /en, the Arabic one at the bare path).
      const hours = admin.getByRole("group", { name: say("workingHours"), exact: true }).getByLabel(say("textInPageLanguage"), { exact: true });
      const before = await hours.inputValue();
      const changed = `${lang === "ar" ? "كل يوم" : "Every day"} 8–8 ${stamp}`;

      // A script link is refused next to its field, and nothing is saved (the hours keep their old text).
      await hours.fill(changed);
      const facebookLink = admin.getByRole("group", { name: say("facebook"), exact: true }).getByLabel(say("linkEn"), { exact: true });
      await facebookLink.fill("javascript:alert(1)");
      await admin.getByRole("button", { name: say("saveConstants") }).click();
      await expect(facebookLink).toHaveAttribute("aria-invalid", "true");
      await expect(admin.getByText(say("linkInvalid")).first()).toBeVisible();
      await open(admin, at("/"));
      await expect(admin.locator('footer [data-constant="working_hours"]')).toContainText(before.slice(0, 20));

      await open(admin, at("/admin/settings"));
      await hours.fill(changed);
      await admin.getByRole("button", { name: say("saveConstants") }).click();
      await expect(admin.getByText(say("constantsSaved"))).toBeVisible();
      await open(admin, at("/"));
      await expect(admin.locator('footer [data-constant="working_hours"]')).toContainText(changed);

      // Put it back for the other tests.
      await open(admin, at("/admin/settings"));
      await hours.fill(before);
      await admin.getByRole("button", { name: say("saveConstants") }).click();
      await expect(admin.getByText(say("constantsSaved"))).toBeVisible();
      await context.close();
    });

    test("the navigation collapses behind a menu button on small screens", async ({ browser }, workerInfo) => {
      const context = await signedInContext(browser, workerInfo.project.use.baseURL!, adminToken);
      const page = await context.newPage();
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, at("/admin"));
      const nav = page.getByRole("navigation", { name: say("adminNav") });
      const button = nav.getByRole("button", { name: say("menu") });
      await expect(nav.getByRole("link", { name: say("users") })).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await nav.getByRole("link", { name: say("users") }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/admin/users")}$`));
      await expect(nav.getByRole("link", { name: say("users") })).toBeHidden();
      await context.close();
    });

    test.describe("axe", () => {
      let context: BrowserContext;
      let page: Page;
      let ids: { user: string; superAdminRole: number; salesRole: number; message: number | undefined };
      test.beforeAll(async ({ browser }, workerInfo) => {
        context = await signedInContext(browser, workerInfo.project.use.baseURL!, adminToken);
        page = await context.newPage();
        const get = async <T,>(url: string) => ((await (await page.request.get(url, { headers: { authorization: adminToken } })).json()) as { data: T }).data;
        const roles = await get<{ id: number; systemKey: string | null }[]>("/api/admin/roles");
        ids = {
          user: (await get<{ id: string }[]>("/api/admin/users"))[0]!.id,
          superAdminRole: roles.find((r) => r.systemKey === "super_admin")!.id,
          salesRole: roles.find((r) => r.systemKey === "sales")!.id,
          message: (await get<{ id: number }[]>("/api/admin/outbox"))[0]?.id,
        };
      });
      test.afterAll(async () => {
        await context.close();
      });

      const pages: [string, () => string, number?][] = [
        ["the landing page", () => "/admin"],
        ["users", () => "/admin/users"],
        ["a user", () => `/admin/users/${ids.user}`],
        ["roles (with a success message)", () => "/admin/roles?done=roleDeleted"],
        ["the super admin role", () => `/admin/roles/${ids.superAdminRole}`],
        ["an editable role", () => `/admin/roles/${ids.salesRole}`],
        ["permissions", () => "/admin/permissions"],
        ["the outbox", () => "/admin/outbox"],
        ["an e-mail", () => (ids.message ? `/admin/outbox/${ids.message}` : "/admin/outbox")],
        ["packages", () => "/admin/packages"],
        ["plates", () => "/admin/plates"],
        ["owners' ads", () => "/admin/ads"],
        ["background jobs", () => "/admin/jobs"],
        ["the audit log", () => "/admin/audit"],
        ["settings", () => "/admin/settings"],
        ["promo codes", () => "/admin/promocodes"],
        ["transactions", () => "/admin/transactions"],
        ["traffic data info", () => "/admin/traffic_data"],
        ["all services", () => "/admin/services"],
        ["requested plates", () => "/admin/requested_plates"],
        ["estimate plates", () => "/admin/estimate_plates"],
        ["draw plates", () => "/admin/draw_plates"],
        ["contact inquiries", () => "/admin/contact_inquiries"],
        ["a missing page inside the area", () => "/admin/outbox/999999999", 404],
      ];
      for (const [name, path, status] of pages) {
        test(`${name} has no violations`, async () => {
          await open(page, at(path()), status);
          await expectNoViolations(page);
        });
      }
    });
  });
}
