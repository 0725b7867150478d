import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

/** Public files are served under /images to anyone; private ones (identity documents) only through a checked route. */
export type Area = "public" | "private";

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** Where files live: the local disk by default, any S3-compatible service in production. */
export interface Storage {
  put(area: Area, key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A file already on the local disk (a built export), copied in as a stream: never whole in memory. */
  putFile(area: Area, key: string, filePath: string, contentType: string): Promise<void>;
  get(area: Area, key: string): Promise<StoredFile | undefined>;
  exists(area: Area, key: string): Promise<boolean>;
  delete(area: Area, key: string): Promise<void>;
}

// Names the server makes (a UUID and an extension) or the seed's plain names: never a path, never "..".
const KEY = /^[a-z0-9][a-z0-9_-]{0,120}(?:\.[a-z0-9]{1,5})?$/;

/** A fresh server-made name; nothing of the client's file name is kept. */
export function newKey(extension: string): string {
  return `${randomUUID()}.${extension}`;
}

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", svg: "image/svg+xml", pdf: "application/pdf" };
const typeOf = (key: string) => TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

/** Files under `<root>/public` and `<root>/private` (DATA_DIR/storage). */
export function createLocalStorage(root: string): Storage {
  const file = (area: Area, key: string) => {
    assertKey(key);
    return path.join(root, area, key);
  };
  // Written aside and renamed, so a reader never sees half a file.
  const place = async (area: Area, key: string, write: (temporary: string) => Promise<void>) => {
    const target = file(area, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    await write(temporary);
    await fs.rename(temporary, target);
  };
  return {
    put: (area, key, bytes) => place(area, key, (temporary) => fs.writeFile(temporary, bytes)),
    putFile: (area, key, filePath) => place(area, key, (temporary) => fs.copyFile(filePath, temporary)),
    async get(area, key) {
      try {
        return { bytes: await fs.readFile(file(area, key)), contentType: typeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async exists(area, key) {
      return fs.access(file(area, key)).then(
        () => true,
        () => false,
      );
    },
    async delete(area, key) {
      await fs.rm(file(area, key), { force: true });
    },
  };
}

export interface S3Options {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** One bucket; the areas are key prefixes ("public/…", "private/…"), and the bucket itself stays private. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (area: Area, key: string) => {
    assertKey(key);
    return `${area}/${key}`;
  };
  const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === "NotFound";
  return {
    async put(area, key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(area, key), Body: bytes, ContentType: contentType }));
    },
    async putFile(area, key, filePath, contentType) {
      const { size } = await fs.stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(area, key), Body: createReadStream(filePath), ContentLength: size, ContentType: contentType }));
    },
    async get(area, key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? typeOf(key) };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async exists(area, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(area, key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async delete(area, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
  };
}
