import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, acceptImageUpload } from "./index.ts";

// The upload corpus of issue 12: what a hostile or careless client sends, refused or made harmless.

/** The translated key of a refused upload. */
async function refusal(bytes: Buffer, name: string): Promise<string> {
  try {
    await acceptImageUpload(bytes, name);
  } catch (error) {
    return (error as { key: string }).key;
  }
  throw new Error("accepted");
}

const jpeg = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: "#b91c1c" } }).jpeg().toBuffer();
const png = () => sharp({ create: { width: 64, height: 48, channels: 4, background: "#047857" } }).png().toBuffer();

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG header declaring width × height pixels, with a little compressed data: gigabytes once decoded. */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(1_000_000))), chunk("IEND", Buffer.alloc(0))]);
}

describe("image uploads", () => {
  it.each([
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
    ["an HTML page", Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>")],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF")],
  ])("refuses %s renamed .png", async (_, bytes) => {
    expect(await refusal(bytes, "passport.png")).toBe("upload.notImage");
  });

  it("refuses a JPEG over 2 MB with the size message", async () => {
    const noise = Buffer.alloc(1400 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(await refusal(big, "licence.jpg")).toBe("upload.tooLarge");
  });

  it("refuses an empty file, a wrong extension and a truncated image", async () => {
    expect(await refusal(Buffer.alloc(0), "id.jpg")).toBe("upload.empty");
    expect(await refusal(await jpeg(), "id.gif")).toBe("upload.notImage");
    expect(await refusal(await jpeg(), "id")).toBe("upload.notImage");
    const whole = await jpeg(400, 300);
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)), "id.jpg")).toBe("upload.corrupt");
  });

  it("refuses a PNG that would need gigabytes once decoded, without the memory growing", async () => {
    const before = process.memoryUsage().rss;
    expect(await refusal(pixelBomb(60_000, 60_000), "bomb.png")).toBe("upload.tooManyPixels");
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("re-encodes a JPEG with a script appended: the script is gone", async () => {
    const script = Buffer.from("<script>alert(1)</script>");
    const accepted = await acceptImageUpload(Buffer.concat([await jpeg(), script]), "id.jpeg");
    expect(accepted.contentType).toBe("image/jpeg");
    expect(accepted.bytes.includes(script)).toBe(false);
    expect(accepted.bytes.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("drops EXIF and GPS metadata", async () => {
    const tagged = await sharp(await jpeg()).withExif({ IFD0: { Copyright: "secret-owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 12/1 0/1" } }).jpeg().toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const accepted = await acceptImageUpload(tagged, "car.jpg");
    expect((await sharp(accepted.bytes).metadata()).exif).toBeUndefined();
    expect(accepted.bytes.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("accepts a real PNG named .jpg, as the PNG it is", async () => {
    const accepted = await acceptImageUpload(await png(), "emirates-id.jpg");
    expect(accepted).toMatchObject({ contentType: "image/png", extension: "png", width: 64, height: 48 });
  });
});
