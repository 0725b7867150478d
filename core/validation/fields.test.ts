import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nationalPhone, parseId, toAsciiDigits } from "../text/digits.ts";
import { normalisePattern } from "../catalog/search-pattern.ts";
import { flag, id, multiLine, phone, singleLine } from "./fields.ts";

// Issue 11, items 4, 5, 6 and 9: the primitives every schema is built from.

const digitSets = { ascii: "0123456789", arabic: "٠١٢٣٤٥٦٧٨٩", persian: "۰۱۲۳۴۵۶۷۸۹" } as const;
/** The same digits as typed on one of the three keyboards. */
const typedIn = (set: keyof typeof digitSets, ascii: string) => [...ascii].map((d) => digitSets[set][Number(d)]).join("");
const digitSet = fc.constantFrom(...(Object.keys(digitSets) as (keyof typeof digitSets)[]));

const name = singleLine({ max: 100, required: "validation.nameRequired" });
const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("single-line text (names, slugs, search words)", () => {
  const hostile = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\n", "\r", "\r\n", "\t", "\u2028", "\u2029", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\ud800", "\udfff"];

  it("refuses any control, bidi or line-break character and any lone surrogate, wherever it sits", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...hostile), fc.string(), (before, bad, after) => {
        const result = name.safeParse(`Sara${before}${bad}${after}`);
        expect(result.success).toBe(false);
        expect(message(result)).toBe("validation.invalidCharacters");
      }),
    );
  });

  it("keeps Arabic and English names, trimmed and in NFC, with the plain direction marks", () => {
    expect(name.parse("  محمد بن راشد  ")).toBe("محمد بن راشد");
    expect(name.parse("Rene\u0301")).toBe("René");
    expect(name.parse("Ali\u200f Hassan")).toBe("Ali\u200f Hassan");
    expect(name.parse("😀 Omar")).toBe("😀 Omar");
    expect(message(name.safeParse("   "))).toBe("validation.nameRequired");
    expect(name.safeParse(42).success).toBe(false);
  });

  it("lets multi-line text keep its lines, as \\n", () => {
    const question = multiLine({ max: 500 });
    expect(question.parse("Hello\r\nIs 777 free?\rThanks\tSara")).toBe("Hello\nIs 777 free?\nThanks\tSara");
    expect(question.safeParse("Hi\u0000").success).toBe(false);
    expect(question.safeParse("Hi\u202e").success).toBe(false);
  });
});

describe("strict numbers, ids and flags", () => {
  const rowId = id();
  it("reads an id typed in any digit set, from a string or a JSON integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), digitSet, (n, set) => {
        expect(rowId.parse(typedIn(set, String(n)))).toBe(n);
        expect(rowId.parse(n)).toBe(n);
        expect(parseId(typedIn(set, String(n)))).toBe(n);
      }),
    );
  });

  it.each([true, false, null, 1.5, "1.5", "1e3", "0x10", "", " ", "0", "-1", "+1", "2147483648", [1], { id: 1 }, "1\u0000"])("refuses the id %j", (value) => {
    expect(rowId.safeParse(value).success).toBe(false);
  });

  it("reads flags strictly and refuses anything else instead of reading it as false", () => {
    const hot = flag();
    for (const yes of ["1", "true", "TRUE", "on", "yes", true]) expect(hot.parse(yes)).toBe(true);
    for (const no of ["0", "false", "off", "no", false]) expect(hot.parse(no)).toBe(false);
    for (const unset of [undefined, ""]) expect(hot.parse(unset)).toBeUndefined();
    for (const bad of ["maybe", "2", "tru", "1\u0000", 1, []]) expect(message(hot.safeParse(bad))).toBe("validation.flag");
  });
});

describe("digits as Arabic users type them", () => {
  it("reads the three digit sets as ASCII", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), digitSet, (ascii, set) => {
        expect(toAsciiDigits(typedIn(set, ascii))).toBe(ascii);
        expect(normalisePattern("contains", typedIn(set, ascii))).toBe(ascii);
        expect(normalisePattern("mask", `${typedIn(set, ascii)}xx`)).toBe(`${ascii}xx`);
      }),
    );
  });

  it("stores any UAE mobile number, however typed or pasted, in its national form", () => {
    const mobile = fc.tuple(fc.constantFrom("50", "52", "54", "55", "56", "58"), fc.stringMatching(/^[0-9]{7}$/));
    const layout = fc.constantFrom(
      (p: string, r: string) => `0${p}${r}`,
      (p: string, r: string) => `+971 ${p} ${r.slice(0, 3)} ${r.slice(3)}`,
      (p: string, r: string) => `00971${p}${r}`,
      (p: string, r: string) => `+971-${p}-${r}`,
      (p: string, r: string) => `(0${p}) ${r}`,
      (p: string, r: string) => `+971 0${p} ${r}`,
    );
    const field = phone();
    fc.assert(
      fc.property(mobile, layout, digitSet, ([prefix, rest], write, set) => {
        const typed = write(prefix, rest).replace(/[0-9]/g, (d) => typedIn(set, d));
        expect(nationalPhone(typed)).toBe(`0${prefix}${rest}`);
        expect(field.parse(typed)).toBe(`0${prefix}${rest}`);
        expect(normalisePattern("starts", typed, "number")).toBe(`0${prefix}${rest}`);
      }),
    );
  });

  it("refuses phone numbers longer than the specification allows, and letters", () => {
    const field = phone();
    expect(message(field.safeParse("0".repeat(20)))).toBe("validation.phone");
    expect(message(field.safeParse("050123456789"))).toBe("validation.phone");
    expect(message(field.safeParse("call me"))).toBe("validation.phone");
    expect(field.parse("05012345678")).toBe("05012345678");
    expect(field.parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(field.parse("")).toBe("");
  });
});
