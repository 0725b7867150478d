import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { browser } from "../helpers/page-requests.ts";
import { systemStaff } from "../helpers/users.ts";

// Rich text is cleaned on the server (issue 27, "Bad input"): a hostile corpus typed into a website page's
// content in both languages. Each entry's attack must be gone from what is kept and from the public page,
// and the text around and inside it kept (the editor's words are never lost with the markup).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true });
});
afterAll(() => t.close());

/** Each attack wraps or sits beside a text that must survive; `{text}` is replaced by that text. */
const corpus: [string, string][] = [
  ["script", "<p>{text}</p><script>alert(document.cookie)</script>"],
  ["script in mixed case", "<p>{text}<ScRiPt>alert(1)</sCrIpT></p>"],
  ["event handler", '<p onclick="alert(1)" onmouseover="alert(2)">{text}</p>'],
  ["event handler on an image", '<p>{text}</p><img src="/images/x.webp" onerror="alert(1)">'],
  ["javascript: link", '<a href="javascript:alert(1)">{text}</a>'],
  ["javascript: link in mixed case with spaces", '<a href="  JaVaScRiPt:alert(1)">{text}</a>'],
  ["javascript: link entity-encoded", '<a href="&#106;&#97;vascript&colon;alert(1)">{text}</a>'],
  ["javascript: link with a tab inside", '<a href="java&#9;script:alert(1)">{text}</a>'],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">{text}</a>'],
  ["data: link in capitals with a newline", '<a href="\nDATA:text/html,<script>alert(1)</script>">{text}</a>'],
  ["javascript: image source", '<p>{text}</p><img src="javascript:alert(1)" alt="x">'],
  ["data: image", '<p>{text}</p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">'],
  ["iframe", '<iframe src="https://evil.example/"></iframe><p>{text}</p>'],
  ["object and embed", '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf"><p>{text}</p>'],
  ["svg with script", '<svg onload="alert(1)"><script>alert(2)</script></svg><p>{text}</p>'],
  ["display:none", '<p style="display:none">{text}</p>'],
  ["visibility:hidden", '<p style="visibility: hidden">{text}</p>'],
  ["positioned off screen", '<p style="position:absolute;left:-9999px">{text}</p>'],
  ["font-size:0", '<span style="font-size:0">{text}</span>'],
  ["opacity:0", '<p style="OPACITY:0">{text}</p>'],
  ["style element hiding paragraphs", "<style>p{display:none}</style><p>{text}</p>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>{text}</p>'],
  ["form and input", '<form action="https://evil.example/"><input name="password" type="password"><p>{text}</p></form>'],
  ["base href", '<base href="https://evil.example/"><p>{text}</p>'],
  ["link element", '<link rel="stylesheet" href="https://evil.example/x.css"><p>{text}</p>'],
  ["protocol-relative link", '<a href="//evil.example/">{text}</a>'],
];

/** Nothing of any attack may be left in what is kept. */
const forbidden = [/<script/i, /\son\w+\s*=/i, /javascript/i, /data:/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /style/i, /<meta/i, /<form/i, /<input/i, /<base/i, /<link/i, /href="\/\//i, /alert\(/i];

describe("the hostile rich-text corpus, in both languages", () => {
  it.each(corpus.map(([name, html], i) => [name, html, i] as const))("%s: removed, the text kept", async (name, html, i) => {
    const en = `Kept English text ${i}`;
    const ar = `نص عربي باقٍ ${i}`;
    const slug = `hostile-${i}`;
    await t.services.websitePages.create(systemStaff, { slug, name: `Hostile ${i}`, nameAr: `عدائي ${i}`, content: html.replaceAll("{text}", en), contentAr: html.replaceAll("{text}", ar) });
    const kept = (await t.services.websitePages.get(slug))!;
    for (const [content, text] of [[kept.content, en], [kept.contentAr, ar]] as const) {
      expect(content, name).toContain(text);
      for (const bad of forbidden) expect(content, `${name}: ${bad}`).not.toMatch(bad);
    }
    for (const [url, text] of [[`/en/pages/${slug}`, en], [`/pages/${slug}`, ar]] as const) {
      const res = await t.app.inject({ url, headers: browser });
      expect(res.statusCode).toBe(200);
      const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(res.body)?.[1] ?? "";
      expect(article, url).toContain(text);
      for (const bad of forbidden) expect(article, `${url}: ${bad}`).not.toMatch(bad);
    }
  });
});
