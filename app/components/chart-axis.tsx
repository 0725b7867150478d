/** What every chart drawn on the server shares: its frame, the value axis on the reading direction's start side. */
export interface ChartFrame {
  width: number;
  height: number;
  /** The side the value axis is drawn on: the start of the reading direction. */
  axisX: number;
  axisSide: "left" | "right";
  baseline: number;
  ticks: { y: number; text: string }[];
}

/**
 * The value axis of a chart (the dashboard's bars, a buy page's price history): a light line across at each
 * tick with its figure beside the axis, and the baseline. Figures are one left-to-right run in both languages.
 */
export function ChartAxis({ shape }: { shape: ChartFrame }) {
  const tickX = shape.axisSide === "right" ? shape.axisX + 4 : shape.axisX - 4;
  return (
    <>
      {shape.ticks.map((tick) => (
        <g key={tick.y}>
          <line x1={Math.min(shape.axisX, shape.width - shape.axisX)} x2={Math.max(shape.axisX, shape.width - shape.axisX)} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
          <text x={tickX} y={tick.y + 4} textAnchor={shape.axisSide === "right" ? "start" : "end"} direction="ltr" fill="#334155">
            {tick.text}
          </text>
        </g>
      ))}
      <line x1={0} x2={shape.width} y1={shape.baseline} y2={shape.baseline} stroke="#64748b" />
    </>
  );
}
