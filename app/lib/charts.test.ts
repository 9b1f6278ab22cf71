import { describe, expect, it } from "vitest";

import {
  band,
  bandCentre,
  compactNumber,
  groupedBars,
  labelIndexes,
  linePoints,
  niceAxis,
  pathOf,
  peakOf,
  plotOf,
  shortDay,
  yOf,
  type Plot,
} from "./charts";

const plot: Plot = { left: 40, top: 10, width: 300, height: 100 };

describe("niceAxis", () => {
  it("rounds the top up to 1, 2 or 5 × 10^k steps", () => {
    expect(niceAxis(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceAxis(100)).toEqual({ max: 100, step: 50, ticks: [0, 50, 100] });
    expect(niceAxis(1234)).toEqual({ max: 1500, step: 500, ticks: [0, 500, 1000, 1500] });
    expect(niceAxis(0.37)).toEqual({ max: 0.4, step: 0.1, ticks: [0, 0.1, 0.2, 0.3, 0.4] });
  });

  it("keeps counts whole and gives empty data the axis 0…1", () => {
    expect(niceAxis(2, 4, true)).toEqual({ max: 2, step: 1, ticks: [0, 1, 2] });
    expect(niceAxis(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceAxis(-5)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceAxis(Number.NaN)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it("always reaches the maximum and never takes more than the steps asked for (plus the rounding)", () => {
    for (const max of [1, 3, 9, 11, 49, 51, 99, 101, 999, 12_345, 0.07]) {
      const axis = niceAxis(max, 4);
      expect(axis.max).toBeGreaterThanOrEqual(max);
      expect(axis.ticks.length - 1).toBeLessThanOrEqual(5);
      expect(axis.ticks[0]).toBe(0);
    }
  });
});

describe("plot and positions", () => {
  it("takes the margins off the frame", () => {
    expect(plotOf({ width: 400, height: 200, margin: { top: 10, right: 20, bottom: 30, left: 40 } })).toEqual({
      left: 40,
      top: 10,
      width: 340,
      height: 160,
    });
  });

  it("puts 0 at the bottom, the axis maximum at the top and clamps outside values", () => {
    expect(yOf(0, 8, plot)).toBe(110);
    expect(yOf(8, 8, plot)).toBe(10);
    expect(yOf(2, 8, plot)).toBe(85);
    expect(yOf(20, 8, plot)).toBe(10);
    expect(yOf(-3, 8, plot)).toBe(110);
  });

  it("splits the plot into one band per day", () => {
    expect(band(0, 3, plot)).toEqual({ x: 40, width: 100 });
    expect(band(2, 3, plot)).toEqual({ x: 240, width: 100 });
    expect(bandCentre(1, 3, plot)).toBe(190);
    expect(band(6, 7, plot).x + band(6, 7, plot).width).toBeCloseTo(340, 1);
  });
});

describe("groupedBars", () => {
  it("places the series side by side inside each band and skips zeros", () => {
    const bars = groupedBars(
      [
        [4, 0],
        [2, 8],
      ],
      8,
      { left: 0, top: 0, width: 200, height: 80 },
      0.2,
    );
    expect(bars).toEqual([
      { series: 0, index: 0, x: 10, y: 40, width: 40, height: 40 },
      { series: 1, index: 0, x: 50, y: 60, width: 40, height: 20 },
      { series: 1, index: 1, x: 150, y: 0, width: 40, height: 80 },
    ]);
  });

  it("keeps every bar inside its day's band", () => {
    const values = Array.from({ length: 90 }, (_, i) => (i * 7) % 13);
    for (const bar of groupedBars([values, values], 12, plot)) {
      const day = band(bar.index, 90, plot);
      expect(bar.x).toBeGreaterThanOrEqual(day.x - 0.01);
      expect(bar.x + bar.width).toBeLessThanOrEqual(day.x + day.width + 0.02);
      expect(bar.y + bar.height).toBeCloseTo(plot.top + plot.height, 1);
    }
  });
});

describe("lines", () => {
  it("goes through the middle of each band", () => {
    const points = linePoints([0, 5, 10], 10, { left: 0, top: 0, width: 300, height: 100 });
    expect(points).toEqual([
      [50, 100],
      [150, 50],
      [250, 0],
    ]);
    expect(pathOf(points)).toBe("M50,100 L150,50 L250,0");
    expect(pathOf([])).toBe("");
  });
});

describe("labels", () => {
  it("labels every day when they fit, else every k-th counted back from today", () => {
    expect(labelIndexes(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(30, 8)).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
    const ninety = labelIndexes(90, 8);
    expect(ninety.length).toBeLessThanOrEqual(8);
    expect(ninety.at(-1)).toBe(89);
    expect(labelIndexes(0, 8)).toEqual([]);
  });

  it("writes tick labels with the reader's decimal mark", () => {
    expect([1500, 0.25, 2_500_000].map((v) => compactNumber(v, "vi"))).toEqual(["1,5k", "0,25", "2,5M"]);
  });

  it("writes tick labels short", () => {
    expect([0, 7, 0.25, 950, 1000, 1500, 12_345, 250_000, 2_500_000, -1500].map((v) => compactNumber(v, "en"))).toEqual([
      "0",
      "7",
      "0.25",
      "950",
      "1k",
      "1.5k",
      "12.3k",
      "250k",
      "2.5M",
      "-1.5k",
    ]);
  });

  it("finds the busiest day, the latest on a tie, none when all are zero", () => {
    const days = ["2026-11-20", "2026-11-21", "2026-11-22"];
    expect(peakOf(days, [3, 1, 3])).toEqual({ day: "2026-11-22", value: 3 });
    expect(peakOf(days, [0, 5, 2])).toEqual({ day: "2026-11-21", value: 5 });
    expect(peakOf(days, [0, 0, 0])).toBeNull();
  });

  it("shortens a day to month-day", () => {
    expect(shortDay("2026-11-23")).toBe("11-23");
    expect(shortDay("today")).toBe("today");
  });
});
