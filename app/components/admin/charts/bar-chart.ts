import { scaleBand, scaleLinear } from "d3-scale";
import type { ChartFrame } from "#app/components/chart-axis.tsx";

// A bar chart's geometry, worked out on the server (route loaders call this; the browser gets numbers, not
// d3-scale): every bar's place and size, the value axis' ticks and the labels under the bars. The chart is
// drawn in a fixed viewBox, so its height is known before anything loads and nothing moves (decision 0057).

export interface BarDatum {
  /** Under the bar (a day, an emirate, a price band). */
  label: string;
  value: number;
}

export interface BarChartShape extends ChartFrame {
  bars: { x: number; y: number; width: number; height: number }[];
  labels: { x: number; text: string }[];
}

const WIDTH = 400;
const HEIGHT = 220;
const AXIS = 44;
const EDGE = 8;
const TOP = 10;
/** Room for the labels under the bars: two lines. */
const BOTTOM = 34;
/** At most this many labels under the bars (a month's days get every few days' label). */
const MAX_LABELS = 8;

/**
 * Bars in reading order: left to right in English, right to left in Arabic (the first day's bar at the right
 * and the value axis on the right). `tick` writes an axis value (Western digits, as the site's other figures). The values are whole numbers (counts, dirhams), and so are the ticks.
 */
export function barChart(data: readonly BarDatum[], options: { rtl: boolean; tick: (value: number) => string }): BarChartShape {
  const { rtl } = options;
  const start = rtl ? WIDTH - AXIS : AXIS;
  const end = rtl ? EDGE : WIDTH - EDGE;
  const baseline = HEIGHT - BOTTOM;
  // d3's band scale takes a reversed range: the domain's first value gets the band at the range's start.
  const x = scaleBand<number>()
    .domain(data.map((_, i) => i))
    .range([start, end])
    .paddingInner(data.length > 40 ? 0.1 : 0.2)
    .paddingOuter(0.1);
  const max = Math.max(1, ...data.map((d) => d.value));
  const y = scaleLinear().domain([0, max]).range([baseline, TOP]).nice(4);
  const step = Math.ceil(data.length / MAX_LABELS);
  return {
    width: WIDTH,
    height: HEIGHT,
    axisX: start,
    axisSide: rtl ? "right" : "left",
    baseline,
    bars: data.map((d, i) => {
      const top = y(d.value);
      return { x: round(x(i)!), y: round(top), width: round(x.bandwidth()), height: round(baseline - top) };
    }),
    ticks: y
      .ticks(4)
      // Counts and whole dirhams: a small maximum would otherwise get ticks at 0.5.
      .filter((value) => Number.isInteger(value))
      .map((value) => ({ y: round(y(value)), text: options.tick(value) })),
    labels: data.flatMap((d, i) => (i % step === 0 ? [{ x: round(x(i)! + x.bandwidth() / 2), text: d.label }] : [])),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
