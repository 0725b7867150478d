import { chromium } from "@playwright/test";
import { startServer } from "./load.ts";

/**
 * What blocks a phone's main thread on arrival, frame by frame (decision 0042): the long animation frames (50 ms
 * and more) of a page on the same phone profile as bench/hydration.ts (412×823, CPU 4×), with how much of each was
 * style and layout and which scripts ran in it. `PAGES=/services,/plates RUNS=2 node bench/long-frames.ts`;
 * `CHECKOUT=/path/to/another/built/checkout` runs that one instead. Prints JSON per page and run.
 */
const server = await startServer(process.env.CHECKOUT ? { checkout: process.env.CHECKOUT } : {});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const paths = (process.env.PAGES ?? "/plates,/services,/__bench/bare").split(",");
try {
  for (const p of paths) {
    for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        type LoafEntry = PerformanceEntry & { blockingDuration: number; renderStart: number; styleAndLayoutStart: number; scripts: { invokerType: string; invoker: string; sourceURL: string; duration: number; startTime: number; executionStart: number }[] };
        const w = window as unknown as { loafs: unknown[] };
        w.loafs = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as LoafEntry[]) {
            if (e.duration < 50) continue;
            w.loafs.push({ start: Math.round(e.startTime), dur: Math.round(e.duration), block: Math.round(e.blockingDuration), render: Math.round(e.renderStart ? e.startTime + e.duration - e.renderStart : 0), style: Math.round(e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0), scripts: e.scripts.map((s) => `${s.invokerType}:${s.invoker.slice(0, 60)} ${String(s.sourceURL).split("/").pop()} ${Math.round(s.duration)}ms (compile/parse ${Math.round(s.executionStart - s.startTime)})`) });
          }
        }).observe({ type: "long-animation-frame", buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(server.url + p, { waitUntil: "load" });
      await page.waitForFunction(() => performance.getEntriesByName("hydration").length > 0 || "__reactRouterDataRouter" in window);
      await page.waitForTimeout(1500);
      const out = await page.evaluate(() => ({ loafs: (window as unknown as { loafs: unknown[] }).loafs, hydration: performance.getEntriesByName("hydration").map((e) => [Math.round(e.startTime), Math.round(e.duration)]), marks: performance.getEntriesByType("mark").map((m) => `${m.name}@${Math.round(m.startTime)}`) }));
      console.log(p, run, JSON.stringify(out, null, 1));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
