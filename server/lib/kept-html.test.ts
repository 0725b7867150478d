import { createElement, useId } from "react";
import { describe, expect, it } from "vitest";
import { createKeptHtml } from "./kept-html.ts";

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
});
