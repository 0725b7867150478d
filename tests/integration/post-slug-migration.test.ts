import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

// Migration 0025 (issue 27 item 5, decision 0052): each post gets an Arabic slug; posts written before it keep
// their one address in both languages, and the Arabic slug is unique per kind like the English one.

const file = join(import.meta.dirname, "../../server/db/migrations/0025_post_arabic_slug.sql");
const statements = readFileSync(file, "utf8").split("--> statement-breakpoint").map((s) => s.trim());

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("migration 0025: a post's Arabic slug", () => {
  it("gives every existing post its English slug as its Arabic one, then keeps Arabic slugs unique per kind", async () => {
    const db = t.database.db;
    // The database as it was before the migration: the seeded posts, without the column.
    await db.execute(sql.raw(`DROP INDEX "posts_kind_url_ar_key"`));
    await db.execute(sql.raw(`ALTER TABLE "posts" DROP COLUMN "url_ar"`));
    for (const statement of statements) await db.execute(sql.raw(statement));
    const rows = await db.select({ kind: posts.kind, url: posts.url, urlAr: posts.urlAr }).from(posts);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.urlAr).toBe(row.url);
    const [blog] = rows.filter((r) => r.kind === "blog");
    const copy = { title: "t", titleAr: "ت", summary: "s", summaryAr: "م", metaDescription: "", metaDescriptionAr: "", body: "", bodyAr: "" };
    await expect(db.insert(posts).values({ ...copy, kind: "blog", url: "another-address", urlAr: blog!.urlAr })).rejects.toThrow();
    await db.insert(posts).values({ ...copy, kind: "news", url: "another-address", urlAr: blog!.urlAr });
  });
});
