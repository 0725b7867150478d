import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "#server/db/client.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import type { Services } from "#server/services.ts";
import { banners, constants, seoMetadata } from "./content.schema.ts";
import { createContentService } from "./content.service.ts";
import { seedBanners } from "./seed-data/banners.ts";
import { seedBlogPosts } from "./seed-data/blog.ts";
import { seedConstants } from "./seed-data/constants.ts";
import { seedMetadata } from "./seed-data/metadata.ts";
import { seedNews } from "./seed-data/news.ts";
import { seedPages } from "./seed-data/pages.ts";

const seedImages = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed-data", "images");

/** Bilingual demo content: constants, SEO metadata, website pages, blog, news and home banners. */
export async function seedContent(db: Db, { config, log }: Services): Promise<void> {
  const ran = await runSeedStepOnce(db, "content:v1", async (tx) => {
    const content = createContentService(tx);
    await tx.insert(constants).values(seedConstants).onConflictDoNothing();
    await tx.insert(seoMetadata).values(seedMetadata).onConflictDoNothing();
    for (const page of seedPages) await content.createPage(page);
    // Oldest first, so the first post in each file is the newest on the site.
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const [kind, list] of [["blog", seedBlogPosts], ["news", seedNews]] as const) {
      for (const [i, post] of list.entries()) {
        await content.createPost({ ...post, kind, publishedAt: new Date(now - (i + 1) * 3 * day) });
      }
    }
    await tx.insert(banners).values(seedBanners.map((b) => ({ ...b, imageAr: b.image, linkAr: b.link })));
  });
  // Constants added since a database was first seeded (the bank account, the invoice's seller); never overwrites.
  await runSeedStepOnce(db, "content:constants:v2", async (tx) => {
    await tx.insert(constants).values(seedConstants).onConflictDoNothing();
  });
  // Pages added since (the Products search, issue 31): their metadata, never overwriting staff's.
  await runSeedStepOnce(db, "content:metadata:v2", async (tx) => {
    await tx.insert(seoMetadata).values(seedMetadata).onConflictDoNothing();
  });
  // Images are files, not rows: copy any that are missing, every start, so a wiped storage folder heals.
  const target = path.join(config.storageDir, "public");
  await fs.mkdir(target, { recursive: true });
  for (const file of await fs.readdir(seedImages)) {
    await fs.copyFile(path.join(seedImages, file), path.join(target, file), fs.constants.COPYFILE_EXCL).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  }
  if (ran) log.info("seeded bilingual demo content");
}
