import { describe, expect, it } from "vitest";
import { coalesceWrites } from "./coalesce-writes.ts";

// React writes a page in 2 KB pieces within one turn: they go on as one chunk, and later writes as their own.

describe("coalesceWrites", () => {
  it("passes on the writes of one turn as one chunk, later ones after, and the rest at the end", async () => {
    const stream = coalesceWrites();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(Buffer.from("<html>"));
    stream.write("<body>");
    stream.write(Buffer.from("شكرا"));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body>شكرا"]);
    stream.write(Buffer.from("<script></script>"));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write(Buffer.from("</body>"));
    stream.end(Buffer.from("</html>"));
    await ended;
    expect(chunks).toEqual(["<html><body>شكرا", "<script></script>", "</body></html>"]);
  });
});
