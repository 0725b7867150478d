import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./drop-module-preloads.ts";

const page =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>أرقام مميزة</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link nonce="abc" rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/images/banner.svg"/>' +
  '</head><body><p>نص <link rel="modulepreload" href="/in-body-stays.js"/></p>' +
  '<script type="module" async="">import "/assets/entry.client.js";</script></body></html>';

/** Runs the page through the stream cut into chunks of `size` bytes (cuts land inside tags and Arabic letters). */
async function through(size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(dropModulePreloads()));
}

describe("dropModulePreloads", () => {
  it.each([1, 3, 7, 64, 100_000])("removes the head's module preloads and keeps everything else (chunks of %i bytes)", async (size) => {
    const out = await through(size);
    expect(out).not.toContain("/assets/root.js");
    expect(out).not.toContain('href="/assets/entry.client.js"');
    expect(out).toBe(
      page.replace('<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>', "").replace('<link nonce="abc" rel="modulepreload" href="/assets/root.js"/>', ""),
    );
  });

  it("passes a document without a head through unchanged", async () => {
    const doc = "<p>مرحبا</p>";
    expect(await text(Readable.from([Buffer.from(doc)]).pipe(dropModulePreloads()))).toBe(doc);
  });
});
