import { describe, expect, it } from "vitest";
import { pack, packOnce } from "./packed.server.ts";
import { unpack } from "./packed.ts";

describe("packed loader data", () => {
  it("reads back what was packed, Arabic text and characters that need escaping included", () => {
    const value = { items: [{ id: 7, name: "لوحة دبي", note: 'a "quote", a </script> and a \u2028' }], none: null };
    expect(unpack(pack(value))).toEqual(value);
  });

  it("packs a kept answer once, and another answer anew", () => {
    const answer = { items: [1, 2, 3] };
    let made = 0;
    const make = () => (made++, answer.items.map((n) => n * 10));
    const first = packOnce(answer, make);
    expect(packOnce(answer, make)).toBe(first);
    expect(made).toBe(1);
    expect(unpack(first)).toEqual([10, 20, 30]);
    packOnce({ items: [1, 2, 3] }, make);
    expect(made).toBe(2);
  });

  it("parses a text once: every reader of the same text gets the same value", () => {
    const text = pack({ cards: [{ id: 1 }] });
    expect(unpack(text)).toBe(unpack(text));
    expect(unpack(pack({ cards: [{ id: 1 }] }))).toEqual(unpack(text));
  });
});
