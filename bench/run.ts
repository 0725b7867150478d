import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * `npm run bench`: build once, then the load benchmark (bench/load.ts), the Lighthouse scores
 * (bench/lighthouse.ts), checkout holds (bench/checkout.ts) and the catalogue at scale (bench/catalog.ts; BENCH_CATALOG=0 skips it), each against its
 * own production server. See bench/README.md.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");

console.log("=== build (npm run build) ===");
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) {
  console.error("The build failed: no benchmark was run.");
  process.exit(1);
}

let failed = false;

const load = await import("./load.ts");
try {
  await load.main();
} catch (error) {
  failed = true;
  console.error("The load benchmark failed:", error);
}

// bench/lighthouse.ts exports `main`; it may not exist yet in a given checkout.
const lighthouseFile = path.join(here, "lighthouse.ts");
if (!fs.existsSync(lighthouseFile)) {
  console.log("\n=== lighthouse ===\nbench/lighthouse.ts is not there yet: skipped.");
} else {
  const lighthouse = (await import(pathToFileURL(lighthouseFile).href)) as { main?: () => Promise<unknown> };
  if (typeof lighthouse.main !== "function") {
    console.log("\n=== lighthouse ===\nbench/lighthouse.ts exports no main function: skipped.");
  } else {
    try {
      await lighthouse.main();
    } catch (error) {
      failed = true;
      console.error("The Lighthouse benchmark failed:", error);
    }
  }
}

// Holds under 200 concurrent buyers (on PostgreSQL when DATABASE_URL is set).
const checkout = await import("./checkout.ts");
try {
  await checkout.main();
} catch (error) {
  failed = true;
  console.error("The checkout benchmark failed:", error);
}

// A million mobile numbers take minutes to seed: last, and skippable.
if (process.env.BENCH_CATALOG === "0") {
  console.log("\n=== catalog ===\nBENCH_CATALOG=0: skipped.");
} else {
  const catalog = await import("./catalog.ts");
  try {
    await catalog.main();
  } catch (error) {
    failed = true;
    console.error("The catalog benchmark failed:", error);
  }
}

process.exit(failed ? 1 : 0);
