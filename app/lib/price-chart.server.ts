import { scaleLinear, scalePoint } from "d3-scale";
import type { ChartFrame } from "#app/components/chart-axis.tsx";

// An item's price over time as a step line, its geometry worked out on the server like the dashboard's charts
// (app/components/admin/charts/bar-chart.ts, decision 0057): the browser gets numbers, never d3-scale, and the
// chart has a fixed viewBox, so its height is known before anything loads and nothing moves (decision 0065).

export interface PriceStep {
  at: Date;
  /** Whole dirhams after this change. */
  aed: number;
}

export interface PriceChartShape extends ChartFrame {
  /** The step line: each price held until the next change, the last one on to the edge (it holds now). */
  path: string;
  /** A dot on each change. */
  points: { x: number; y: number }[];
  /** The first and the last change's date under the line. */
  labels: { x: number; text: string }[];
}

/** The viewBox (a phone's width of the page at most), room for the price axis, the edge, and one line of dates. */
const FRAME = { width: 400, height: 180, axis: 52, edge: 12, top: 10, bottom: 24 };

/**
 * The changes in order, evenly spaced, in the reading direction: left to right in English, right to left in
 * Arabic (the first change at the right, the price axis on the right). Evenly, not by time: two changes made
 * the same day would otherwise be drawn on one spot; the dates are under the line and in the table. The last
 * price runs on to the edge (it holds now). `tick` writes a price, `date` a date label. Needs at least one step.
 */
export function priceChart(steps: readonly PriceStep[], options: { rtl: boolean; tick: (aed: number) => string; date: (d: Date) => string }): PriceChartShape {
  const { rtl } = options;
  const start = rtl ? FRAME.width - FRAME.axis : FRAME.axis;
  const end = rtl ? FRAME.edge : FRAME.width - FRAME.edge;
  const baseline = FRAME.height - FRAME.bottom;
  // One slot more than the changes: the last price's run to now.
  const x = scalePoint<number>()
    .domain(Array.from({ length: steps.length + 1 }, (_, i) => i))
    .range([start, end])
    .padding(0.2);
  const values = steps.map((s) => s.aed);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // Some room above and below, so a flat or nearly flat history is not drawn on the frame's edge.
  const pad = Math.max((high - low) * 0.15, high * 0.05, 1);
  const y = scaleLinear()
    .domain([Math.max(0, low - pad), high + pad])
    .range([baseline, FRAME.top])
    .nice(4);
  const points = steps.map((s, i) => ({ x: round(x(i)!), y: round(y(s.aed)) }));
  const path = points.map((p, i) => (i === 0 ? `M${p.x},${p.y}` : `H${p.x}V${p.y}`)).join("") + `H${round(x(steps.length)!)}`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const labels: PriceChartShape["labels"] = [{ x: first.x, text: options.date(steps[0]!.at) }];
  if (steps.length > 1) labels.push({ x: last.x, text: options.date(steps[steps.length - 1]!.at) });
  return {
    width: FRAME.width,
    height: FRAME.height,
    axisX: start,
    axisSide: rtl ? "right" : "left",
    baseline,
    path,
    points,
    ticks: y
      .ticks(4)
      .filter((v) => Number.isInteger(v))
      .map((v) => ({ y: round(y(v)), text: options.tick(v) })),
    labels,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
