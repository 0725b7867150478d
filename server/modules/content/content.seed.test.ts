import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { seedStepsRun } from "#server/db/seed-history.ts";
import { seedDatabase } from "#server/seed.ts";
import { constants, posts } from "./content.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("content seed", () => {
  it("seeds at least 6 bilingual blog posts and 6 news items", async () => {
    const rows = await t.database.db.select().from(posts);
    for (const kind of ["blog", "news"] as const) {
      const list = rows.filter((p) => p.kind === kind);
      expect(list.length).toBeGreaterThanOrEqual(6);
      for (const p of list) {
        expect(p.titleAr).toMatch(/[\u0600-\u06FF]/);
        expect(p.bodyAr).toMatch(/[\u0600-\u06FF]/);
        expect(p.summary.length).toBeGreaterThan(20);
        expect(p.tags.length).toBeGreaterThan(0);
        expect(p.tagsAr.length).toBeGreaterThan(0);
        expect(p.metaDescription.length).toBeGreaterThan(20);
      }
    }
    expect(await t.services.content.getPage("about")).toBeDefined();
    expect(await t.services.content.getPage("faq")).toBeDefined();
    expect(await t.services.content.getPage("privacy_policy")).toBeDefined();
    expect(await t.services.content.getPage("terms_and_conditions")).toBeDefined();
  });

  it("never runs twice and never overwrites staff edits", async () => {
    await t.services.content.setConstant("contactPhone", "+971 4 000 0000", "tel:+97140000000");
    const before = await t.database.db.select().from(posts);
    await seedDatabase(t.database.db, t.services);
    const after = await t.database.db.select().from(posts);
    expect(after.length).toBe(before.length);
    const [phone] = await t.database.db.select().from(constants).where(eq(constants.key, "contactPhone"));
    expect(phone?.value).toBe("+971 4 000 0000");
    expect(await seedStepsRun(t.database.db)).toEqual(["access:roles:v1", "access:roles:v2-pages-metadata", "access:roles:v3-sales-market", "content:v1", "content:constants:v2", "content:metadata:v2", "catalog:reference:v1", "catalog:demo-items:v1", "accounts:demo-customers:v1"]);
  });
});
