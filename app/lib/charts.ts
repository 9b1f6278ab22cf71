/**
 * The geometry of the back office's small SVG charts (one value per day), pure so it is tested
 * apart from the markup: a "nice" axis, the band of each day, bars side by side, a line's path and
 * which day labels fit. Coordinates are SVG user units, y growing downwards.
 */
import { currentDisplay } from "./display";
import type { Language } from "./i18n";

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Frame {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

/** The drawing area inside the frame's margins (where the axes' labels go). */
export function plotOf({ width, height, margin }: Frame): Plot {
  return {
    left: margin.left,
    top: margin.top,
    width: Math.max(0, width - margin.left - margin.right),
    height: Math.max(0, height - margin.top - margin.bottom),
  };
}

/** Rounds a coordinate to two decimals (a compact SVG that looks the same). */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const tidy = (value: number) => Number(value.toPrecision(12));

export interface Axis {
  max: number;
  step: number;
  ticks: number[];
}

/**
 * An axis from 0 up to at least `max` in at most `steps` steps of 1, 2 or 5 × 10^k (integers only
 * when `integer`: a count never shows 0.5). Empty or negative data gets the axis 0…1.
 */
export function niceAxis(max: number, steps = 4, integer = false): Axis {
  const top = Number.isFinite(max) && max > 0 ? max : 0;
  if (top === 0) return { max: 1, step: 1, ticks: [0, 1] };
  const raw = top / Math.max(1, steps);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  let step = tidy((normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude);
  if (integer && step < 1) step = 1;
  const count = Math.ceil(tidy(top / step));
  const ticks = Array.from({ length: count + 1 }, (_, i) => tidy(i * step));
  return { max: ticks[ticks.length - 1], step, ticks };
}

/** The y of `value` on an axis 0…axisMax: the plot's bottom for 0, its top for axisMax. */
export function yOf(value: number, axisMax: number, plot: Plot): number {
  const ratio = axisMax > 0 ? Math.min(Math.max(value, 0), axisMax) / axisMax : 0;
  return round2(plot.top + plot.height * (1 - ratio));
}

/** Day `index` of `count`: where its band starts and how wide it is (the bands fill the plot). */
export function band(index: number, count: number, plot: Plot): { x: number; width: number } {
  const width = count > 0 ? plot.width / count : plot.width;
  return { x: round2(plot.left + index * width), width: round2(width) };
}

/** The middle of day `index`'s band (where its label and its point of a line go). */
export function bandCentre(index: number, count: number, plot: Plot): number {
  const { x, width } = band(index, count, plot);
  return round2(x + width / 2);
}

export interface Bar {
  series: number;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per series and day, the series side by side inside each day's band, which keeps
 * `padding` (a share of the band) free around them. A zero draws no bar.
 */
export function groupedBars(series: number[][], axisMax: number, plot: Plot, padding = 0.2): Bar[] {
  const count = Math.max(0, ...series.map((values) => values.length));
  const bars: Bar[] = [];
  series.forEach((values, s) => {
    values.forEach((value, index) => {
      if (!(value > 0)) return;
      const day = band(index, count, plot);
      const inner = day.width * (1 - padding);
      const width = inner / series.length;
      const x = day.x + (day.width - inner) / 2 + s * width;
      const y = yOf(value, axisMax, plot);
      bars.push({ series: s, index, x: round2(x), y, width: round2(width), height: round2(plot.top + plot.height - y) });
    });
  });
  return bars;
}

/** A line through the middle of each day's band at its value. */
export function linePoints(values: number[], axisMax: number, plot: Plot): [number, number][] {
  return values.map((value, index) => [bandCentre(index, values.length, plot), yOf(value, axisMax, plot)]);
}

/** The SVG path of a polyline: "M x,y L x,y …" ("" for no points). */
export function pathOf(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x},${y}`).join(" ");
}

/**
 * The days whose label is shown so that at most `max` labels fit: every k-th counted back from
 * the last day (today is always labelled), in increasing order.
 */
export function labelIndexes(count: number, max: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const indexes: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) indexes.unshift(i);
  return indexes;
}

/** "2026-11-23" → "11-23": a day's short label on the x axis. */
export function shortDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day;
}

/**
 * A tick label: 950 → "950", 1500 → "1.5k", 2500000 → "2.5M", 0.25 → "0.25" (at most two decimals),
 * with the reader's decimal mark ("1,5k" on /vi, decision 194).
 */
export function compactNumber(value: number, lng: Language = currentDisplay().language): string {
  const abs = Math.abs(value);
  const short = (n: number, suffix: string) => `${Number(n.toFixed(n >= 100 ? 0 : n >= 10 ? 1 : 2))}${suffix}`;
  const text =
    abs >= 1_000_000
      ? `${value < 0 ? "-" : ""}${short(abs / 1_000_000, "M")}`
      : abs >= 1000
        ? `${value < 0 ? "-" : ""}${short(abs / 1000, "k")}`
        : String(Number(value.toFixed(2)));
  return lng === "vi" ? text.replace(".", ",") : text;
}

/** The busiest day of a series (the latest one on a tie), or null when every day is zero. */
export function peakOf(days: string[], values: number[]): { day: string; value: number } | null {
  let best: { day: string; value: number } | null = null;
  values.forEach((value, i) => {
    if (value > 0 && (best === null || value >= best.value)) best = { day: days[i], value };
  });
  return best;
}
