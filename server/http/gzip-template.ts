import zlib from "node:zlib";

/**
 * A page compressed once, with holes where each answer writes its own nonce.
 *
 * Compressing a 100 KB page for every answer cost more than the rest of a kept page's answer together. So the
 * text around the holes is compressed once, each piece on its own (a full flush: it ends on a byte boundary
 * and refers to nothing before it), and each answer is put together from them with its nonce as a stored
 * (uncompressed) DEFLATE block in every hole: one gzip stream (RFC 1951 and 1952), whose checksum is worked out
 * over the answer's text, a few microseconds. The pieces lose a little compression across the holes, which
 * are few (the scripts' tags).
 */
export interface GzipTemplate {
  /** The text between the holes, as it is (for the checksum). */
  texts: Buffer[];
  /** The same pieces compressed, each ending byte-aligned and not final. */
  deflated: Buffer[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the DEFLATE data. */
const END = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function gzipTemplate(text: string, hole: string): GzipTemplate {
  const texts = text.split(hole).map((piece) => Buffer.from(piece, "utf8"));
  const deflated = texts.map((piece) => zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  return { texts, deflated };
}

/** The gzip stream of the template's text with `fill` in every hole (`fill` at most 65,535 bytes). */
export function gzipFilled(template: GzipTemplate, fill: string): Buffer {
  const value = Buffer.from(fill, "utf8");
  // A stored block: header bits 000 (not final, stored) padded to the byte, then LEN and its complement.
  const stored = Buffer.alloc(5 + value.length);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(stored, 5);

  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  template.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
    parts.push(piece);
    crc = zlib.crc32(template.texts[i]!, crc);
    size += template.texts[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(END, trailer);
  return Buffer.concat(parts);
}
