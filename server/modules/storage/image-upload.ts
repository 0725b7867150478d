import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { HttpError } from "#server/http/api-errors.ts";

/** Spec section 5: "only jpg, jpeg or png, up to 2MB". */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A photographed document needs at most some 6000 × 4000; more is a decompression bomb, refused before decoding. */
const MAX_PIXELS = 6000 * 4000;
const EXTENSIONS = new Set(["jpg", "jpeg", "png"]);

export interface AcceptedImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
}

/**
 * The one gate for uploaded images (identity documents, ownership cards, item photos). The name must end in
 * jpg, jpeg or png and the bytes must be a JPEG or a PNG: a real PNG named ".jpg" is taken, and stored as the
 * PNG it is. The image is decoded and encoded again, turned upright, with its metadata (EXIF, GPS) gone, so
 * whatever rode along (a script after the image data, a polyglot) does not survive.
 */
export async function acceptImageUpload(bytes: Buffer, fileName: string): Promise<AcceptedImage> {
  if (bytes.length === 0) throw new HttpError(400, "upload.empty", { file: "upload.empty" });
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, "upload.tooLarge", { file: "upload.tooLarge" });
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  if (!fileName.includes(".") || !EXTENSIONS.has(extension)) throw new HttpError(400, "upload.notImage", { file: "upload.notImage" });
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime !== "image/jpeg" && sniffed?.mime !== "image/png") throw new HttpError(400, "upload.notImage", { file: "upload.notImage" });

  const png = sniffed.mime === "image/png";
  try {
    // limitInputPixels is checked from the header, before any pixel is decoded; failOn "truncated" refuses
    // an image cut short instead of filling the rest with grey.
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "truncated" }).rotate();
    const { data, info } = await (png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: png ? "image/png" : "image/jpeg", extension: png ? "png" : "jpg", width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new HttpError(400, "upload.tooManyPixels", { file: "upload.tooManyPixels" });
    throw new HttpError(400, "upload.corrupt", { file: "upload.corrupt" });
  }
}
