import {
  bandCentre,
  compactNumber,
  groupedBars,
  labelIndexes,
  linePoints,
  niceAxis,
  pathOf,
  plotOf,
  shortDay,
  yOf,
  type Frame,
} from "~/lib/charts";

export type ChartTone = "emerald" | "sky" | "amber" | "rose";

/** One series: a value per day for the drawing, and the same values written out for the table. */
export interface ChartSeries {
  label: string;
  values: number[];
  display: string[];
  tone: ChartTone;
}

const fills: Record<ChartTone, string> = {
  emerald: "fill-emerald-500",
  sky: "fill-sky-600",
  amber: "fill-amber-500",
  rose: "fill-rose-500",
};
const strokes: Record<ChartTone, string> = {
  emerald: "stroke-emerald-500",
  sky: "stroke-sky-600",
  amber: "stroke-amber-500",
  rose: "stroke-rose-500",
};
const swatches: Record<ChartTone, string> = {
  emerald: "bg-emerald-500",
  sky: "bg-sky-600",
  amber: "bg-amber-500",
  rose: "bg-rose-500",
};

const width = 800;
const height = 260;

/**
 * A chart of values per day, drawn on the server as SVG (it shows with JavaScript off): bars for
 * `bars` (side by side) on the left axis, an optional `line` on its own right axis. For assistive
 * technology the SVG is one image named by its title and described by `description` (the totals);
 * every number is in the table below it.
 */
export function DayChart({
  id,
  title,
  description,
  days,
  bars,
  line,
  leftAxis,
  rightAxis,
  xAxis,
  dayHeader,
  tableLabel,
  wholeNumbers = false,
  testId,
}: {
  id: string;
  title: string;
  description: string;
  days: string[];
  bars: ChartSeries[];
  line?: ChartSeries;
  /** The axes' names (their unit). */
  leftAxis: string;
  rightAxis?: string;
  xAxis: string;
  dayHeader: string;
  tableLabel: string;
  /** The bars count things: the left axis never shows fractions. */
  wholeNumbers?: boolean;
  testId?: string;
}) {
  const frame: Frame = { width, height, margin: { top: 28, right: line ? 56 : 16, bottom: 48, left: 56 } };
  const plot = plotOf(frame);
  const left = niceAxis(Math.max(0, ...bars.flatMap((s) => s.values)), 4, wholeNumbers);
  const right = line ? niceAxis(Math.max(0, ...line.values)) : null;
  const rects = groupedBars(
    bars.map((s) => s.values),
    left.max,
    plot,
    days.length > 45 ? 0.1 : 0.25,
  );
  const labels = labelIndexes(days.length, 10);
  const bottom = plot.top + plot.height;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const series = line ? [...bars, line] : bars;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-sm ${swatches[s.tone]}`} />
            {s.label}
          </li>
        ))}
      </ul>
      {/* On a narrow screen the chart scrolls sideways (a region reachable by keyboard) rather than shrink its text away. */}
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full max-w-4xl min-w-[560px]"
          data-testid={testId ? `${testId}-svg` : undefined}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <g className="fill-slate-500 text-[12px]">
            <text x={0} y={14} className="fill-slate-700 font-medium">
              {leftAxis}
            </text>
            {right && rightAxis ? (
              <text x={width} y={14} textAnchor="end" className="fill-slate-700 font-medium">
                {rightAxis}
              </text>
            ) : null}
            {left.ticks.map((tick) => {
              const y = yOf(tick, left.max, plot);
              return (
                <g key={`l${tick}`}>
                  <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} className="stroke-slate-200" />
                  <text x={plot.left - 6} y={y + 4} textAnchor="end">
                    {compactNumber(tick)}
                  </text>
                </g>
              );
            })}
            {right?.ticks.map((tick) => (
              <text key={`r${tick}`} x={plot.left + plot.width + 6} y={yOf(tick, right.max, plot) + 4}>
                {compactNumber(tick)}
              </text>
            ))}
            {labels.map((index) => (
              <text key={days[index]} x={bandCentre(index, days.length, plot)} y={bottom + 16} textAnchor="middle">
                {shortDay(days[index])}
              </text>
            ))}
            <text x={plot.left + plot.width / 2} y={height - 6} textAnchor="middle" className="fill-slate-700 font-medium">
              {xAxis}
            </text>
          </g>
          <line x1={plot.left} x2={plot.left + plot.width} y1={bottom} y2={bottom} className="stroke-slate-400" />
          {rects.map((r) => (
            <rect
              key={`${r.series}-${r.index}`}
              x={r.x}
              y={r.y}
              width={r.width}
              height={r.height}
              className={fills[bars[r.series].tone]}
            />
          ))}
          {line && right ? (
            <g>
              <path
                d={pathOf(linePoints(line.values, right.max, plot))}
                fill="none"
                strokeWidth={2}
                className={strokes[line.tone]}
              />
              {days.length <= 31
                ? linePoints(line.values, right.max, plot).map(([x, y], i) => (
                    <circle key={days[i]} cx={x} cy={y} r={2.5} className={fills[line.tone]} />
                  ))
                : null}
            </g>
          ) : null}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-600">{tableLabel}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs" data-testid={testId ? `${testId}-table` : undefined}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 font-medium text-slate-500">
                  {dayHeader}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 py-1 text-right font-medium text-slate-500">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    {day}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="px-2 py-1 text-right tabular-nums">
                      {s.display[i]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
