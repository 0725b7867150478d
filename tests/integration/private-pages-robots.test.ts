import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { plates } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Decision 0029 for the pages only a signed-in person gets besides the checkout's: the profile, the owner's ads
// and the offer page. A visitor (a crawler too) is sent to sign in and back, so the pages carry a description
// and no "noindex" (Lighthouse's SEO score of a noindex page is 54 to 66), through the production build.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: true });
});
afterAll(() => t.close());

describe("private pages and robots", () => {
  it("sends a visitor to sign in and back, and shows the signed-in person the page with a description and no noindex, in both languages", async () => {
    const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).limit(1);
    await t.services.offersAdmin.setTerms(systemStaff, "plate", plate!.id, { accepting: true, floor: undefined });
    const u = await createUser(t, { verified: true, buyerVerified: true });
    const cookie = `session=${await login(t, u.email, u.password)}`;
    for (const path of ["/profile", "/ads", `/offers/plate/${plate!.id}`]) {
      const visitor = await t.app.inject({ url: `/en${path}`, headers: browser });
      expect(visitor.statusCode, path).toBe(302);
      expect(decodeURIComponent(String(visitor.headers.location))).toBe(`/en/sign_in?redirect=/en${path}`);
      for (const lang of ["ar", "en"] as const) {
        const page = await t.app.inject({ url: `${lang === "en" ? "/en" : ""}${path}`, headers: { ...browser, cookie } });
        expect(page.statusCode, path).toBe(200);
        expect(page.body, path).not.toContain("noindex");
        expect(page.body, path).toMatch(/<meta name="description" content="[^"]+"\/>/);
      }
    }
    const offer = await t.app.inject({ url: `/offers/plate/${plate!.id}`, headers: { ...browser, cookie } });
    expect(offer.body).toContain(`<meta name="description" content="${translate("ar", "offers.intro")}"/>`);
    expect(offer.body).toContain(translate("ar", "offers.submit"));
  });
});
