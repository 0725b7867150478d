import zlib from "node:zlib";

/**
 * A page compressed once, with holes where each answer writes its own nonce.
 *
 * Compressing a 100 KB page for every answer cost more than the rest of a kept page's answer together. So the
 * text around the holes is compressed once, each piece on its own (a full flush: it ends on a byte boundary),
 * and each answer is put together from them with its nonce as a stored (uncompressed) DEFLATE block in every
 * hole: one gzip stream (RFC 1951 and 1952), whose checksum is worked out over the answer's text.
 *
 * Each piece is compressed with the text before it as its dictionary, so it may refer back across the holes,
 * as one stream compressed whole would (without it a home page came out 15 % larger). The holes themselves
 * stand in that dictionary as 0xFF bytes, which UTF-8 text never contains: nothing can refer into a nonce,
 * whose bytes differ from answer to answer. That is why a fill must be exactly as long as the hole was.
 */
export interface GzipTemplate {
  /** The text between the holes, as it is (for the checksum). */
  texts: Buffer[];
  /** The same pieces compressed, each ending byte-aligned and not final. */
  deflated: Buffer[];
  /** The hole's length in bytes: every fill must have it. */
  holeBytes: number;
  /** Each text's CRC-32, and what appending it does to the CRC before (see crc32Combine). */
  textCrcs: number[];
  textShifts: number[];
  holeShift: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the DEFLATE data. */
const END = Buffer.from([1, 0, 0, 0xff, 0xff]);
/** How far back DEFLATE may refer (RFC 1951, 3.2.5). */
const WINDOW = 32 * 1024;

export function gzipTemplate(text: string, hole: string): GzipTemplate {
  const texts = text.split(hole).map((piece) => Buffer.from(piece, "utf8"));
  const holeBytes = Buffer.byteLength(hole, "utf8");
  const stand = Buffer.alloc(holeBytes, 0xff);
  const deflated: Buffer[] = [];
  let before = Buffer.alloc(0);
  for (const [i, piece] of texts.entries()) {
    if (i > 0) before = Buffer.concat([before, stand]).subarray(-WINDOW);
    deflated.push(
      zlib.deflateRawSync(piece, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH, ...(before.length ? { dictionary: before } : {}) }),
    );
    before = Buffer.concat([before, piece]).subarray(-WINDOW);
  }
  return {
    texts,
    deflated,
    holeBytes,
    textCrcs: texts.map((piece) => zlib.crc32(piece)),
    textShifts: texts.map((piece) => crc32Shift(piece.length)),
    holeShift: crc32Shift(holeBytes),
  };
}

/** The gzip stream of the template's text with `fill` in every hole (`fill` exactly as long as the hole). */
export function gzipFilled(template: GzipTemplate, fill: string): Buffer {
  const value = Buffer.from(fill, "utf8");
  if (value.length !== template.holeBytes) throw new Error(`a fill of ${value.length} bytes for a hole of ${template.holeBytes}`);
  // A stored block: header bits 000 (not final, stored) padded to the byte, then LEN and its complement.
  const stored = Buffer.alloc(5 + value.length);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(stored, 5);

  // The checksum of the whole answer from the pieces' checksums, worked out once, and the fill's: the answer's
  // text is not read again (checksumming 70 KB for each answer was a fifth of the time a kept page cost).
  const fillCrc = zlib.crc32(value);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  template.deflated.forEach((piece, i) => {
    if (i > 0) {
      parts.push(stored);
      crc = crc32Combine(crc, fillCrc, template.holeShift);
      size += value.length;
    }
    parts.push(piece);
    crc = crc32Combine(crc, template.textCrcs[i]!, template.textShifts[i]!);
    size += template.texts[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(END, trailer);
  return Buffer.concat(parts);
}

/*
 * CRC-32 of two texts joined, from the CRC of each (zlib's crc32_combine, which node:zlib does not expose).
 * Appending n bytes multiplies the first CRC by x^(8n) modulo the CRC polynomial (GF(2), bits reflected);
 * crc32Shift(n) is that power, worked out once per length.
 */
const POLY = 0xedb88320;

/** a·b modulo the polynomial (reflected: bit 31 is x^0). */
function multiplyModPoly(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(8·bytes) modulo the polynomial. */
export function crc32Shift(bytes: number): number {
  let power = 0x80000000; // x^0
  let square = 0x40000000; // x^1, squared at each bit of the exponent 8·bytes
  for (let n = bytes * 8; n > 0; n = Math.floor(n / 2)) {
    if (n % 2) power = multiplyModPoly(square, power);
    square = multiplyModPoly(square, square);
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crc32Shift(B's length). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}
