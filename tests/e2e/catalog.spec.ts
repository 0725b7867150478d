import fs from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test as base } from "@playwright/test";
import { plateDesigns } from "#core/catalog/plate-design.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { langs, localePath, open, fromOwnAddress } from "./helpers.ts";

// The catalog in a browser, once in Arabic and once in English: filtering, sorting and paginating the plate
// listing (with the browser's back and forward buttons), pattern and mask searches of numbers, a plate's page
// with its image download, the wishlist for visitors and members, sold items, digit direction in Arabic, and
// axe on every catalog page. The demo seed (server/modules/catalog/catalog.seed.ts) is the data.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const DESKTOP = { width: 1280, height: 800 };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Account {
  email: string;
  token: string;
}

/**
 * One member for the whole file (registration and sign-in are rate limited per address). The e-mail is
 * derived from the run's mail directory, so a worker restarted after a failure signs the same member in.
 */
const test = base.extend<{ member: Page }, { account: Account }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const run = path.basename(process.env.E2E_MAIL_DIR ?? `run${Date.now()}`).replace(/[^a-z0-9]/gi, "");
      const person = { name: "Hamad Buyer", email: `buyer-${run}@example.com`.toLowerCase(), password: "Golden-Falcon-2026" };
      const registered = await api.post("/api/auth/register", { data: { ...person, password_confirmation: person.password }, headers: fromOwnAddress() });
      expect([201, 409], `registration: ${await registered.text()}`).toContain(registered.status());
      const login = await api.post("/api/auth/login", { data: { email: person.email, password: person.password } });
      expect(login.status(), `sign-in: ${await login.text()}`).toBe(200);
      const { token } = (await login.json()) as { token: string };
      await api.dispose();
      await use({ email: person.email, token });
    },
    { scope: "worker" },
  ],
  /** A page of a browser context signed in as the member (the site's httpOnly session cookie). */
  member: async ({ browser, account }, provide, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    await context.addCookies([{ name: "session", value: account.token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    await provide(await context.newPage());
    await context.close();
  },
});

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

/** An amount as a number of dirhams, from a card's or a table's text ("AED 1,602,100.00", "1,602,100.00 د.إ"). */
function amountIn(text: string): number {
  const match = /\d[\d,]*\.\d{2}/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![0].replaceAll(",", ""));
}

/** The digits of a mobile number in a card's heading ("du number 052 824 6112" → "0528246112"). */
const digitsOf = (heading: string) => heading.replace(/\D/g, "");

/** The wishlist through the API (the member's token): emptied before each test that uses it. */
async function clearWishlist(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const response = await page.request.get("/api/fav", { headers });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { plates: number[]; numbers: number[] } };
  for (const id of data.plates) expect((await page.request.delete(`/api/fav/plate/${id}`, { headers })).status()).toBe(200);
  for (const id of data.numbers) expect((await page.request.delete(`/api/fav/number/${id}`, { headers })).status()).toBe(200);
}

/** How many items the API finds for a query: the listing's "N results" heading must say the same. */
async function totalOf(page: Page, kind: "plates" | "numbers", query: string): Promise<number> {
  const response = await page.request.get(`/api/${kind}${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

async function firstItemId(page: Page, kind: "plates" | "numbers", query = ""): Promise<number> {
  const response = await page.request.get(`/api/${kind}${query}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data.length, `/api/${kind}${query} has items`).toBeGreaterThan(0);
  return data[0]!.id;
}

for (const lang of langs) {
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const at = (p: string) => localePath(lang, p);
  const emirate = (code: string) => (lang === "ar" ? plateDesigns[code]!.nameAr : plateDesigns[code]!.name.charAt(0) + plateDesigns[code]!.name.slice(1).toLowerCase());
  const field = (page: Page, key: MessageKey) => page.getByLabel(t(key), { exact: true });
  const search = (page: Page) => page.getByRole("button", { name: t("filters.submit"), exact: true });
  // Cards are rendered only near the screen (content-visibility: auto), and the innerText of one that is not
  // is empty: the specs read the cards' text content.
  const cards = (page: Page) => page.getByRole("main").getByRole("article");
  const pagination = (page: Page) => page.getByRole("navigation", { name: t("pagination.label") });
  const soldBadge = (page: Page) => page.getByRole("listitem").filter({ hasText: new RegExp(`^${t("catalog.sold")}$`) });
  const cardTitle = (card: Locator) => card.getByRole("heading", { level: 3 });
  /** Waits for the listing of a query to be on screen (its result count), not the page before it. */
  const expectResults = async (page: Page, kind: "plates" | "numbers", query: string) =>
    expect(page.getByRole("heading", { level: 2, name: t("catalog.results", { count: await totalOf(page, kind, query) }), exact: true })).toBeVisible();

  /**
   * Every card's heading and image name the emirate, and the prices go down from the first card to the last.
   * Call it once the listing is on screen (its result count or current page checked), not the page before it.
   */
  async function expectDubaiByPriceDesc(page: Page) {
    const list = cards(page);
    await expect(list.first()).toBeVisible();
    const headings = await list.getByRole("heading", { level: 3 }).allTextContents();
    const images = await list.getByRole("img").evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-label") ?? ""));
    // A plate card's one paragraph is its price.
    const prices = (await list.getByRole("paragraph").allTextContents()).map(amountIn);
    expect(headings.length).toBeGreaterThan(1);
    expect(prices).toHaveLength(headings.length);
    for (const heading of headings) expect(heading).toContain(emirate("DU"));
    expect(images).toHaveLength(headings.length);
    for (const image of images) expect(image).toContain(emirate("DU"));
    expect(prices, "prices from high to low").toEqual(prices.toSorted((a, b) => b - a));
    return prices;
  }

  /** The query of the filtered listing: Dubai, five digits, dearest first. */
  const filtered = (url: URL) => url.pathname === at("/plates") && url.searchParams.get("emirate") === "DU" && url.searchParams.get("digits") === "5" && url.searchParams.get("sort") === "price_desc";

  test.describe(`catalog (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    test("filter and sort plates, paginate, and go back and forward", async ({ page }) => {
      await open(page, at("/plates"));
      await field(page, "filters.emirate").selectOption({ label: emirate("DU") });
      await field(page, "filters.digits").selectOption({ label: t("filters.digitsOption", { count: 5 }) });
      await field(page, "filters.sort").selectOption({ label: t("sort.price_desc") });
      await search(page).click();
      await expect(page).toHaveURL((url) => filtered(url) && !url.searchParams.has("page"));
      await expectResults(page, "plates", "?emirate=DU&digits=5");
      const firstPage = await expectDubaiByPriceDesc(page);
      // Every plate on the page has five digits (the plate's number is the last word of the heading).
      for (const heading of await cards(page).getByRole("heading", { level: 3 }).allTextContents()) expect(heading).toMatch(/\d{5}$/);

      // Page 2 keeps the filters, and its prices continue below page 1's.
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 1 }) })).toHaveAttribute("aria-current", "page");
      await pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true }).click();
      await expect(page).toHaveURL((url) => filtered(url) && url.searchParams.get("page") === "2");
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true })).toHaveAttribute("aria-current", "page");
      const secondPage = await expectDubaiByPriceDesc(page);
      expect(secondPage[0]).toBeLessThanOrEqual(firstPage.at(-1)!);
      await expect(field(page, "filters.emirate")).toHaveValue("DU");
      await expect(field(page, "filters.sort")).toHaveValue("price_desc");

      // Back to page 1 with the same filters (in the URL and in the form), then forward to page 2 again.
      await page.goBack();
      await expect(page).toHaveURL((url) => filtered(url) && !url.searchParams.has("page"));
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 1 }), exact: true })).toHaveAttribute("aria-current", "page");
      await expect(field(page, "filters.emirate")).toHaveValue("DU");
      await expect(field(page, "filters.digits")).toHaveValue("5");
      await expect(field(page, "filters.sort")).toHaveValue("price_desc");
      expect(await expectDubaiByPriceDesc(page)).toEqual(firstPage);
      await page.goForward();
      await expect(page).toHaveURL((url) => filtered(url) && url.searchParams.get("page") === "2");
      await expect(pagination(page).getByRole("link", { name: t("pagination.page", { n: 2 }), exact: true })).toHaveAttribute("aria-current", "page");
      expect(await expectDubaiByPriceDesc(page)).toEqual(secondPage);
    });

    test("numbers: an operator's page, a contains search and a mask", async ({ page }) => {
      const du = t("catalog.numberLabel", { operator: t("catalog.operator.du"), number: "" }).trim();
      await open(page, at("/numbers/du"));
      await expect(page.getByRole("navigation", { name: t("filters.operator") }).getByRole("link", { name: t("catalog.operator.du") })).toHaveAttribute("aria-current", "page");
      const headings = cards(page).getByRole("heading", { level: 3 });
      await expect(headings.first()).toBeVisible();
      for (const heading of await headings.allTextContents()) expect(heading.startsWith(du), heading).toBe(true);
      const sample = digitsOf((await headings.allTextContents()).find((h) => /^05\d{8}$/.test(digitsOf(h)))!);

      // Contains 777: only du numbers with 777 in them.
      await field(page, "filters.mode").selectOption({ label: t("mode.contains") });
      await field(page, "filters.pattern").fill("777");
      await search(page).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/numbers/du") && url.searchParams.get("pattern") === "777");
      await expectResults(page, "numbers", "?operator=du&mode=contains&pattern=777");
      await expect(headings.first()).toBeVisible();
      for (const heading of await headings.allTextContents()) {
        expect(heading.startsWith(du), heading).toBe(true);
        expect(digitsOf(heading)).toContain("777");
      }

      // A mask from a number on the page (05x7777xxx shape): that number is found, and every result fits.
      const mask = `${sample.slice(0, 2)}x${sample.slice(3, 7)}xxx`;
      const fits = new RegExp(`^${mask.replaceAll("x", "\\d")}$`);
      await field(page, "filters.mode").selectOption({ label: t("mode.mask") });
      await field(page, "filters.pattern").fill(mask);
      await search(page).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("mode") === "mask" && url.searchParams.get("pattern") === mask);
      await expectResults(page, "numbers", `?operator=du&mode=mask&pattern=${mask}`);
      await expect(headings.filter({ hasText: sample.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1 $2 $3") })).toHaveCount(1);
      for (const heading of await headings.allTextContents()) expect(digitsOf(heading)).toMatch(fits);
    });

    test("a plate's page from its card: the image, the fees, the ways to buy, and the PNG download", async ({ page }) => {
      await open(page, at("/plates"));
      const card = cards(page).filter({ hasNot: soldBadge(page) }).first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.viewItem", { item: label }) }).click();
      await expect(page).toHaveURL((url) => /\/buy\/plates\/\d+$/.test(url.pathname) && url.pathname.startsWith(at("/buy/plates/")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await expect(page.getByRole("main").getByRole("img", { name: label, exact: true }).first()).toBeVisible();
      const fees = page.getByRole("table", { name: t("fees.title") });
      await expect(fees).toBeVisible();
      for (const key of ["fees.price", "fees.adminFee", "fees.vat", "fees.transferFee"] as const) await expect(fees.getByRole("rowheader", { name: t(key) })).toBeVisible();
      const total = fees.getByRole("row", { name: new RegExp(t("fees.total")) });
      await expect(total).toBeVisible();
      expect(amountIn(await total.innerText())).toBeGreaterThan(amountIn(await fees.getByRole("row", { name: new RegExp(t("fees.price")) }).innerText()));
      await expect(page.getByRole("main").getByRole("link", { name: t("catalog.whatsappBuy") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${t("catalog.call")} \\+?\\d`) })).toBeVisible();

      // The download is a real PNG file.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("catalog.download") }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      const file = await fs.readFile(await download.path());
      expect(file.subarray(0, 8).equals(PNG_SIGNATURE), "the file starts with the PNG signature").toBe(true);
      await expect(page.getByRole("alert").filter({ hasText: t("catalog.downloadUnsupported") })).toHaveCount(0);
    });

    test("a browser that cannot make a PNG is told so", async ({ page }) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(HTMLCanvasElement.prototype, "toBlob");
      });
      await open(page, at(`/buy/plates/${await firstItemId(page, "plates")}`));
      await page.getByRole("button", { name: t("catalog.download") }).click();
      await expect(page.getByRole("alert").filter({ hasText: t("catalog.downloadUnsupported") })).toBeVisible();
    });

    test("a visitor's heart asks to sign in and comes back", async ({ page }) => {
      await open(page, at("/plates"));
      const card = cards(page).first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.addTo", { item: label }) }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/sign_in"));
      expect(where(page)).toBe(`${at("/sign_in")}?redirect=${encodeURIComponent(at("/plates"))}`);
    });

    test("a member adds a plate to the wishlist, sees it there and removes it", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      await open(page, at("/plates"));
      const card = cards(page).nth(1);
      const label = await cardTitle(card).innerText();
      const heart = card.getByRole("button");
      await expect(heart).toHaveAccessibleName(t("catalog.addTo", { item: label }));
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.addedToWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(heart).toHaveAccessibleName(t("catalog.removeFrom", { item: label }));

      // The wishlist lists it; removing it there says so and takes it off the list.
      await open(page, at("/wishlist"));
      const saved = page.getByRole("region", { name: t("wishlist.plates") }).getByRole("article").filter({ has: page.getByRole("link", { name: t("catalog.viewItem", { item: label }), exact: true }) });
      await expect(saved).toHaveCount(1);
      await saved.getByRole("button", { name: t("catalog.removeFrom", { item: label }) }).click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.removedFromWishlist") })).toBeVisible();
      await expect(saved).toHaveCount(0);
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
      await open(page, at("/wishlist"));
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
    });

    test("a member removes a plate from its card in the listing", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      await open(page, at("/plates"));
      const card = cards(page).first();
      const label = await cardTitle(card).innerText();
      const heart = card.getByRole("button");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.addedToWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await heart.click();
      await expect(page.getByRole("status").filter({ hasText: t("catalog.removedFromWishlist") })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await expect(heart).toHaveAccessibleName(t("catalog.addTo", { item: label }));
      await open(page, at("/wishlist"));
      await expect(page.getByText(t("wishlist.empty"))).toBeVisible();
    });

    test("a sold plate says so and offers no way to buy it", async ({ page }) => {
      // Walk the listing until a card carries the "Sold" badge (about one plate in twenty is sold).
      await open(page, at("/plates"));
      const sold = cards(page).filter({ has: soldBadge(page) });
      for (let n = 2; (await sold.count()) === 0; n++) {
        const next = pagination(page).getByRole("link", { name: t("pagination.page", { n }), exact: true });
        expect(await next.count(), "a sold plate within the listing's pages").toBe(1);
        await next.click();
        await expect(page).toHaveURL((url) => url.searchParams.get("page") === String(n));
        await expect(next).toHaveAttribute("aria-current", "page");
      }
      const card = sold.first();
      const label = await cardTitle(card).innerText();
      await card.getByRole("link", { name: t("catalog.viewItem", { item: label }) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await expect(page.getByRole("status").filter({ hasText: t("catalog.soldNotice") })).toBeVisible();
      await expect(page.getByRole("list", { name: t("catalog.patterns") }).first().getByRole("listitem").filter({ hasText: t("catalog.sold") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: t("catalog.whatsappBuy") })).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${t("catalog.call")} \\+?\\d`) })).toHaveCount(0);
    });

    test("digits keep their order: the plate's number, the title and the prices are isolated left to right", async ({ page }) => {
      // An Abu Dhabi plate: its code is digits too, where Arabic text would otherwise swap code and number.
      const id = await firstItemId(page, "plates", "?emirate=AZ&digits=5");
      await open(page, at(`/buy/plates/${id}`));
      const title = page.getByRole("heading", { level: 1 });
      // The page's own plate comes first (a similar plate may have the same code and number, in another type).
      const plate = page.getByRole("img", { name: await title.innerText(), exact: true }).first();
      const number = plate.locator("text").filter({ hasText: /^\d{5}$/ });
      await expect(number).toHaveCount(1);
      // Left to right whatever the page's direction (set once on the drawing and inherited by its texts).
      await expect(number).toHaveCSS("direction", "ltr");
      const digits = (await number.textContent())!;
      await expect(title.locator("bdi[dir=ltr]")).toHaveText(new RegExp(`\\b${digits}$`));
      const cells = page.getByRole("table", { name: t("fees.title") }).getByRole("cell");
      expect(await cells.count()).toBeGreaterThanOrEqual(4);
      // A price's <bdi> takes its direction from its text (issue 32): the amount and the currency read in the page's order.
      for (const cell of await cells.all()) await expect(cell.locator("bdi")).toHaveText(/\d[\d,]*\.\d{2}/);
      const similar = page.getByRole("region", { name: t("catalog.similar") }).getByRole("article").first();
      await expect(similar.locator("bdi").last()).toHaveText(/\d[\d,]*\.\d{2}/);
    });

    test("a number's title keeps its digit groups in order", async ({ member: page }) => {
      const id = await firstItemId(page, "numbers");
      await open(page, at(`/buy/numbers/${id}`));
      const title = page.getByRole("heading", { level: 1 });
      await expect(title.locator("bdi[dir=ltr]")).toHaveText(/^05\d \d{3} \d{4}$/);
      // The isolated number is laid out left to right: its first group is left of its last.
      const order = await title.locator("bdi[dir=ltr]").evaluate((bdi) => {
        const range = document.createRange();
        const text = bdi.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, 3);
        const first = range.getBoundingClientRect().left;
        range.setStart(text, text.textContent!.length - 4);
        range.setEnd(text, text.textContent!.length);
        return first < range.getBoundingClientRect().left;
      });
      expect(order, "the first digit group is left of the last").toBe(true);
    });
  });

  test.describe(`catalog axe (${lang})`, () => {
    test.describe.configure({ timeout: 60_000 });

    for (const listing of ["/plates", "/numbers", "/numbers/du"]) {
      test(`${listing} has no violations`, async ({ page }) => {
        await page.setViewportSize(DESKTOP);
        await open(page, at(listing));
        await expect(cards(page).first()).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test("/plates at 390 px has no violations", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, at("/plates"));
      await expectNoViolations(page);
    });

    test("a plate's page has no violations", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, at(`/buy/plates/${await firstItemId(page, "plates")}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test("a number's page (signed in) has no violations", async ({ member: page }) => {
      await open(page, at(`/buy/numbers/${await firstItemId(page, "numbers")}`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test("the wishlist with one item has no violations", async ({ member: page, account }) => {
      await clearWishlist(page, account.token);
      const id = await firstItemId(page, "plates");
      const added = await page.request.post("/api/fav", { data: { kind: "plate", id }, headers: { authorization: `Bearer ${account.token}` } });
      expect(added.status(), await added.text()).toBe(200);
      await open(page, at("/wishlist"));
      await expect(cards(page)).toHaveCount(1);
      await expectNoViolations(page);
    });
  });
}
