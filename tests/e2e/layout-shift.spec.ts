import { type Browser, type CDPSession, type Page, type Route, expect, test } from "@playwright/test";
import { startDrip } from "./drip.ts";
import { firstPostPath, hydrated, langs, localePath } from "./helpers.ts";

/**
 * No public page moves once painted (CLS at most 0.01), however late its markup, fonts and images arrive.
 *
 * A fast loopback load has the whole page and its fonts before the first paint, so nothing shifts there. Here
 * every page comes through a proxy that hands its markup over a kilobyte at a time (./drip.ts), so the browser
 * paints it half-parsed, and every font and image is held back until the page has painted once, then let
 * through: the worst case of a slow phone. The
 * phone runs are those of Lighthouse's mobile preset (412×823, slow 4G through CDP, 4× CPU); the desktop and
 * no-JavaScript runs are not throttled (layout, not time, is what they check). After the load the page is
 * scrolled to the bottom, so the sections laid out only near the screen and the lazy images are shown too.
 * The score is the sum of every `layout-shift` entry, stricter than Lighthouse's worst window.
 */
const MAX_SHIFT = 0.01;

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };
/** Slow 4G as Lighthouse and DevTools define it: 150 ms, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const HELD = /\.(?:woff2?|webp|png|jpe?g|svg|avif)(?:\?|$)/;

interface Variant {
  name: string;
  viewport: { width: number; height: number };
  javaScript: boolean;
  throttled: boolean;
}

const variants: Variant[] = [
  { name: "phone, throttled", viewport: PHONE, javaScript: true, throttled: true },
  { name: "phone, no JavaScript", viewport: PHONE, javaScript: false, throttled: false },
  { name: "desktop", viewport: DESKTOP, javaScript: true, throttled: false },
  { name: "desktop, no JavaScript", viewport: DESKTOP, javaScript: false, throttled: false },
];

/** The public pages; the ones named with a ":" are looked up once (the newest post, the first item, the demo auction's live lot). */
const PAGES = [
  "/",
  "/about",
  "/faq",
  "/privacy_policy",
  "/terms_and_conditions",
  "/blog",
  "/blog/:newest",
  "/new",
  "/new/:newest",
  "/plates",
  "/numbers",
  "/numbers/du",
  "/numbers/etisalat",
  "/products",
  "/buy/plates/:first",
  "/buy/numbers/:first",
  "/wishlist",
  "/sign_in",
  "/register",
  "/forgot_password",
  "/mobile_pages/about",
  "/services",
  "/contact_us",
  "/branches",
  "/draw_plates",
  "/draw_numbers",
  // The demo auction (server/modules/auctions/auctions.seed.ts, decision 0074): the list and a live lot, its clock ticking.
  "/auctions",
  "/auctions/lots/:live",
];

async function lookUp(page: Page): Promise<Record<string, string>> {
  const first = async (kind: "plates" | "numbers") => {
    const response = await page.request.get(`/api/${kind}`);
    const { data } = (await response.json()) as { data: { id: number }[] };
    expect(data.length, `/api/${kind} has items`).toBeGreaterThan(0);
    return `/buy/${kind}/${data[0]!.id}`;
  };
  const live = async () => {
    const response = await page.request.get("/api/auctions");
    const { data } = (await response.json()) as { data: { lots: { id: number; phase: string }[] }[] };
    const lot = data.flatMap((a) => a.lots).find((l) => l.phase === "live");
    expect(lot, "/api/auctions has a live lot (the demo auction)").toBeDefined();
    return `/auctions/lots/${lot!.id}`;
  };
  return {
    "/auctions/lots/:live": await live(),
    "/blog/:newest": await firstPostPath(page, "ar", "/blog"),
    "/new/:newest": await firstPostPath(page, "ar", "/new"),
    "/buy/plates/:first": await first("plates"),
    "/buy/numbers/:first": await first("numbers"),
  };
}

/** Fonts and images wait until `release()`; the ones asked for later go straight through. */
async function holdFontsAndImages(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(HELD, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

async function newPage(browser: Browser, baseURL: string, variant: Variant) {
  const phone = variant.viewport === PHONE;
  const context = await browser.newContext({ baseURL, viewport: variant.viewport, javaScriptEnabled: variant.javaScript, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (variant.throttled) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  return { context, page, cdp };
}

/** Polls a condition read from the page without running page tasks (they do not run with JavaScript off). */
async function until(page: Page, condition: () => boolean) {
  await expect.poll(() => page.evaluate(condition), { intervals: [25, 50, 100] }).toBe(true);
}

/** Scrolls down a screen at a time to the bottom, as a reader would (without input, which CLS would forgive). */
async function scrollToBottom(page: Page) {
  for (let step = 0; step < 80; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // A few frames for the sections laid out only near the screen, and the lazy images, to be shown.
    await page.waitForTimeout(50);
    if (atBottom) return;
  }
}

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: { nodeId?: number }[];
}

/**
 * Every layout shift from now on, read through the DevTools protocol (the page's own PerformanceObserver never
 * runs with JavaScript off), with a description of the elements that moved.
 */
async function recordShifts(cdp: CDPSession) {
  const shifts: Shift[] = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    if (event.layoutShiftDetails) shifts.push(event.layoutShiftDetails as Shift);
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] });
  return {
    total: () => shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    async describe() {
      const lines: string[] = [];
      for (const shift of shifts) {
        const nodes = await Promise.all(
          shift.sources.map(async ({ nodeId }) => {
            if (!nodeId) return "?";
            const { node } = await cdp.send("DOM.describeNode", { backendNodeId: nodeId }).catch(() => ({ node: undefined }));
            if (!node) return "?";
            const attributes = node.attributes ?? [];
            const attribute = (name: string) => attributes[attributes.indexOf(name) + 1];
            return `${node.nodeName.toLowerCase()}${attributes.includes("aria-labelledby") ? `[aria-labelledby=${attribute("aria-labelledby")}]` : ""}${attributes.includes("class") ? `.${attribute("class")!.split(" ").slice(0, 3).join(".")}` : ""}`;
          }),
        );
        lines.push(`${shift.value.toFixed(4)}${shift.hadRecentInput ? " (after input)" : ""} ${nodes.join(", ")}`);
      }
      return lines.join("\n    ");
    },
  };
}

/** The page's own view of the same: its buffered `layout-shift` entries (PerformanceObserver, JavaScript on). */
function observedShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    // The buffered entries are in the observer's queue at once.
    const entries = observer.takeRecords() as Entry[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });
}

/** Loads a page with its fonts and images held until it has painted, scrolls to the bottom; its CLS. */
async function measure(browser: Browser, baseURL: string, url: string, variant: Variant): Promise<string | null> {
  const { context, page, cdp } = await newPage(browser, baseURL, variant);
  try {
    const gate = await holdFontsAndImages(page);
    const shifts = await recordShifts(cdp);
    const response = await page.goto(url, { waitUntil: "domcontentloaded" });
    expect(response?.status(), `status of ${url}`).toBe(200);
    await until(page, () => performance.getEntriesByType("paint").length > 0);
    await gate.release();
    await page.waitForLoadState("load");
    if (variant.javaScript) await hydrated(page);
    await scrollToBottom(page);
    await until(page, () => document.fonts.status === "loaded" && [...document.images].every((image) => image.complete));
    // Read both ways where the page runs scripts; the larger counts.
    const total = Math.max(shifts.total(), variant.javaScript ? await observedShift(page) : 0);
    return total > MAX_SHIFT ? `${url} (${variant.name}): ${total.toFixed(4)}\n    ${await shifts.describe()}` : null;
  } finally {
    await context.close();
  }
}

// No trace here: recording one (the suite keeps a failed test's trace) films the page, and the browser then
// paints fewer frames while the page arrives, hiding the half-parsed frames this test is for. With the trace,
// the pinned footer's shift (decision 0037) showed once in a hundred runs; without it, in every run.
test.use({ trace: "off" });

test.describe("layout shift", () => {
  let found: Record<string, string> = {};
  let drip: Awaited<ReturnType<typeof startDrip>>;
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    found = await lookUp(await context.newPage());
    await context.close();
    drip = await startDrip(baseURL!);
  });
  test.afterAll(() => drip.close());

  for (const path of PAGES) {
    test(`${path} stays put in both languages`, async ({ browser }) => {
      test.setTimeout(120_000);
      const urls = langs.map((lang) => localePath(lang, found[path] ?? path));
      // The eight loads at once (both languages, four variants), each in its own context: the figures are
      // layout, not time, and the held fonts and images make the order of events the same however busy the
      // machine is. Most of a load is the throttled phone's waiting, so together they take the time of one.
      const loads = urls.flatMap((url) => variants.map((variant) => measure(browser, drip.url, url, variant)));
      const failures = (await Promise.all(loads)).filter(Boolean);
      expect(failures, `${urls.join(" and ")} shift more than ${MAX_SHIFT}`).toEqual([]);
    });
  }
});
