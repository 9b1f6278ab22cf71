import { describe, expect, it } from "vitest";

import { ambiguousAmount, readTypedAmount } from "./amount-input";
import { formatAmount, formatCoin, formatUsd, formatVnd } from "./money";

describe("amounts as typed", () => {
  it("read the decimal comma and dotted thousands on /vi", () => {
    expect(readTypedAmount("1,5", "vi")).toBe("1.5");
    expect(readTypedAmount("1.234,5", "vi")).toBe("1234.5");
    expect(readTypedAmount("12.555.000", "vi")).toBe("12555000");
    expect(readTypedAmount(" 0,00000001 ", "vi")).toBe("0.00000001");
    expect(readTypedAmount("1 234,5", "vi")).toBe("1234.5");
  });

  it("read the decimal dot and comma thousands in English", () => {
    expect(readTypedAmount("1.5", "en")).toBe("1.5");
    expect(readTypedAmount("1,234.5", "en")).toBe("1234.5");
    expect(readTypedAmount("12", "en")).toBe("12");
  });

  it("refuse what could mean two amounts", () => {
    for (const text of ["1.5", "1,234.5", "1.2.3,4", "1,5,6", "12.34"]) expect(readTypedAmount(text, "vi")).toBe(ambiguousAmount);
    for (const text of ["1,5", "1.234,5", "1.2.3", "1,23"]) expect(readTypedAmount(text, "en")).toBe(ambiguousAmount);
  });

  it("leave what is no number for the schema to refuse", () => {
    expect(readTypedAmount("abc", "vi")).toBe("abc");
    expect(readTypedAmount("-1", "en")).toBe("-1");
  });
});

describe("figures in the reader's language", () => {
  it("writes CCT amounts the Vietnamese way on /vi and the English way on /", () => {
    expect(formatCoin(100_500_000_000n, "vi")).toBe("1.005,00");
    expect(formatCoin(100_500_000_000n, "en")).toBe("1,005.00");
    expect(formatAmount("0.000123", 8, "vi")).toBe("0,000123");
    expect(formatAmount("-1234567.891", 8, "vi")).toBe("-1.234.567,89");
  });

  it("keeps US dollars in the specification's format and đồng in each language's", () => {
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatVnd(12_555_000, "vi")).toBe("12.555.000\u00a0₫");
    expect(formatVnd(12_555_000, "en")).toBe("12,555,000 VND");
  });
});
