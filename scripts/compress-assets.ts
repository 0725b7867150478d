import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * After `react-router build`: writes a Brotli (.br, best quality) and a gzip (.gz) copy beside every script,
 * stylesheet and SVG of build/client, so the server sends them compressed once at build time instead of on
 * every request (@fastify/static's `preCompressed`). Fonts (woff2) and PNGs are compressed already.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|ico)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(clientDir)) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  const gz = zlib.gzipSync(data, { level: 9 });
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  count++;
  before += data.length;
  after += br.length;
}
console.log(`compressed ${count} files in build/client: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with Brotli`);
