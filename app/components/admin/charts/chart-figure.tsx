import { useId } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { tableClass, tdClass, thClass } from "#app/components/admin/admin-ui.tsx";
import { useT } from "#app/lib/i18n.ts";
import { ChartAxis } from "#app/components/chart-axis.tsx";
import type { BarChartShape } from "./bar-chart.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

/** A chart's figures as a table: its header cells and rows of text, the first cell of a row naming it. */
export interface ChartTable {
  head: MessageKey[];
  rows: string[][];
}

/**
 * One chart: its title, the SVG drawn from the geometry the loader made (bar-chart.ts), and the same figures as
 * a table in a details element, for screen readers and for anyone who wants the exact values. The picture is
 * marked as an image named by the title; the table is what carries the figures.
 */
export function ChartFigure({ title, shape, table }: { title: MessageKey; shape: BarChartShape; table: ChartTable }) {
  const { t } = useT();
  const id = useId();
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 p-3" data-chart>
      <figcaption id={id} className="mb-2 font-bold">
        {t(title)}
      </figcaption>
      <svg viewBox={`0 0 ${shape.width} ${shape.height}`} className="block h-auto w-full" role="img" aria-labelledby={id} fontSize="11">
        <ChartAxis shape={shape} />
        <g fill="#0f5e9c" data-bars>
          {shape.bars.map((bar, i) => (
            <rect key={i} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
          ))}
        </g>
        {shape.labels.map((label) => (
          <text key={label.x} x={label.x} y={shape.baseline + 14} textAnchor="middle" fill="#1e293b">
            {lines(label.text).map((line, i) => (
              <tspan key={i} x={label.x} dy={i === 0 ? 0 : 11}>
                {line}
              </tspan>
            ))}
          </text>
        ))}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-700 underline underline-offset-2">{t("dashboard.showTable")}</summary>
        <ScrollFrame className="mt-2">
          <table className={tableClass}>
            <caption className="sr-only">{t(title)}</caption>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col" className={thClass}>
                    {t(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className={tdClass}>
                        <bdi>{cell}</bdi>
                      </th>
                    ) : (
                      <td key={i} className={tdClass}>
                        <bdi>{cell}</bdi>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      </details>
    </figure>
  );
}

/** A label of several words on two lines ("Ras Al / Khaimah"), so neighbouring labels do not run into each other. */
function lines(text: string): string[] {
  const words = text.split(" ");
  if (words.length < 2 || text.length <= 8) return [text];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(" "), words.slice(half).join(" ")];
}
