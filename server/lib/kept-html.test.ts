import { createElement, useId } from "react";
import { describe, expect, it } from "vitest";
import { createKeptHtml, keptPartKey } from "./kept-html.ts";

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement("label", { htmlFor: id }, text, createElement("input", { id }));
}

describe("kept HTML", () => {
  it("renders a part once per key and answers from memory after that", () => {
    const kept = createKeptHtml({ check: false });
    let renders = 0;
    const render = () => {
      renders++;
      return createElement("p", null, "Dubai plate ", createElement("bdi", null, "AA 1"));
    };
    const first = kept.html("card|en|1", render);
    expect(first).toBe("<p>Dubai plate <bdi>AA 1</bdi></p>");
    expect(kept.html("card|en|1", render)).toBe(first);
    expect(renders).toBe(1);
    expect(kept.stats).toEqual({ hits: 1, misses: 1 });
    kept.html("card|ar|1", render);
    expect(renders).toBe(2);
  });

  it("in check mode renders again on every use, and fails when a part shows what its key does not name", () => {
    const kept = createKeptHtml({ check: true });
    let user = "visitor";
    const render = () => createElement("p", null, `hello ${user}`);
    kept.html("greeting|en|{}", render);
    expect(kept.html("greeting|en|{}", render)).toBe("<p>hello visitor</p>");
    user = "Mariam";
    expect(() => kept.html("greeting|en|{}", render)).toThrow(/shows something its inputs do not name/);
  });

  it("gives useId's values a prefix of the key's own: two parts on one page never share an id", () => {
    const kept = createKeptHtml({ check: false });
    const a = kept.html("field|en|a", () => createElement(Labelled, { text: "Emirate" }));
    const b = kept.html("field|en|b", () => createElement(Labelled, { text: "Emirate" }));
    const idOf = (html: string) => html.match(/ id="([^"]+)"/)?.[1];
    expect(idOf(a)).toBeDefined();
    expect(a).toContain(`for="${idOf(a)}"`);
    expect(idOf(a)).not.toBe(idOf(b));
    // The same key gives the same ids, in any page that shows it.
    expect(createKeptHtml({ check: false }).html("field|en|a", () => createElement(Labelled, { text: "Emirate" }))).toBe(a);
  });

  it("forgets the least recently used parts beyond its memory bound", () => {
    const kept = createKeptHtml({ check: false, maxChars: 100 });
    const render = () => createElement("p", null, "x".repeat(40));
    kept.html("a", render);
    kept.html("b", render);
    kept.html("c", render);
    kept.html("a", render);
    expect(kept.stats.misses).toBe(4);
  });

  describe("a part's key", () => {
    const cards = (n: number) => `[${Array.from({ length: 30 }, (_, i) => `{'id':${n * 100 + i},'name':'لوحة ${i}'}`).join(",")}]`;

    it("names the part, the language and every input; a long text stands as a short number", () => {
      const key = keptPartKey("plates", "ar", { data: { items: cards(1), page: 2 }, hearts: [true] });
      expect(key.length).toBeLessThan(120);
      expect(keptPartKey("plates", "ar", { data: { items: cards(1), page: 2 }, hearts: [true] })).toBe(key);
      for (const other of [
        keptPartKey("plates", "en", { data: { items: cards(1), page: 2 }, hearts: [true] }),
        keptPartKey("numbers", "ar", { data: { items: cards(1), page: 2 }, hearts: [true] }),
        keptPartKey("plates", "ar", { data: { items: cards(2), page: 2 }, hearts: [true] }),
        keptPartKey("plates", "ar", { data: { items: cards(1), page: 3 }, hearts: [true] }),
        keptPartKey("plates", "ar", { data: { items: cards(1), page: 2 }, hearts: [false] }),
      ]) {
        expect(other).not.toBe(key);
      }
    });

    it("writes frozen inputs out once, and as any others", () => {
      const constants = Object.freeze({ phone: { value: "+971 4 000 0000", url: null } });
      const key = keptPartKey("footer", "ar", constants);
      expect(key).toBe(`footer|ar|${JSON.stringify(constants)}`);
      expect(keptPartKey("footer", "ar", constants)).toBe(key);
      expect(keptPartKey("footer", "en", constants)).toBe(`footer|en|${JSON.stringify(constants)}`);
    });

    it("never gives two texts the same number, also once the numbers were forgotten", () => {
      const first = keptPartKey("p", "ar", cards(0));
      const others = new Set(Array.from({ length: 2_500 }, (_, n) => keptPartKey("p", "ar", cards(n + 1))));
      expect(others.size).toBe(2_500);
      expect(others.has(first)).toBe(false);
      expect(others.has(keptPartKey("p", "ar", cards(0)))).toBe(false);
    });
  });
});
