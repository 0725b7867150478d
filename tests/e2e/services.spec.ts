import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Locator, type Page, expect, test } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath, signedInPage } from "./helpers.ts";
import { latestMailTo } from "./mail.ts";

// The request forms in a real browser, in both languages: Request a plate and Estimate a plate on /services,
// the contact form; field errors beside the fields, "request submitted", the indicative price; then staff open
// the inquiry in the admin area, move it on and reply, and the reply reaches the mailbox. axe on each page.
// Three posts per language: well inside the per-address limit of the public forms.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${page.url()}`).toEqual([]);
}

/** The site's admin, signed in with a session cookie. */
const adminPage = (browser: Browser, baseURL: string) => signedInPage(browser, baseURL, "admin@shop.test", "Admin-Pass-2026!");

async function fillContact(form: Locator, say: (key: MessageKey) => string, person: { name: string; email: string }) {
  await form.getByLabel(say("form.name")).fill(person.name);
  await form.getByLabel(say("requests.phoneOrMobile")).fill("0501234567");
  await form.getByLabel(say("form.email")).fill(person.email);
  await form.getByLabel(say("requests.contactMethod")).selectOption("email");
}

/**
 * Staff open the newest request from `email` in an admin section, move it on, reply (with a price for an
 * estimate), and the reply reaches the requester's mailbox in their language.
 */
async function staffAnswer(browser: Browser, baseURL: string, lang: "ar" | "en", section: string, email: string, reply: string, price?: string) {
  const say = (key: MessageKey) => translate(lang, key);
  const staff = await adminPage(browser, baseURL);
  await staff.goto(localePath(lang, `/admin/${section}?q=${encodeURIComponent(email)}`));
  await hydrated(staff);
  await expectNoViolations(staff);
  await staff.getByRole("row").nth(1).getByRole("link").click();
  await hydrated(staff);
  await expect(staff.getByText(email).first()).toBeVisible();
  await staff.getByRole("button", { name: `${say("requests.moveTo")}: ${say("requests.status.in_progress")}` }).click();
  await expect(staff.getByRole("status").first()).toContainText(say("requests.statusSaved"));
  await staff.getByLabel(say("requests.replyMessage")).fill(reply);
  if (price) await staff.getByLabel(say("requests.replyPrice")).fill(price);
  await staff.getByRole("button", { name: say("requests.sendReply") }).click();
  await expect(staff.getByRole("status").first()).toContainText(say("requests.replySent"));
  await expect(staff.getByRole("heading", { level: 1 })).toContainText(say("requests.status.answered"));
  await expectNoViolations(staff);
  const mail = await latestMailTo(email, new RegExp(`^${say("requests.mail.replySubject")}`));
  expect(mail.text).toContain(reply);
  await staff.context().close();
  return mail;
}

for (const lang of langs) {
  test.describe(`requests (${lang})`, () => {
    test.describe.configure({ mode: "serial", timeout: 60_000 });
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
    const stamp = `${lang}${Date.now()}`;
    const person = { name: `Huda ${stamp}`, email: `huda-${stamp}@example.com` };
    /** A requester of their own per form, so each staff search finds exactly that request. */
    const requester = (form: string) => ({ name: `Huda ${stamp}`, email: `huda-${form}-${stamp}@example.com` });

    test("Request a plate: field errors beside the fields, then request submitted; staff move it on and reply", async ({ page, browser }, workerInfo) => {
      await page.goto(localePath(lang, "/services#request"));
      await hydrated(page);
      const form = page.locator("#request");
      await form.getByRole("button", { name: say("requests.submitRequest") }).click();
      await expect(form.getByText(say("requests.emirateRequired"), { exact: true })).toBeVisible();
      await expect(form.getByLabel(say("requests.emirate"))).toHaveAttribute("aria-invalid", "true");
      await form.getByLabel(say("requests.emirate")).selectOption("DU");
      await form.getByLabel(say("requests.plateType")).selectOption("private");
      await form.getByLabel(say("requests.wish")).fill("x777");
      await form.getByLabel(say("requests.budget")).selectOption("50k_200k");
      const who = requester("request");
      await fillContact(form, say, who);
      await form.getByRole("button", { name: say("requests.submitRequest") }).click();
      await expect(form.getByRole("status")).toContainText(say("requests.submitted"));
      await expectNoViolations(page);
      await staffAnswer(browser, workerInfo.project.use.baseURL!, lang, "requested_plates", who.email, `We found two. ${stamp}`);
    });

    test("Estimate a plate: an indicative price at once, or an honest word that there are too few comparables; staff reply with a price", async ({ page, browser }, workerInfo) => {
      await page.goto(localePath(lang, "/services#estimate"));
      await hydrated(page);
      const form = page.locator("#estimate");
      await form.getByLabel(say("requests.number")).fill("123456");
      await form.getByLabel(say("requests.number")).blur();
      await expect(form.getByText(say("requests.numberInvalid"), { exact: true })).toBeVisible();
      await form.getByLabel(say("requests.emirate")).selectOption("DU");
      await form.getByLabel(say("requests.plateType")).selectOption("private");
      await form.getByLabel(say("requests.code")).fill("A");
      await form.getByLabel(say("requests.number")).fill("7777");
      const who = requester("estimate");
      await fillContact(form, say, who);
      await form.getByRole("button", { name: say("requests.submitEstimate") }).click();
      await expect(form.getByRole("status")).toContainText(say("requests.submitted"));
      await expect(form.locator("[data-estimate]")).toBeVisible();
      const reply = await staffAnswer(browser, workerInfo.project.use.baseURL!, lang, "estimate_plates", who.email, `About this much. ${stamp}`, "150,000");
      expect(reply.text).toContain(say("requests.priceGiven"));
    });

    test("Contact us: errors, then sent, acknowledged by e-mail; staff move it on and reply, and the reply arrives", async ({ page, browser }, workerInfo) => {
      await page.goto(localePath(lang, "/contact_us"));
      await hydrated(page);
      await page.getByRole("button", { name: say("requests.sendQuestion") }).click();
      await expect(page.getByText(say("requests.questionRequired"), { exact: true }).first()).toBeVisible();
      await expectNoViolations(page);
      await fillContact(page.locator("main form"), say, person);
      await page.getByLabel(say("requests.question")).fill(`Are you open on Friday? ${stamp}`);
      await page.getByRole("button", { name: say("requests.sendQuestion") }).click();
      await expect(page.getByRole("status").first()).toContainText(say("requests.submitted"));
      await latestMailTo(person.email, new RegExp(`^${say("requests.mail.contactAckSubject")}`));

      await staffAnswer(browser, workerInfo.project.use.baseURL!, lang, "contact_inquiries", person.email, `Yes, from 2:30 PM. ${stamp}`);
    });

    test("Draw Plates: drawn as you type, downloaded as PNG, with a link that draws it again", async ({ page }) => {
      await page.goto(localePath(lang, "/draw_plates"));
      await hydrated(page);
      await page.getByLabel(say("requests.number"), { exact: true }).fill("2468");
      await expect(page.locator("svg[role=img] text").last()).toHaveText("2468");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: say("catalog.download") }).click();
      expect((await download).suggestedFilename()).toBe("plate-DU-A-2468.png");
      const link = page.getByRole("link", { name: say("draw.shareLink") });
      await expect(link).toHaveAttribute("href", /number=2468/);
      await link.click();
      await expect(page.locator("svg[role=img] text").last()).toHaveText("2468");
      await expectNoViolations(page);
    });

    test("Draw Plates: a plate not in stock is requested from its drawing, and staff answer", async ({ page, browser }, workerInfo) => {
      await page.goto(localePath(lang, "/draw_plates?emirate=FU&plate_type=private&code=Z&number=98765"));
      await hydrated(page);
      const form = page.locator("#draw-form");
      const who = requester("plate");
      await fillContact(form, say, who);
      await form.getByRole("button", { name: say("draw.request") }).click();
      await expect(page.getByText(say("requests.submitted"))).toBeVisible();
      await staffAnswer(browser, workerInfo.project.use.baseURL!, lang, "draw_plates", who.email, `Fujairah Z 98765 is rare. ${stamp}`);
    });

    test("Draw Numbers: the card drawn as you type, saved as PNG, the numbers in stock that fit, and a request staff answer", async ({ page, browser }, workerInfo) => {
      await page.goto(localePath(lang, "/draw_numbers"));
      await hydrated(page);
      await page.getByLabel(say("requests.operator")).selectOption("etisalat");
      await page.getByLabel(say("draw.mask")).fill("056 12x xx99");
      await expect(page.getByRole("img", { name: new RegExp(say("catalog.operator.etisalat")) }).locator("text").nth(2)).toHaveText("056 12X XX99");
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: say("catalog.download") }).click();
      expect((await download).suggestedFilename()).toBe("number-etisalat-05612xxx99.png");
      await page.getByRole("link", { name: say("draw.numberShareLink") }).click();
      await expect(page).toHaveURL(/operator=etisalat&mask=05612xxx99/);
      await expect(page.getByRole("heading", { name: say("draw.matchesTitle") })).toBeVisible();
      const form = page.locator("#draw-number-form");
      await form.getByRole("button", { name: say("draw.requestNumber") }).click();
      await expect(form.getByText(say("validation.nameRequired")).first()).toBeVisible();
      const who = requester("number");
      await fillContact(form, say, who);
      await form.getByRole("button", { name: say("draw.requestNumber") }).click();
      await expect(page.getByText(say("requests.submitted"))).toBeVisible();
      await expectNoViolations(page);
      await staffAnswer(browser, workerInfo.project.use.baseURL!, lang, "draw_plates", who.email, `We can find one like it. ${stamp}`);
    });

    test("Branches: every branch with its details, a maps link and no map host without a key", async ({ page }) => {
      const hosts: string[] = [];
      page.on("request", (r) => hosts.push(new URL(r.url()).host));
      await page.goto(localePath(lang, "/contact_us"));
      await page.getByRole("link", { name: say("requests.ourBranches") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say("route.branches"));
      await expect(page.locator("[data-branch]")).toHaveCount(3);
      await expect(page.getByRole("link", { name: say("branches.openInMaps") }).first()).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
      expect(hosts.filter((h) => h.includes("google"))).toEqual([]);
      await expectNoViolations(page);
    });
  });
}
