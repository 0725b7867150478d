import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { KeptMarks } from "./kept-marks.server.ts";

/** What the stream makes of `chunks` (strings as React writes large ones, Uint8Arrays as it writes the rest). */
function through(marks: KeptMarks, chunks: (string | Uint8Array)[]): Promise<string> {
  return text(Readable.from(chunks, { objectMode: true }).pipe(marks.stream()));
}

const encoder = new TextEncoder();

describe("kept marks", () => {
  it("puts each kept part's bytes where React wrote its mark", async () => {
    const marks = new KeptMarks();
    const card = marks.mark(Buffer.from("<article>لوحة دبي <bdi>AA 1</bdi></article>"));
    const menu = marks.mark(Buffer.from("<nav>القائمة</nav>"));
    const page = `<body><div class="contents">${menu}</div><main><div class="contents">${card}</div></main></body>`;
    expect(await through(marks, [encoder.encode(page)])).toBe(
      '<body><div class="contents"><nav>القائمة</nav></div><main><div class="contents"><article>لوحة دبي <bdi>AA 1</bdi></article></div></main></body>',
    );
  });

  it("finds a mark cut anywhere by a chunk's end, and loses no byte around it", async () => {
    const marks = new KeptMarks();
    const mark = marks.mark(Buffer.from("[kept]"));
    const page = encoder.encode(`<p>before ب</p>${mark}<p>after <!-- a comment --> <</p>`);
    const expected = "<p>before ب</p>[kept]<p>after <!-- a comment --> <</p>";
    for (let cut = 1; cut < page.length; cut++) {
      expect(await through(marks, [page.subarray(0, cut), page.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
    // One byte at a time.
    expect(await through(marks, [...page].map((b) => Uint8Array.of(b)))).toBe(expected);
  });

  it("leaves alone what only looks like a mark: other comments, another process's marks, text written by people", async () => {
    const marks = new KeptMarks();
    const other = new KeptMarks();
    const foreign = other.mark(Buffer.from("nope"));
    const html = `<!--kept:guess:0000--><p>&lt;!--kept:</p>${foreign.replace(/:[^:]+:/, ":forged:")}`;
    expect(await through(marks, [html])).toBe(html);
  });

  it("passes on a mark of its own token whose number is not one of this page's parts, and what surrounds it", async () => {
    const marks = new KeptMarks();
    const real = marks.mark(Buffer.from("[kept]"));
    const unknown = real.replace("0000", "0042");
    const bad = real.replace("0000", "00x1");
    expect(await through(marks, [`<p>a</p>${unknown}<p>b</p>${bad}${real}<p>c</p>`])).toBe(`<p>a</p>${unknown}<p>b</p>${bad}[kept]<p>c</p>`);
  });

  it("passes a page without marks on unchanged, strings and bytes alike", async () => {
    const marks = new KeptMarks();
    expect(await through(marks, ["<html>", encoder.encode("<body>ص</body>"), "</html>"])).toBe("<html><body>ص</body></html>");
  });
});
