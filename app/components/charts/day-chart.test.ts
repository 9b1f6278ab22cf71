import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DayChart } from "./day-chart";

const days = ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"];

function render(withLine: boolean) {
  return renderToStaticMarkup(
    createElement(DayChart, {
      id: "chart-test",
      title: "Orders and order value per day",
      description: "From 2026-11-17 to 2026-11-23: 9 orders placed.",
      days,
      bars: [{ label: "Orders", tone: "emerald", values: [1, 0, 2, 0, 3, 1, 2], display: ["1", "0", "2", "0", "3", "1", "2"] }],
      line: withLine
        ? { label: "Order value (USD)", tone: "sky", values: [10, 0, 25, 0, 40, 5, 12.5], display: days.map((d) => `$${d}`) }
        : undefined,
      leftAxis: "Orders",
      rightAxis: withLine ? "USD" : undefined,
      xAxis: "Day (New York time)",
      dayHeader: "Day",
      tableLabel: "Show the numbers",
      wholeNumbers: true,
      testId: "chart-test",
    }),
  );
}

describe("DayChart", () => {
  const html = render(true);

  it("is one image named by its title and described by its description", () => {
    expect(html).toMatch(/<svg role="img" aria-labelledby="chart-test-title" aria-describedby="chart-test-desc"/);
    expect(html).toContain('<title id="chart-test-title">Orders and order value per day</title>');
    expect(html).toContain('<desc id="chart-test-desc">From 2026-11-17 to 2026-11-23: 9 orders placed.</desc>');
  });

  it("draws a bar for every day above zero, the line through every day, and labels both axes", () => {
    expect(html.match(/<rect /g)).toHaveLength(5);
    expect(html).toMatch(/<path d="M[\d.]+,[\d.]+( L[\d.]+,[\d.]+){6}"/);
    expect(html.match(/<circle /g)).toHaveLength(7);
    for (const label of ["Orders", "USD", "Day (New York time)", "11-17", "11-23"]) expect(html).toContain(`>${label}</text>`);
    // Counts: whole ticks 0…3 on the left; 0…40 on the right.
    expect(html).toContain(">3</text>");
    expect(html).not.toContain(">0.5</text>");
    expect(html).toContain(">40</text>");
  });

  it("writes every day's numbers in a table, zeros included", () => {
    const rows = html.match(/<tr><th scope="row"[^>]*>(\d{4}-\d{2}-\d{2})<\/th>(.*?)<\/tr>/g) ?? [];
    expect(rows).toHaveLength(7);
    expect(rows[1]).toContain(">0</td>");
    expect(rows[6]).toContain(">$2026-11-23</td>");
    expect(html).toContain('<th scope="col" class="px-2 py-1 text-right font-medium text-slate-500">Order value (USD)</th>');
  });

  it("has no right axis without a line", () => {
    const bare = render(false);
    expect(bare).not.toContain("<path");
    expect(bare).not.toContain(">USD</text>");
  });
});
