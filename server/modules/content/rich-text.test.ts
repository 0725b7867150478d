import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the formatting editors use", () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> <a href="https://example.com">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> <a href="https://example.com" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', "<p>x</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<p style="background:url(x)">x</p>', "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<svg><script>alert(1)</script></svg>', ""],
    ['<form action="/x"><input name="a"></form>', ""],
  ])("removes %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});
