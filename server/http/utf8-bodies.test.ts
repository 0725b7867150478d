import { describe, expect, it } from "vitest";
import { multipartIsUtf8, urlencodedIsUtf8 } from "./utf8-bodies.ts";

// Issue 25, item 7: the byte-level checks of the pages' forms.
describe("urlencodedIsUtf8", () => {
  it("takes ASCII, UTF-8 escapes and raw UTF-8, and a % that starts no escape", () => {
    for (const body of ["a=1&b=two+words", "name=%D8%B3%D8%A7%D8%B1%D8%A9", "name=سارة", "x=100%&y=%zz", "emoji=%F0%9F%98%80", ""]) {
      expect(urlencodedIsUtf8(Buffer.from(body)), body).toBe(true);
    }
  });

  it("refuses escapes and bytes that are not UTF-8, also a character cut by a separator", () => {
    for (const body of ["name=%FF", "name=%D8", "name=%C0%AF", "name=%ED%A0%80", "a=%D8&b=%B3", "name=%F0%9F%98"]) {
      expect(urlencodedIsUtf8(Buffer.from(body)), body).toBe(false);
    }
    expect(urlencodedIsUtf8(Buffer.from([0x61, 0x3d, 0xff]))).toBe(false);
  });
});

describe("multipartIsUtf8", () => {
  const boundary = "----b0und";
  const part = (headers: string | Buffer, body: Buffer | string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\n`), Buffer.from(headers), Buffer.from("\r\n\r\n"), Buffer.from(body), Buffer.from("\r\n")]);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const binary = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xc0, 0xaf]);

  it("takes UTF-8 text fields and any bytes in a file", () => {
    const body = form(part('Content-Disposition: form-data; name="name"', "سارة"), part('Content-Disposition: form-data; name="card"; filename="card.jpg"\r\nContent-Type: image/jpeg', binary));
    expect(multipartIsUtf8(body, boundary)).toBe(true);
  });

  it("refuses a text field, or a field name, that is not UTF-8", () => {
    expect(multipartIsUtf8(form(part('Content-Disposition: form-data; name="name"', Buffer.from([0x53, 0xff]))), boundary)).toBe(false);
    expect(multipartIsUtf8(form(part(Buffer.concat([Buffer.from('Content-Disposition: form-data; name="'), Buffer.from([0xff]), Buffer.from('"')]), "x")), boundary)).toBe(false);
    // A field called "filename" is no file.
    expect(multipartIsUtf8(form(part('Content-Disposition: form-data; name="filename"', Buffer.from([0xff]))), boundary)).toBe(false);
  });
});
