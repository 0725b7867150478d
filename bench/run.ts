import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * `npm run bench`: build once, then the load benchmark (bench/load.ts), the Lighthouse scores
 * (bench/lighthouse.ts), the main-thread work on arrival (bench/hydration.ts), checkout holds (bench/checkout.ts), several
 * instances behind nginx (bench/instances.ts) and the catalogue at scale (bench/catalog.ts; BENCH_CATALOG=0 skips it), each against its
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

/** Runs one benchmark's `main`; a failure is reported and the next benchmark still runs. */
async function runBenchmark(label: string, main: () => Promise<unknown>): Promise<void> {
  try {
    await main();
  } catch (error) {
    failed = true;
    console.error(`The ${label} benchmark failed:`, error);
  }
}

await runBenchmark("load", (await import("./load.ts")).main);

// bench/lighthouse.ts exports `main`; it may not exist yet in a given checkout.
const lighthouseFile = path.join(here, "lighthouse.ts");
if (!fs.existsSync(lighthouseFile)) {
  console.log("\n=== lighthouse ===\nbench/lighthouse.ts is not there yet: skipped.");
} else {
  const lighthouse = (await import(pathToFileURL(lighthouseFile).href)) as { main?: () => Promise<unknown> };
  if (typeof lighthouse.main !== "function") console.log("\n=== lighthouse ===\nbench/lighthouse.ts exports no main function: skipped.");
  else await runBenchmark("Lighthouse", lighthouse.main);
}

// The phone's main-thread work on arrival (Chromium, CPU 4×).
await runBenchmark("hydration", (await import("./hydration.ts")).main);

// Holds under 200 concurrent buyers (on PostgreSQL when DATABASE_URL is set).
await runBenchmark("checkout", (await import("./checkout.ts")).main);

// nginx in front of one and two instances on PostgreSQL, and the cost per write of forgetting on every instance.
await runBenchmark("instances", (await import("./instances.ts")).main);

// A 100,000-row XLSX of numbers imported (dry run + apply) on PGlite, and on PostgreSQL with DATABASE_URL (issue 28).
await runBenchmark("import", (await import("./import.ts")).main);

// A million mobile numbers take minutes to seed: last, and skippable.
if (process.env.BENCH_CATALOG === "0") console.log("\n=== catalog ===\nBENCH_CATALOG=0: skipped.");
else {
  await runBenchmark("catalog", (await import("./catalog.ts")).main);
  // The admin's item lists and bulk actions on the same size of catalogue (issue 27).
  await runBenchmark("admin items", (await import("./admin-items.ts")).main);
  // The Dashboard's figures on the same catalogue with a year of orders (issue 28, decision 0057).
  await runBenchmark("dashboard", (await import("./dashboard.ts")).main);
  // Exporting every number as XLSX and CSV: time and memory growth (issue 28, decision 0059).
  await runBenchmark("export", (await import("./export.ts")).main);
}

process.exit(failed ? 1 : 0);
