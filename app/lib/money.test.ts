import { describe, expect, it } from "vitest";

import { formatAmount, formatCoin, formatUsd, formatVnd, formatWhole, parseUnits, unitsToDecimal, unitsToNumber } from "./money";

describe("parsing and converting amounts", () => {
  it("parses decimals into integer units exactly", () => {
    expect(parseUnits("12.5", 8)).toBe(1_250_000_000n);
    expect(parseUnits("0.00000001", 8)).toBe(1n);
    expect(parseUnits("100", 2)).toBe(10_000n);
    expect(parseUnits(" 3.10 ", 2)).toBe(310n);
  });

  it("refuses negative, malformed and over-precise input", () => {
    expect(parseUnits("-1", 8)).toBeNull();
    expect(parseUnits("1e3", 8)).toBeNull();
    expect(parseUnits("1.", 8)).toBeNull();
    expect(parseUnits("0.123", 2)).toBeNull();
    expect(parseUnits("", 2)).toBeNull();
  });

  it("turns units back into exact decimals and numbers", () => {
    expect(unitsToDecimal(1_250_000_000n, 8)).toBe("12.5");
    expect(unitsToDecimal(1n, 8)).toBe("0.00000001");
    expect(unitsToDecimal(-150n, 2)).toBe("-1.5");
    expect(unitsToNumber(100_000_000_000n, 8)).toBe(1000);
  });
});

describe("the display rule: 2 decimals, more when the number starts with zeros", () => {
  it("shows 2 decimals with grouped thousands", () => {
    expect(formatAmount("1234.5")).toBe("1,234.50");
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount("1000000")).toBe("1,000,000.00");
    expect(formatAmount("2.005")).toBe("2.01");
  });

  it("keeps the digits of a number that starts with zeros", () => {
    expect(formatAmount("0.000123")).toBe("0.000123");
    expect(formatAmount(0.0005)).toBe("0.0005");
    expect(formatAmount("0.05")).toBe("0.05");
  });

  it("formats coins, dollars and đồng", () => {
    expect(formatCoin(1_250_000_000n)).toBe("12.50");
    expect(formatCoin(12_300n)).toBe("0.000123");
    expect(formatCoin(1000)).toBe("1,000.00");
    expect(formatUsd(123_456)).toBe("$1,234.56");
    expect(formatUsd(-250n)).toBe("-$2.50");
    expect(formatVnd(1_250_000, "en")).toBe("1,250,000 VND");
  });

  it("writes đồng the English way or the Vietnamese way", () => {
    expect(formatVnd(12_555_000n, "en")).toBe("12,555,000 VND");
    expect(formatVnd(12_555_000n, "vi")).toBe("12.555.000\u00a0₫");
    expect(formatVnd(0, "vi")).toBe("0\u00a0₫");
    expect(formatVnd(999, "vi")).toBe("999\u00a0₫");
    expect(formatVnd(1000, "vi")).toBe("1.000\u00a0₫");
    expect(formatVnd(-230_000n, "vi")).toBe("-230.000\u00a0₫");
    expect(formatVnd(-230_000n, "en")).toBe("-230,000 VND");
    // What the browser's own Vietnamese currency format says, digit for digit.
    expect(formatVnd(12_555_000n, "vi")).toBe(
      new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND" }).format(12_555_000),
    );
  });
});

describe("whole numbers (a list's estimated total, its page count)", () => {
  it("groups thousands the reader's way", () => {
    expect(formatWhole(12_400, "en")).toBe("12,400");
    expect(formatWhole(12_400, "vi")).toBe("12.400");
    expect(formatWhole(1_000_000, "vi")).toBe("1.000.000");
    expect(formatWhole(999, "en")).toBe("999");
    expect(formatWhole(-1_234, "en")).toBe("-1,234");
  });
});
