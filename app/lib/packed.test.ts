import { describe, expect, it } from "vitest";
import { pack, packOnce } from "./packed.server.ts";
import { unpack } from "./packed.ts";

describe("packed loader data", () => {
  it("reads back what was packed, Arabic text and characters that need escaping included", () => {
    const value = { items: [{ id: 7, name: "لوحة دبي", note: 'a "quote", a </script> and a \u2028' }], none: null };
    expect(unpack(pack(value))).toEqual(value);
  });

  it("travels with its quotes swapped, so that writing it into the page escapes next to nothing", () => {
    const value = { items: [{ id: 7, name: "Ra's Al Khaimah", note: 'say "hi"' }] };
    const text = pack(value);
    // The one double quote left is the apostrophe of Ra's; JSON's own quotes and the note's are single quotes now.
    expect(text.split('"').length - 1).toBe(1);
    // Written as a JSON string: its two quotes, and one backslash for that quote and for each of the note's two.
    expect(JSON.stringify(text).length).toBe(text.length + 2 + 3);
    expect(unpack(text)).toEqual(value);
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

  it("packs once for several sources and a variant, and anew when any source is another object", () => {
    const codes = [{ code: "A" }];
    const names = [{ name: "دبي" }];
    let made = 0;
    const make = (lang: string) => () => (made++, { lang, codes, names });
    const ar = packOnce([codes, names], make("ar"), "ar");
    expect(packOnce([codes, names], make("ar"), "ar")).toBe(ar);
    expect(made).toBe(1);
    expect(unpack(packOnce([codes, names], make("en"), "en"))).toEqual({ lang: "en", codes, names });
    expect(made).toBe(2);
    packOnce([codes, [{ name: "الشارقة" }]], make("ar"), "ar");
    expect(made).toBe(3);
  });

  it("parses a text once: every reader of the same text gets the same value", () => {
    const text = pack({ cards: [{ id: 1 }] });
    expect(unpack(text)).toBe(unpack(text));
    expect(unpack(pack({ cards: [{ id: 1 }] }))).toEqual(unpack(text));
  });
});
