import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { hydrated, langs, localePath, signedInPage, fromOwnAddress } from "./helpers.ts";
import { pdfText } from "../helpers/pdf.ts";
import { latestMailTo, linkIn, sentMails } from "./mail.ts";

// A purchase in a real browser, in both languages, with the sandbox gateway: Buy now on a plate, the
// verification step (names, traffic file, the two documents sent as soon as they are chosen, with their
// preview), payment declined then retried, Congrats, and the receipt e-mail. axe checks each step.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `axe on ${page.url()}`).toEqual([]);
}

/** A plate nobody holds, from the API (newest first, so the two languages' runs pick different ones). */
async function freePlate(page: Page, skip: number): Promise<number> {
  const res = await page.request.get("/api/plates?sort=newest");
  const items = ((await res.json()) as { data: { id: number; sold: boolean; reserved: boolean }[] }).data.filter((p) => !p.sold && !p.reserved);
  return items[skip]!.id;
}

/** A page signed in as the site's admin (another person than the buyer). */
const signedIn = (browser: Browser, baseURL: string) => signedInPage(browser, baseURL, "admin@shop.test", "Admin-Pass-2026!");

/** Staff make two promo codes through the admin's Promocodes section: one valid (10%), one expired. */
async function makePromoCodes(browser: Browser, baseURL: string, stamp: string) {
  const page = await signedIn(browser, baseURL);
  for (const [code, expires] of [[`TEN-${stamp}`, "2030-01-01T12:00"], [`OLD-${stamp}`, "2020-01-01T12:00"]] as const) {
    await page.goto("/en/admin/promocodes");
    await hydrated(page);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Discount (%)").fill("10");
    await page.getByLabel("Expires at").fill(expires);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("The promo code has been created.")).toBeVisible();
  }
  await expectNoViolations(page);
  await page.context().close();
}

/** Staff open the order in Transactions and move it to "documents checked" with a note. */
async function moveOrderOn(browser: Browser, baseURL: string, orderId: string, note: string) {
  const page = await signedIn(browser, baseURL);
  await page.goto("/en/admin/transactions?status=paid");
  await hydrated(page);
  await page.getByRole("link", { name: `#${orderId}`, exact: true }).click();
  await hydrated(page);
  await page.getByLabel("Note for the buyer (date and place of a booked transfer, for example)").fill(note);
  await page.getByRole("button", { name: "Move the order on" }).click();
  await expect(page.getByText("The order has been moved on and the buyer told.")).toBeVisible();
  await expectNoViolations(page);
  await page.context().close();
}

for (const lang of langs) {
  test.describe(`checkout (${lang})`, () => {
    test.describe.configure({ mode: "serial", timeout: 90_000 });
    const at = (path: string) => localePath(lang, path);
    const say = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
    const stamp = `${lang}${Date.now()}`;
    const person = { name: lang === "ar" ? "سارة الكعبي" : "Sara Ahmed", email: `buyer-${stamp}@example.com`, password: "Golden-Plate-2026" };

    test("a buyer whose e-mail is not verified is stopped at Buy now with the spec's message, and gets the link again", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: fromOwnAddress() });
      const page = await context.newPage();
      const email = `unverified-${stamp}@example.com`;
      const registered = await page.request.post("/api/auth/register", { data: { name: person.name, email, password: person.password, password_confirmation: person.password }, headers: { "accept-language": lang } });
      expect(registered.status()).toBe(201);
      const { token } = (await (await page.request.post("/api/auth/login", { data: { email, password: person.password } })).json()) as { token: string };
      await context.addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
      const plateId = await freePlate(page, lang === "ar" ? 2 : 3);
      await page.goto(at(`/buy/plates/${plateId}`));
      await hydrated(page);
      await page.getByRole("button", { name: say("checkout.buyNow") }).click();
      await expect(page.getByRole("alert")).toHaveText(say("checkout.verifyFirst"));
      if (lang === "en") expect(say("checkout.verifyFirst")).toBe("Please verify your email to complete your action.");
      await expectNoViolations(page);
      const mailsTo = () => sentMails().filter((m) => m.to.includes(email)).length;
      await expect.poll(mailsTo).toBe(1);
      await page.getByRole("button", { name: say("checkout.resend") }).click();
      await expect(page.getByText(say("auth.verificationSent"))).toBeVisible();
      await expect.poll(mailsTo).toBe(2);
      // Nothing was held for them: the plate is still free to buy.
      const plate = (await (await page.request.get(`/api/plates/${plateId}`)).json()) as { data: { reserved: boolean } };
      expect(plate.data.reserved).toBe(false);
      await context.close();
    });

    test("a verified buyer buys a plate: verification with documents, a declined payment and its retry, Congrats and the receipt", async ({ page, baseURL }) => {
      // A new buyer who has verified their e-mail.
      const registered = await page.request.post("/api/auth/register", {
        data: { name: person.name, email: person.email, password: person.password, password_confirmation: person.password },
        headers: { "accept-language": lang, ...fromOwnAddress() },
      });
      expect(registered.status()).toBe(201);
      await page.goto(linkIn(await latestMailTo(person.email), baseURL!));
      const signIn = await page.request.post("/api/auth/login", { data: { email: person.email, password: person.password } });
      const { token } = (await signIn.json()) as { token: string };
      await page.context().addCookies([{ name: "session", value: token, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);

      const plateId = await freePlate(page, lang === "ar" ? 0 : 1);
      await page.goto(at(`/buy/plates/${plateId}`));
      await hydrated(page);
      await page.getByRole("button", { name: say("checkout.buyNow") }).click();
      await expect(page).toHaveURL(/\/checkout\/\d+$/);
      await hydrated(page);
      await expect(page.getByRole("navigation", { name: say("checkout.steps") }).locator('[aria-current="step"]')).toContainText(say("checkout.step.verification"));

      // Meanwhile another buyer (here the site's admin) finds the plate reserved, with nothing to buy.
      const other = await signedIn(page.context().browser()!, baseURL!);
      await other.goto(at(`/buy/plates/${plateId}`));
      await expect(other.getByText(say("checkout.reserved"))).toBeVisible();
      await expect(other.getByRole("button", { name: say("checkout.buyNow") })).toHaveCount(0);
      await other.context().close();

      // The documents go up as soon as they are chosen: a preview, then "ready".
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0f766e" } }).png().toBuffer();
      await page.getByLabel(say("checkout.firstName")).fill(lang === "ar" ? "سارة" : "Sara");
      await page.getByLabel(say("checkout.lastName")).fill(lang === "ar" ? "الكعبي" : "Ahmed");
      await page.getByLabel(say("checkout.trafficFileNumber")).fill("12345678");
      // A file over 2 MB is refused in the browser, with the spec's message, before anything is sent.
      await page.getByLabel(say("checkout.emiratesId")).setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2 * 1024 * 1024 + 10, 1) });
      await expect(page.getByText(say("upload.tooLarge"))).toBeVisible();
      await page.getByLabel(say("checkout.emiratesId")).setInputFiles({ name: "emirates-id.png", mimeType: "image/png", buffer: png });
      await expect(page.getByText(say("upload.ready", { name: "emirates-id.png" }))).toBeVisible();
      await expect(page.getByRole("img", { name: say("upload.previewOf", { label: say("checkout.emiratesId") }) })).toBeVisible();
      await page.getByLabel(say("checkout.drivingLicence")).setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: png });
      await expect(page.getByText(say("upload.ready", { name: "licence.png" }))).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("button", { name: say("checkout.continue") }).click();

      // Payment. Staff have made two promo codes in the admin: an expired one is refused with the spec's
      // message, the valid one takes 10% off the item price (the discount row appears).
      await expect(page.getByRole("heading", { name: say("checkout.payTitle"), level: 2 })).toBeVisible();
      await makePromoCodes(page.context().browser()!, baseURL!, stamp);
      await page.getByLabel(say("checkout.promoCode")).fill(`OLD-${stamp}`);
      await page.getByRole("button", { name: say("checkout.applyPromo") }).click();
      await expect(page.getByText(say("checkout.promoInvalid")).first()).toBeVisible();
      await page.getByLabel(say("checkout.promoCode")).fill(`ten-${stamp}`);
      await page.getByRole("button", { name: say("checkout.applyPromo") }).click();
      await expect(page.getByRole("row", { name: new RegExp(say("fees.discount")) })).toBeVisible();
      await expectNoViolations(page);

      // Declined first.
      await page.getByRole("button", { name: new RegExp(say("checkout.payNow", { amount: ".+" })) }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
      await page.getByRole("button", { name: say("sandbox.decline") }).click();
      await expect(page.getByText(say("checkout.failureBody"))).toBeVisible();
      await expectNoViolations(page);

      // The retry, approved.
      await page.getByRole("link", { name: say("checkout.retry") }).click();
      await hydrated(page);
      await page.getByRole("button", { name: new RegExp(say("checkout.payNow", { amount: ".+" })) }).click();
      await page.getByRole("button", { name: say("sandbox.approve") }).click();
      await expect(page.getByRole("heading", { level: 1, name: say("checkout.successTitle") })).toBeVisible();
      await expect(page.getByText(/INV-\d{6}/)).toBeVisible();
      await expectNoViolations(page);

      // The receipt, in the buyer's language first, with the invoice number and the tax invoice as PDFs: the
      // buyer's language first; the figures read back from the PDF are the ones the Congrats page shows.
      const receipt = await latestMailTo(person.email, lang === "ar" ? /تم تأكيد عملية الشراء/ : /Your purchase is confirmed/);
      const invoiceNumber = /INV-\d{6}/.exec(receipt.text)?.[0];
      expect(invoiceNumber).toBeDefined();
      await expect(page.getByText(invoiceNumber!)).toBeVisible();
      expect(receipt.attachments.map((a) => a.filename)).toEqual([`tax-invoice-${invoiceNumber}-${lang}.pdf`, `tax-invoice-${invoiceNumber}-${lang === "ar" ? "en" : "ar"}.pdf`]);
      const invoiceText = pdfText(Buffer.from(receipt.attachments[0]!.base64, "base64"));
      expect(invoiceText).toContain(invoiceNumber);
      const paidAmount = /[\d,]+\.\d{2}/.exec(await page.getByRole("definition").filter({ hasText: lang === "ar" ? "د.إ" : "AED" }).first().innerText())?.[0];
      expect(paidAmount).toBeDefined();
      expect(invoiceText).toContain(paidAmount!);
      // The link on Congrats opens the same invoice.
      const download = await page.request.get((await page.getByRole("link", { name: say("invoice.download") }).getAttribute("href"))!);
      expect(download.headers()["content-type"]).toBe("application/pdf");
      expect(pdfText(await download.body())).toContain(invoiceNumber);

      // Staff move the order on in Transactions with a note; the buyer sees the step in My orders.
      const orderId = new URL(page.url()).searchParams.get("order")!;
      await moveOrderOn(page.context().browser()!, baseURL!, orderId, `RTA ${stamp}`);
      await page.goto(at("/profile"));
      const orders = page.getByRole("region", { name: say("orders.mine"), exact: true });
      await expect(orders).toContainText(say("order.state.documents_checked"));
      await expect(orders).toContainText(`RTA ${stamp}`);

      // The plate is sold now: its page says so and offers nothing to buy.
      await page.goto(at(`/buy/plates/${plateId}`));
      await expect(page.getByRole("button", { name: say("checkout.buyNow") })).toHaveCount(0);
    });
  });
}
