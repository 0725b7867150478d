import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import { type RunningServer, startServer } from "./load.ts";

/**
 * The browser's work on arrival (issue 15, decision 0033): what a mid-range phone's main thread spends on a page's
 * scripts from the navigation until the page is live (React Router has hydrated it) and quiet.
 *
 * Chromium at 412×823 with the CPU slowed 4× (as Lighthouse's phone), no network throttling: this measures
 * work, not transfer. Per page and run, from CDP's Performance metrics: script time (evaluating and running
 * scripts, hydration included) and all main-thread task time; and, from the page's long tasks, the blocking
 * part (each task's time over 50 ms, as Total Blocking Time counts it, from the navigation on). The median of
 * HYDRATION_RUNS runs (5 by default). The baseline is the bare page of the same build (root layout only).
 *
 * HYDRATION_BEFORE=/path/to/another/checkout (built, with node_modules) measures that checkout's server too, in
 * the same run and interleaved page by page, and prints both: how a change moved the figures.
 * HYDRATION_PAGES=about,draw measures only the pages whose names start with one of those.
 * Needs a build (`npm run build`) and Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 */

const pages = [
  { name: "bare page (baseline)", path: "/__bench/bare" },
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "plates", path: "/plates" },
  { name: "numbers", path: "/numbers" },
  { name: "products", path: "/products" },
  { name: "blog post", path: "/blog/:newestPost" },
  { name: "services", path: "/services" },
  { name: "draw plates", path: "/draw_plates" },
  { name: "draw numbers", path: "/draw_numbers" },
  { name: "sign in", path: "/sign_in" },
  // The newest plate's buy page; its id is asked of the first server (both seed the same demo data).
  { name: "buy a plate", path: "/buy/plates/:newest" },
];

/** The newest plate's id and blog post's address, as `bench/lighthouse.ts` picks its buy page and blog post. */
async function newest(baseUrl: string): Promise<{ plate: number; post: string }> {
  const first = async <T>(path: string): Promise<T> => {
    const body = (await (await fetch(baseUrl + path)).json()) as { data: T[] };
    if (!body.data[0]) throw new Error(`nothing at ${path} in the demo data`);
    return body.data[0];
  };
  return { plate: (await first<{ id: number }>("/api/plates")).id, post: encodeURIComponent((await first<{ url: string }>("/api/blogs")).url) };
}

interface Sample {
  scriptMs: number;
  taskMs: number;
  blockingMs: number;
}

async function measurePage(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Long tasks from the navigation on (the observer is set before any script of the page runs).
  await page.addInitScript(() => {
    const w = window as unknown as { blocking: number };
    w.blocking = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.blocking += Math.max(0, entry.duration - 50);
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const metric = async (name: string) => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const [script0, task0] = [await metric("ScriptDuration"), await metric("TaskDuration")];
  await page.goto(url, { waitUntil: "load" });
  // The entry marks the end of hydration (app/entry.client.tsx); a build without the mark (an older checkout)
  // is live once React Router has its router.
  await page.waitForFunction(() => performance.getEntriesByName("hydration").length > 0 || "__reactRouterDataRouter" in window);
  // Quiet: no long task for a second (effects, idle work and lazy loads included).
  await page.waitForTimeout(1500);
  const sample = {
    scriptMs: (await metric("ScriptDuration")) - script0,
    taskMs: (await metric("TaskDuration")) - task0,
    blockingMs: await page.evaluate(() => (window as unknown as { blocking: number }).blocking),
  };
  await context.close();
  return sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function main(): Promise<void> {
  const runs = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 5));
  const beforeCheckout = process.env.HYDRATION_BEFORE;
  console.log(`\n=== the browser's work on arrival (Chromium, 412×823, CPU 4×, median of ${runs}) ===`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const servers: { label: string; server: RunningServer }[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    if (beforeCheckout) servers.push({ label: `before (${path.basename(beforeCheckout)})`, server: await startServer({ checkout: path.resolve(beforeCheckout) }) });
    servers.push({ label: "this build", server: await startServer() });
    const rows: string[][] = [];
    const { plate, post } = await newest(servers[0]!.server.url);
    const only = (process.env.HYDRATION_PAGES ?? "").split(",").map((p) => p.trim()).filter(Boolean);
    for (const { name, path: pattern } of pages.filter((p) => !only.length || only.some((o) => p.name.startsWith(o)))) {
      const pagePath = pattern.replace(":newestPost", post).replace(":newest", String(plate));
      const samples = servers.map(() => [] as Sample[]);
      // Interleaved, so both servers see the same machine.
      for (let run = 0; run < runs; run++) {
        for (const [i, { server }] of servers.entries()) samples[i]!.push(await measurePage(browser, server.url + pagePath));
      }
      for (const [i, { label }] of servers.entries()) {
        const s = samples[i]!;
        rows.push([name, label, ...[s.map((x) => x.scriptMs), s.map((x) => x.taskMs), s.map((x) => x.blockingMs)].map((v) => median(v).toFixed(0))]);
      }
      process.stdout.write(".");
    }
    console.log(`\nload average after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);
    const head = ["page", "build", "script ms", "main-thread tasks ms", "blocking ms (over 50 ms)"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(" | ")} |`;
    console.log([line(head), `| ${widths.map((w, i) => (i >= 2 ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`, ...rows.map(line)].join("\n"));
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
