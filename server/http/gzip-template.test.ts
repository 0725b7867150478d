import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift, gzipFilled, gzipTemplate } from "./gzip-template.ts";

const HOLE = "a".repeat(32);
const fill = () => randomBytes(16).toString("hex");

/** A page-like text: Arabic and English cards repeated, the hole in every script tag. */
function page(cards: number): string {
  const card = (i: number) => `<li class="item-card"><a href="/plates/${i}">لوحة دبي رقم ${i} · Dubai plate ${i}</a><span>${(i * 7919) % 100000} درهم</span></li>`;
  const body = Array.from({ length: cards }, (_, i) => card(i) + (i % 40 === 0 ? `<script nonce="${HOLE}">window.__n=${i}</script>` : "")).join("");
  return `<script nonce="${HOLE}">start</script><main>${body}</main><style nonce="${HOLE}"></style>`;
}

describe("a gzip template", () => {
  it("gives, for each fill, the gzip stream of the text with that fill in every hole (checksum and length included)", () => {
    for (const text of [page(3), page(600), `${HOLE}middle${HOLE}`, HOLE, "no hole at all", ""]) {
      const template = gzipTemplate(text, HOLE);
      for (let i = 0; i < 3; i++) {
        const value = fill();
        // gunzip checks the CRC-32 and the length in the trailer.
        expect(zlib.gunzipSync(gzipFilled(template, value)).toString("utf8")).toBe(text.replaceAll(HOLE, value));
      }
    }
  });

  it("refers back across the holes: a long page comes out as small as gzipped whole, but for its fills, stored as they are", () => {
    const text = page(600);
    expect(Buffer.byteLength(text)).toBeGreaterThan(64 * 1024);
    const value = fill();
    const whole = zlib.gzipSync(text.replaceAll(HOLE, value), { level: 9 }).length;
    const holes = text.split(HOLE).length - 1;
    // Each fill: its 32 bytes and a stored block's 5-byte header; a few bytes more for the piece's own ending.
    expect(gzipFilled(gzipTemplate(text, HOLE), value).length).toBeLessThan(whole + holes * (32 + 5 + 4));
  });

  it("takes no fill of another length than the hole's (the pieces' back references count on it)", () => {
    const template = gzipTemplate(page(3), HOLE);
    expect(() => gzipFilled(template, "short")).toThrow(/5 bytes for a hole of 32/);
  });
});

describe("crc32Combine", () => {
  it("gives the CRC-32 of two texts joined from the CRC of each, for any lengths", () => {
    for (const [a, b] of [[0, 0], [0, 5], [7, 0], [1, 1], [100, 3], [3, 70_000], [65_536, 65_537]] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), crc32Shift(b))).toBe(zlib.crc32(Buffer.concat([first, second])));
    }
  });
});
