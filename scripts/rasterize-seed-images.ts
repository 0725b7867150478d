import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

/**
 * Draws the demo banners and post pictures (SVG sources in seed-data/image-sources) as WebP files in
 * seed-data/images, which the seed copies to the storage folder. Run by hand after changing a source:
 * `node scripts/rasterize-seed-images.ts` (Chromium from CHROMIUM_PATH, /usr/bin/chromium by default).
 *
 * Why not serve the SVGs: a browser builds a whole isolated document for every SVG shown through <img>, on
 * the page's main thread (about 6 to 17 ms each on this machine, four times that on Lighthouse's phone), while
 * a WebP is decoded off the main thread. The home page shows nine of them.
 */
const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "server", "modules", "content", "seed-data");
const sources = path.join(contentDir, "image-sources");
const target = path.join(contentDir, "images");
const QUALITY = 0.82;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const file of (await fs.readdir(sources)).filter((f) => f.endsWith(".svg")).sort()) {
    const svg = await fs.readFile(path.join(sources, file), "utf8");
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext("2d")!.drawImage(image, 0, 0);
        return canvas.toDataURL("image/webp", quality);
      },
      { svg, quality: QUALITY },
    );
    if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error(`${file}: this Chromium cannot write WebP`);
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    const name = file.replace(/\.svg$/, ".webp");
    await fs.writeFile(path.join(target, name), bytes);
    console.log(`${name.padEnd(28)} ${String(bytes.length).padStart(7)} bytes`);
  }
} finally {
  await browser.close();
}
