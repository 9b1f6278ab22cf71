import { describe, expect, it } from "vitest";

import { formatAmount, formatCoin, formatUsd, formatVnd, parseUnits, unitsToDecimal, unitsToNumber } from "./money";

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
    expect(formatVnd(1_250_000)).toBe("1,250,000 VND");
  });
});
