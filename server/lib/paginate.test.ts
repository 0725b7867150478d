import { describe, expect, it } from "vitest";
import { pageMeta, paginate } from "./paginate.ts";

describe("paginate", () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);
  const list = (page: number) =>
    paginate(
      { page, perPage: 20 },
      async () => String(rows.length), // node-postgres answers count(*) as text
      async (limit, offset) => rows.slice(offset, offset + limit),
    );

  it("gives one page, the total and the number of pages", async () => {
    expect(await list(1)).toMatchObject({ items: rows.slice(0, 20), total: 45, page: 1, perPage: 20, pages: 3 });
    expect((await list(3)).items).toEqual([41, 42, 43, 44, 45]);
  });

  it("answers a page past the end with no items, and an empty list with one page", async () => {
    expect(await list(9)).toMatchObject({ items: [], total: 45, pages: 3 });
    expect(await paginate({ page: 1, perPage: 20 }, async () => 0, async () => [])).toMatchObject({ items: [], total: 0, pages: 1 });
  });

  it("writes the API's meta with the apps' field names", async () => {
    expect(pageMeta(await list(2))).toEqual({ total: 45, page: 2, per_page: 20, pages: 3 });
  });
});
