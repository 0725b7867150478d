import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";

// Migration 0022 (issue 32): a database seeded before the glossary keeps the old wording in its pages, posts,
// metadata, banners and constants, since the seed never overwrites. The migration moves a column to the current
// seed's text only where it still equals a text an earlier seed wrote; a staff edit is kept.

const file = join(import.meta.dirname, "../../server/db/migrations/0022_seed_wording_glossary.sql");
const statements = readFileSync(file, "utf8").split("--> statement-breakpoint").map((s) => s.trim());

const literal = "'((?:[^']|'')*)'";
const unquote = (s: string) => s.replaceAll("''", "'");
/** Each update as data: table, column, the row's key (as SQL), the current text and the earlier seeds' texts. */
const updates = statements.map((statement) => {
  const body = statement.replace(/^(--[^\n]*\n)*/, "");
  const match = new RegExp(`^UPDATE "(\\w+)" SET "(\\w+)" = ${literal} WHERE (.*) AND "\\2" IN \\((.*)\\);$`, "s").exec(body);
  if (!match) throw new Error(`not an update of seeded wording: ${body.slice(0, 120)}`);
  const [, table, column, now, where, olds] = match as unknown as [string, string, string, string, string, string];
  return { table, column, where, now: unquote(now), old: [...olds.matchAll(new RegExp(literal, "g"))].map((m) => unquote(m[1]!)) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const q = (text: string) => `'${text.replaceAll("'", "''")}'`;
const read = async (u: (typeof updates)[number]) => {
  const rows = await t.database.db.execute(sql.raw(`SELECT "${u.column}" AS v FROM "${u.table}" WHERE ${u.where}`));
  return ((rows as { rows?: { v: string }[] }).rows ?? (rows as unknown as { v: string }[])).map((r) => r.v);
};
const write = (u: (typeof updates)[number], text: string) => t.database.db.execute(sql.raw(`UPDATE "${u.table}" SET "${u.column}" = ${q(text)} WHERE ${u.where}`));
const migrate = async () => {
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
};

describe("migration 0022: earlier seeds' wording", () => {
  it("knows the old texts the glossary ruled out, in every kind of seeded row", () => {
    expect(new Set(updates.map((u) => u.table))).toEqual(new Set(["website_pages", "posts", "seo_metadata", "banners", "constants"]));
    // The about page as first seeded called special numbers "private" (أرقام الهواتف الخاصة); the current text does not.
    const about = updates.find((u) => u.table === "website_pages" && u.column === "content_ar" && u.where.includes("'about'"))!;
    expect(about.old.some((text) => text.includes("أرقام الهواتف الخاصة"))).toBe(true);
    expect(about.now).not.toContain("أرقام الهواتف الخاصة");
    for (const u of updates) expect(u.old).not.toContain(u.now);
  });

  it("moves every column still holding an earlier seed's text to the current seed's, and keeps a staff edit", async () => {
    // The database as the seed wrote it today holds each update's current text: the migration's "now" is the seed's.
    for (const u of updates) expect(await read(u)).toEqual([u.now]);
    // Make it a database seeded earlier (each column as its oldest seed wrote it), with one edit by staff.
    for (const u of updates) await write(u, u.old[0]!);
    const edited = updates.find((u) => u.table === "website_pages" && u.column === "content_ar")!;
    const staffText = `${edited.old[0]!}<p>أضافه فريق المحتوى.</p>`;
    await write(edited, staffText);

    await migrate();
    for (const u of updates) expect(await read(u)).toEqual([u === edited ? staffText : u.now]);
    // Twice is the same as once.
    await migrate();
    expect(await read(edited)).toEqual([staffText]);
    expect(await read(updates.at(-1)!)).toEqual([updates.at(-1)!.now]);
  });
});
