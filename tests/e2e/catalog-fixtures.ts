import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test as base } from "@playwright/test";
import { plateDesigns } from "#core/catalog/plate-design.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { type Lang, fromOwnAddress, localePath } from "./helpers.ts";

// What the catalog's two spec files share (catalog-listings.spec.ts, catalog-items.spec.ts): one member for the
// worker, axe's rules, readers of amounts and digits, the API's answers the pages are checked against, and each
// language's names for the catalog's controls. The demo seed (server/modules/catalog/catalog.seed.ts) is the data.

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const DESKTOP = { width: 1280, height: 800 };
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Account {
  email: string;
  token: string;
}

/**
 * One member for the whole file (registration and sign-in are rate limited per address). The e-mail is
 * derived from the run's mail directory, so a worker restarted after a failure signs the same member in.
 */
export const test = base.extend<{ member: Page }, { account: Account }>({
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

export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The URL's path and query, for comparing with where the site sent us. */
export const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** An amount as a number of dirhams, from a card's or a table's text ("AED 1,602,100.00", "1,602,100.00 د.إ"). */
export function amountIn(text: string): number {
  const match = /\d[\d,]*\.\d{2}/.exec(text);
  expect(match, `an amount in "${text}"`).not.toBeNull();
  return Number(match![0].replaceAll(",", ""));
}

/** The digits of a mobile number in a card's heading ("du number 052 824 6112" → "0528246112"). */
export const digitsOf = (heading: string) => heading.replace(/\D/g, "");

/** The wishlist through the API (the member's token): emptied before each test that uses it. */
export async function clearWishlist(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const response = await page.request.get("/api/fav", { headers });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { plates: number[]; numbers: number[] } };
  for (const id of data.plates) expect((await page.request.delete(`/api/fav/plate/${id}`, { headers })).status()).toBe(200);
  for (const id of data.numbers) expect((await page.request.delete(`/api/fav/number/${id}`, { headers })).status()).toBe(200);
}

/** How many items the API finds for a query: the listing's "N results" heading must say the same. */
export async function totalOf(page: Page, kind: "plates" | "numbers", query: string): Promise<number> {
  const response = await page.request.get(`/api/${kind}${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

export async function firstItemId(page: Page, kind: "plates" | "numbers", query = ""): Promise<number> {
  const response = await page.request.get(`/api/${kind}${query}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  expect(data.length, `/api/${kind}${query} has items`).toBeGreaterThan(0);
  return data[0]!.id;
}

/** The catalog's controls and cards by their accessible names in one language. */
export function catalogIn(lang: Lang) {
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
  return { t, at, emirate, field, search, cards, pagination, soldBadge, cardTitle, expectResults };
}
