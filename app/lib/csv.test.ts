import { describe, expect, it } from "vitest";

import { csvCell, csvFileName, CsvNumber } from "./csv";

describe("CSV cells", () => {
  it("neutralise formulas but keep phone numbers as text without an apostrophe", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+SUM(1)")).toBe(`"'+SUM(1)"`);
    expect(csvCell("@cmd")).toBe(`"'@cmd"`);
    expect(csvCell("-1+HYPERLINK(1)")).toBe(`"'-1+HYPERLINK(1)"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("\t=1+1")).toBe(`"'\t=1+1"`);
    expect(csvCell("-12.5")).toBe('"-12.5"');
    expect(csvCell("+84912345678")).toBe('"\t+84912345678"');
    expect(csvCell("0912345678")).toBe('"\t0912345678"');
    expect(csvCell("+84 91 (x)")).toBe(`"'+84 91 (x)"`);
  });

  it("write numbers bare with a dot decimal, and times in New York", () => {
    expect(csvCell(1234.5)).toBe("1234.5");
    expect(csvCell(1e-7)).toBe("0.0000001");
    expect(csvCell(12_555_000n)).toBe("12555000");
    expect(csvCell(new CsvNumber("9999999999.12345678"))).toBe("9999999999.12345678");
    expect(csvCell(new Date("2026-11-27T09:29:22Z"))).toBe('"2026-11-27 04:29:22"');
  });
});

describe("CSV file names", () => {
  const today = new Date("2026-11-27T15:00:00Z");
  it("carry the filtered days, or 'all' and today's date", () => {
    expect(csvFileName("orders", new URLSearchParams("from=2026-11-01&to=2026-11-20"), today)).toBe(
      "orders_2026-11-01_2026-11-20.csv",
    );
    expect(csvFileName("orders", new URLSearchParams("from=2026-11-01"), today)).toBe("orders_2026-11-01_2026-11-27.csv");
    expect(csvFileName("orders", new URLSearchParams("to=2026-11-20"), today)).toBe("orders_all_2026-11-20.csv");
    expect(csvFileName("orders", new URLSearchParams("from=2026-02-30&to=x"), today)).toBe("orders_all_2026-11-27.csv");
  });
});
