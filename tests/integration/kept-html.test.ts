import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { pageRequests, shown } from "../helpers/page-requests.ts";
import { createUser, login } from "../helpers/users.ts";

// Kept HTML (decision 0034): parts of a page that show only their inputs are rendered once and put into every
// page that shows them again. A page must be the same, to the byte, whether its parts are kept or rendered in
// it, for visitors and signed-in users alike. (In tests every kept part is also rendered again on each use and
// compared with the kept HTML: a part that showed something its inputs do not name would fail its page.)

let t: TestApp;
const { get } = pageRequests(() => t);

beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

/** The page without what differs between two renderings of it anyway: the nonce, and useId's values (numbered by first appearance). */
function normalized(html: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/_[\w-]*R_[a-zA-Z0-9]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id)!;
    });
}

async function renderedBothWays(url: string, cookie?: string) {
  const kept = t.services.keptHtml;
  kept.enabled = false;
  const inPage = await get(url, cookie);
  kept.enabled = true;
  const first = await get(url, cookie);
  const hitsBefore = kept.stats.hits;
  const again = await get(url, cookie);
  for (const res of [inPage, first, again]) expect(res.statusCode, url).toBe(200);
  return { inPage: inPage.body, first: first.body, again: again.body, hits: kept.stats.hits - hitsBefore };
}

describe("kept HTML", () => {
  const pages = ["/plates?emirate=DU&digits=4&sort=price_asc", "/en/numbers?pattern=777", "/", "/en", "/en/plates?page=2"];

  it("makes the same pages, to the byte, as rendering every part in its page, and answers the second request from memory", async () => {
    for (const url of pages) {
      const page = await renderedBothWays(url);
      expect(normalized(page.first), url).toBe(normalized(page.inPage));
      expect(normalized(page.again), url).toBe(normalized(page.inPage));
      expect(page.hits, url).toBeGreaterThan(0);
    }
  });

  it("shows a signed-in user's own hearts, and a visitor the sign-in heart, on the same listing", async () => {
    const [plate] = await t.database.db
      .select()
      .from(plates)
      .where(and(eq(plates.active, true), eq(plates.emirateCode, "DU")))
      .orderBy(asc(plates.price))
      .limit(1);
    const member = await createUser(t, { verified: true });
    await t.services.favourites.add(member.id, "plate", plate!.id);
    const cookie = `session=${await login(t, member.email, member.password)}`;
    const url = "/en/plates?emirate=DU&sort=price_asc";

    const signedIn = await renderedBothWays(url, cookie);
    expect(normalized(signedIn.first)).toBe(normalized(signedIn.inPage));
    expect(normalized(signedIn.again)).toBe(normalized(signedIn.inPage));
    expect(signedIn.hits).toBeGreaterThan(0);
    const saved = shown(signedIn.again).match(/aria-pressed="true" aria-label="([^"]+)"/);
    expect(saved?.[1]).toContain(`${plate!.code} ${plate!.number}`);
    expect(shown(signedIn.again)).not.toContain('href="/en/sign_in?redirect=');

    const visitor = await renderedBothWays(url);
    expect(normalized(visitor.again)).toBe(normalized(visitor.inPage));
    expect(shown(visitor.again)).not.toContain('aria-pressed="true"');
    expect(shown(visitor.again)).toContain(`href="/en/sign_in?redirect=${encodeURIComponent(url)}"`);
  });

  it("shows a changed item at once: its card is kept by the item itself, so a change is a new key", async () => {
    const url = "/en/plates?emirate=DU&sort=price_asc";
    const before = await get(url);
    const [plate] = await t.database.db.select().from(plates).where(and(eq(plates.active, true), eq(plates.emirateCode, "DU"), eq(plates.sold, false))).orderBy(asc(plates.price)).limit(1);
    await t.database.db.update(plates).set({ featured: !plate!.featured }).where(eq(plates.id, plate!.id));
    t.services.catalog.forgetAnswers();
    const after = await get(url);
    expect(normalized(after.body)).not.toBe(normalized(before.body));
    t.services.keptHtml.enabled = false;
    const inPage = await get(url);
    t.services.keptHtml.enabled = true;
    expect(normalized(after.body)).toBe(normalized(inPage.body));
  });
});
