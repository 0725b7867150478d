import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { translate } from "#core/i18n/index.ts";
import { type Lang, hydrated, langs, localePath } from "./helpers.ts";

/**
 * The Plates admin section end to end, in both languages (issue 27, "What it must show"): a plate created in the
 * list's form, seen on the public listing, its price edited, taken off sale and gone; a bulk "hot deal" on three
 * ticked rows and on everything a filter matches (after its count is confirmed), seen in the public hot deals; a
 * plate marked sold by hand (shown sold on the listing, its page offering nothing) and not sold again; the form's field errors; axe on
 * the list and the plate's page. Then the same bulk hot deal on Etisalat numbers (the operator is a parameter).
 * Public pages are opened by a visitor without a cookie, so kept pages that were not forgotten would show.
 * Signed in as the first super admin (playwright.config.ts).
 */
const ADMIN = { email: "admin@shop.test", password: "Admin-Pass-2026!" };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ["violations"] }).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

async function staffSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await context.addCookies([{ name: "session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { context, page, token };
}

async function open(page: Page, path: string) {
  expect((await page.goto(path, { waitUntil: "load" }))?.status(), path).toBe(200);
  await hydrated(page);
}

/** The ids of the items a public listing shows (the whole streamed document: `load`). */
async function publicIds(visitor: Page, path: string, kind: "plates" | "numbers"): Promise<string[]> {
  expect((await visitor.goto(path, { waitUntil: "load" }))?.status(), path).toBe(200);
  const hrefs = await visitor.locator(`main a[href*="/buy/${kind}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((h) => /\/buy\/(?:plates|numbers)\/(\d+)/.exec(h)?.[1] ?? ""))].filter(Boolean).sort();
}

/** A 4-digit prefix no plate of this emirate and code starts with yet, so the test's filter matches only its own. */
async function freePrefix(api: APIRequestContext, token: string, query: string, from: number): Promise<string> {
  for (let p = from; p < from + 200; p++) {
    const prefix = String(1000 + (p % 9000));
    const answer = await api.get(`${query}&mode=starts&pattern=${prefix}`, { headers: { authorization: token } });
    expect(answer.status()).toBe(200);
    if (((await answer.json()) as { meta: { total: number } }).meta.total === 0) return prefix;
  }
  throw new Error("no free prefix");
}

/** Items added through the admin API (the list page's own form is exercised once, above them). */
async function addItems(api: APIRequestContext, token: string, base: string, bodies: object[]): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) {
    const made = await api.post(base, { headers: { authorization: token }, data: body });
    expect(made.status(), JSON.stringify(await made.json())).toBe(201);
    ids.push(String(((await made.json()) as { id: number }).id));
  }
  return ids.sort();
}

/** Ticks the rows whose first cell names these items, then runs a bulk action on them. */
async function bulkOnTicked(page: Page, lang: Lang, labels: string[], intent: string) {
  for (const label of labels) await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) }).locator('input[name="ids"]').check();
  await page.locator(`form[aria-label="${translate(lang, "table.bulkActions")}"] button[value="${intent}"]`).click();
  await page.waitForURL(new RegExp(`done=itemsHotOn`));
}

/** "Everything this filter matches": the count is shown to confirm first, and nothing changes before. */
async function bulkOnFilter(page: Page, lang: Lang, n: number) {
  const section = page.locator('section[aria-labelledby="bulk-filter"]');
  await section.locator('select[name="intent"]').selectOption("hot_on");
  await section.getByRole("button", { name: translate(lang, "items.onFilter") }).click();
  await expect(section.getByRole("status")).toHaveText(translate(lang, "items.confirmFilter", { n }));
  await section.getByRole("button", { name: `${translate(lang, "items.confirm")}: ${translate(lang, "items.bulk.hot_on")}` }).click();
  await page.waitForURL(/done=itemsHotOn/);
}

test("plates: create, public, edit, off sale, bulk hot deals, sold by hand, field errors and axe, in both languages", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const { context, page, token } = await staffSession(browser, baseURL!);
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  const emirates = (await (await page.request.get("/api/emirates")).json()) as { data: { code: string; plate_codes: string[] }[] };
  const emirate = emirates.data.find((e) => e.code === "DU")!;
  const code = emirate.plate_codes[0]!;
  const plateQuery = `/api/admin/plates?emirate=DU&code=${code}`;

  for (const [i, lang] of langs.entries()) {
    const prefix = await freePrefix(page.request, token, plateQuery, (Date.now() % 9000) + i * 300);
    const number = `${prefix}0`;
    const say = (key: Parameters<typeof translate>[1]) => translate(lang, key);

    // Created in the list page's form.
    const list = localePath(lang, "/admin/plates");
    await open(page, list);
    const create = page.locator("#new-plate-form");
    await create.locator('select[name="emirate"]').selectOption("DU");
    await create.locator('input[name="code"]').fill(code);
    await create.locator('select[name="plate_type"]').selectOption("private");
    await create.locator('input[name="number"]').fill(number);
    // A price with three decimals: refused next to its field, nothing sent.
    await create.locator('input[name="price"]').fill("4321.125");
    await create.getByRole("button", { name: say("plates.create") }).click();
    await expect(create.locator('input[name="price"]')).toHaveAccessibleDescription(new RegExp(escape(say("plates.priceInvalid"))));
    await create.locator('input[name="price"]').fill("4321");
    await create.getByRole("button", { name: say("plates.create") }).click();
    await page.waitForURL(/done=itemCreated/);

    // The same plate again: the server refuses the duplicate next to the number.
    await create.locator('select[name="emirate"]').selectOption("DU");
    await create.locator('input[name="code"]').fill(code);
    await create.locator('select[name="plate_type"]').selectOption("private");
    await create.locator('input[name="number"]').fill(number);
    await create.locator('input[name="price"]').fill("100");
    await create.getByRole("button", { name: say("plates.create") }).click();
    await expect(create.locator('input[name="number"]')).toHaveAccessibleDescription(new RegExp(escape(say("plates.duplicate"))));
    await expectNoViolations(page);

    // Seen on the public listing, by a visitor.
    const publicPlate = localePath(lang, `/plates?emirate=DU&code=${code}&number=${number}`);
    const [id] = await publicIds(visitor, publicPlate, "plates");
    expect(id, "the new plate on the public listing").toBeTruthy();

    // Edited, then taken off sale: gone from the public listing.
    await open(page, localePath(lang, `/admin/plates/${id}`));
    await expectNoViolations(page);
    const edit = page.locator("#plate-form");
    await edit.locator('input[name="price"]').fill("5000.5");
    await edit.getByRole("button", { name: say("plates.save") }).click();
    await page.waitForURL(/done=itemEdited/);
    await open(page, localePath(lang, `/admin/plates/${id}`));
    await expect(edit.locator('input[name="price"]')).toHaveValue(/^5,?000\.50$/);
    const active = edit.locator('input[name="active"]');
    await active.evaluate((el: HTMLInputElement) => el.click()); // the switch's checkbox is visually hidden under its label
    await expect(active).not.toBeChecked();
    await edit.getByRole("button", { name: say("plates.save") }).click();
    await page.waitForURL(/done=itemEdited/);
    expect(await publicIds(visitor, publicPlate, "plates")).toEqual([]);

    // Three ticked rows → hot deals; the public hot deals show exactly them.
    const numbers = [1, 2, 3, 4, 5, 6].map((d) => `${prefix}${d}`);
    const plate = (n: string) => ({ emirate: "DU", code, plate_type: "private", number: n, price: "2500", active: true });
    const ticked = await addItems(page.request, token, "/api/admin/plates", numbers.slice(0, 3).map(plate));
    const filtered = localePath(lang, `/admin/plates?emirate=DU&code=${code}&mode=starts&pattern=${prefix}`);
    await open(page, filtered);
    await bulkOnTicked(page, lang, numbers.slice(0, 3).map((n) => `${code} ${n}`), "hot_on");
    const publicHot = localePath(lang, `/plates?hot=1&emirate=DU&code=${code}&mode=starts&pattern=${prefix}`);
    expect(await publicIds(visitor, publicHot, "plates")).toEqual(ticked);

    // Everything the filter matches (on sale, not hot: the three new ones) → hot deals, after confirming 3.
    const more = await addItems(page.request, token, "/api/admin/plates", numbers.slice(3).map(plate));
    await open(page, `${filtered}&active=yes&hot=no`);
    await bulkOnFilter(page, lang, 3);
    expect(await publicIds(visitor, publicHot, "plates")).toEqual([...ticked, ...more].sort());

    // Sold at a branch, marked by hand: the public listing keeps it marked sold (decision 0007: a sold item shows
    // that it is sold) and its page offers nothing; not sold again: on sale again.
    const sold = ticked[0]!;
    const publicPage = localePath(lang, `/buy/plates/${sold}`);
    await open(page, localePath(lang, `/admin/plates/${sold}`));
    await page.getByRole("button", { name: say("items.soldByHand") }).click();
    await page.waitForURL(/done=itemsMarkSold/);
    await expect(page.getByText(say("plates.sold"), { exact: true })).toBeVisible();
    await visitor.goto(publicHot, { waitUntil: "load" });
    await expect(visitor.locator(`main article:has(a[href$="/buy/plates/${sold}"])`).getByText(say("catalog.sold"), { exact: true })).toBeVisible();
    await visitor.goto(publicPage, { waitUntil: "load" });
    await expect(visitor.getByText(say("catalog.soldNotice"))).toBeVisible();
    await page.getByRole("button", { name: say("items.bulk.mark_unsold") }).click();
    await page.waitForURL(/done=itemsMarkUnsold/);
    await visitor.goto(publicPage, { waitUntil: "load" });
    await expect(visitor.getByText(say("catalog.soldNotice"))).toHaveCount(0);
    await visitor.goto(publicHot, { waitUntil: "load" });
    await expect(visitor.locator(`main a[href$="/buy/plates/${sold}"]`).first()).toBeVisible();
    await expect(visitor.getByText(say("catalog.sold"), { exact: true })).toHaveCount(0);

    await open(page, filtered);
    await expectNoViolations(page);
  }
  await visitorContext.close();
  await context.close();
});

test("Etisalat numbers: bulk hot deal on three ticked rows and on a filter, seen in the public hot deals, in both languages", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { context, page, token } = await staffSession(browser, baseURL!);
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  const packages = (await (await page.request.get("/api/admin/packages", { headers: { authorization: token } })).json()) as { data: { id: number }[] };
  for (const lang of langs) {
    // Six numbers sharing 9 digits no other number starts with (0 to 5 last).
    const stem = `056${String(Date.now() % 1_000_000).padStart(6, "0")}`;
    const numbers = [0, 1, 2, 3, 4, 5].map((d) => `${stem}${d}`);
    const number = (n: string) => ({ number: n, package: packages.data[0]!.id, price: "900", active: true });
    const ticked = await addItems(page.request, token, "/api/admin/etisalat_numbers", numbers.slice(0, 3).map(number));
    const filtered = localePath(lang, `/admin/etisalat_numbers?mode=starts&pattern=${stem}`);
    await open(page, filtered);
    await bulkOnTicked(page, lang, numbers.slice(0, 3), "hot_on");
    const publicHot = localePath(lang, `/numbers/etisalat?hot=1&mode=starts&pattern=${stem}`);
    expect(await publicIds(visitor, publicHot, "numbers")).toEqual(ticked);
    const more = await addItems(page.request, token, "/api/admin/etisalat_numbers", numbers.slice(3).map(number));
    await open(page, `${filtered}&hot=no`);
    await bulkOnFilter(page, lang, 3);
    expect(await publicIds(visitor, publicHot, "numbers")).toEqual([...ticked, ...more].sort());
  }
  await visitorContext.close();
  await context.close();
});
