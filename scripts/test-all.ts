import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findPgBin, startPostgres } from "./throwaway-postgres.ts";

/**
 * `npm test`: typecheck, lint, build, unit + integration tests on PGlite, the same suite on PostgreSQL, then
 * the browser tests in Chromium. Ends with one line `N passed, N failed` over all suites; the typecheck and the
 * lint count as one test each.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitestSuite(label: string, env: NodeJS.ProcessEnv) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  const code = run(label, "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], env);
  const report = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, number>) : undefined;
  const passed = report?.numPassedTests ?? 0;
  // A crash before any report counts as one failure, so a broken suite can never look green.
  const failed = report ? (report.numFailedTests ?? 0) + (code !== 0 && !report.numFailedTests ? 1 : 0) : 1;
  record(label, passed, failed, report?.numPendingTests ?? 0);
}

function playwrightSuite(label: string) {
  const out = path.join(tmp, "playwright.json");
  const code = run(label, "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  const report = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, "utf8")) as { stats: Record<string, number> }) : undefined;
  const s = report?.stats;
  const passed = (s?.expected ?? 0) + (s?.flaky ?? 0);
  const failed = s ? (s.unexpected ?? 0) + (code !== 0 && !s.unexpected ? 1 : 0) : 1;
  record(label, passed, failed, s?.skipped ?? 0);
}

function record(label: string, passed: number, failed: number, skipped: number) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

/** A check that passes or fails as a whole (typecheck, lint) counts as one test. */
function wholeCheck(label: string, cmd: string, args: string[]) {
  const ok = run(label, cmd, args) === 0;
  record(label, ok ? 1 : 0, ok ? 0 : 1, 0);
}

wholeCheck("typecheck", "npm", ["run", "typecheck"]);
wholeCheck("lint", "npm", ["run", "lint"]);

if (run("build", "npm", ["run", "build"]) !== 0) {
  record("build", 0, 1, 0);
} else {
  vitestSuite("unit + integration (PGlite)", { TEST_DATABASE_URL: "" });

  let pgUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!pgUrl && findPgBin()) {
    const pg = await startPostgres();
    pgUrl = pg.url;
    stop = pg.stop;
  }
  if (pgUrl) {
    try {
      vitestSuite("unit + integration (PostgreSQL)", { TEST_DATABASE_URL: pgUrl });
    } finally {
      stop?.();
    }
  } else {
    console.error("\nNo PostgreSQL found (set TEST_DATABASE_URL or apt-get install postgresql): that suite counts as failed.");
    record("unit + integration (PostgreSQL)", 0, 1, 0);
  }

  playwrightSuite("end-to-end (Chromium)");
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log("\n=== summary ===");
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
