import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseQuery } from "./api-errors.ts";

// parseQuery keeps valid parsed queries by their raw text, per schema; bad ones are refused every time.
describe("parseQuery", () => {
  const digits = z.object({ digits: z.coerce.number().int().min(1).max(5).optional(), page: z.coerce.number().int().min(1).default(1) });
  const other = z.object({ digits: z.string().optional() });

  async function parse(schema: z.ZodType, url: string) {
    const app = Fastify();
    let parsed: unknown;
    app.get("/", async (request) => {
      parsed = parseQuery(schema, request);
      return "ok";
    });
    const res = await app.inject(url);
    return { status: res.statusCode, parsed };
  }

  it("answers the same query with the same parsed value, and other queries apart", async () => {
    const first = await parse(digits, "/?digits=3");
    const again = await parse(digits, "/?digits=3");
    expect(first.parsed).toEqual({ digits: 3, page: 1 });
    expect(again.parsed).toBe(first.parsed);
    expect((await parse(digits, "/?digits=3&page=2")).parsed).toEqual({ digits: 3, page: 2 });
    expect((await parse(digits, "/")).parsed).toEqual({ page: 1 });
  });

  it("keeps each schema's answers apart", async () => {
    await parse(digits, "/?digits=4");
    expect((await parse(other, "/?digits=4")).parsed).toEqual({ digits: "4" });
  });

  it("refuses bad input every time, never keeping it", async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await parse(digits, "/?digits=9");
      expect(bad.status).toBe(400);
      expect(bad.parsed).toBeUndefined();
    }
  });
});
