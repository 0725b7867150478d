import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, expect } from "@playwright/test";
import { type MessageKey, translate } from "#core/i18n/index.ts";

export type Lang = "ar" | "en";
export const langs: Lang[] = ["ar", "en"];

/**
 * Headers that make a request come from an address of its own (198.18.0.0/15, the benchmarking range): the
 * server trusts a proxy on loopback, so it believes X-Forwarded-For. The suite registers many people through
 * the API, each as if from their own device, so they do not use up the hourly sign-up limit of one address
 * (the limit itself is tested in the integration suite).
 */
export function fromOwnAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { "x-forwarded-for": `198.${18 + (byte() % 2)}.${byte()}.${byte()}` };
}

/** The path of a page in a language: Arabic at the bare path, English under /en. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "ar") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The site's own translations of the strings the tests look for, in both languages. */
const keys = {
  menu: "nav.toggle",
  mainNav: "nav.main",
  home: "nav.home",
  about: "nav.about",
  products: "nav.products",
  duNumbers: "nav.duNumbers",
  etisalatNumbers: "nav.etisalatNumbers",
  plates: "nav.plates",
  services: "nav.services",
  request: "nav.request",
  estimate: "nav.estimate",
  draw: "nav.draw",
  drawNumbers: "nav.drawNumbers",
  blog: "nav.blog",
  report: "nav.report",
  contactUs: "nav.contactUs",
  signIn: "nav.signIn",
  switchLanguage: "nav.switchLanguage",
  notFound: "error.notFound",
  backHome: "error.backHome",
  blogNotFound: "error.blogNotFound",
  newNotFound: "error.newNotFound",
  aboutTitle: "route.about",
  readMore: "posts.readMore",
} as const satisfies Record<string, MessageKey>;

export const text = Object.fromEntries(
  Object.entries(keys).map(([name, key]) => [name, { en: translate("en", key), ar: translate("ar", key) }]),
) as Record<keyof typeof keys, Record<Lang, string>>;

/**
 * Waits until the page is live, so a click reaches its handler: the root layout marks the end of the first
 * hydration (app/root.tsx, decision 0042). Parts in Suspense boundaries (below the fold, a listing's cards) go
 * live after it; a click there before then makes React hydrate them first and replay it.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("hydration").length > 0);
}

/**
 * Opens a page, checks it answered 200 and waits for hydration. Waits for the parsed document, not for the
 * load event: nothing here needs the fonts and images, and skipping them keeps the suite fast.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${path}`).toBe(200);
  await hydrated(page);
  return response;
}

/** The path of the newest blog post or news item, from the JSON API (cheaper than opening the list). */
export async function firstPostPath(page: Page, lang: Lang, base: "/blog" | "/new"): Promise<string> {
  const response = await page.request.get(base === "/blog" ? "/api/blogs" : "/api/news");
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { url: string }[] };
  expect(data.length, `${base} has items`).toBeGreaterThan(0);
  return localePath(lang, `${base}/${data[0]!.url}`);
}

/** A new page in its own browser context, signed in through the API as this account (the session cookie). */
export async function signedInPage(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return page;
}

/** The first super admin the end-to-end server starts with (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const SUPER_ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };

/** axe's WCAG 2.1 A and AA rules on the page as it is now: every violation listed, none expected. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
