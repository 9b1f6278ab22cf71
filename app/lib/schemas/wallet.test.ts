import { describe, expect, it } from "vitest";

import { quote, quoteUnits } from "../wallet-terms";
import { amountField, depositSchema } from "./wallet";

describe("quote", () => {
  it("is amount × rate in 10^-8, rounded down", () => {
    expect(quote("80", "1.25")).toBe("100");
    expect(quote("3", "0.5")).toBe("1.5");
    expect(quote("0.00000001", "0.5")).toBe("0");
    expect(quoteUnits(333n, 50_000_000n)).toBe(166n);
  });

  it("is null for what is not an amount", () => {
    expect(quote("", "1")).toBeNull();
    expect(quote("abc", "1")).toBeNull();
    expect(quote("0", "1")).toBeNull();
    expect(quote("1.123456789", "1")).toBeNull();
  });
});

describe("amountField", () => {
  it("takes positive decimals with at most 8 places, as text or a JSON number", () => {
    expect(amountField.parse("12.5")).toBe("12.5");
    expect(amountField.parse(12.5)).toBe("12.5");
    expect(amountField.safeParse("0").error?.issues[0].message).toBe("wallet:errors.amountPositive");
    expect(amountField.safeParse("-1").error?.issues[0].message).toBe("wallet:errors.amountInvalid");
    expect(amountField.safeParse("1.000000001").error?.issues[0].message).toBe("wallet:errors.amountInvalid");
    expect(amountField.safeParse("").error?.issues[0].message).toBe("validation:amountRequired");
  });

  it("checks the coin and the transaction hash of a deposit", () => {
    expect(depositSchema.safeParse({ coin: "BTC", amount: "1", txHash: "0xabcdef0123456789" }).success).toBe(false);
    expect(depositSchema.safeParse({ coin: "USDT", amount: "1", txHash: "short" }).success).toBe(false);
    expect(depositSchema.parse({ coin: "USDT", amount: "1", txHash: " 0xabcdef0123456789 " }).txHash).toBe("0xabcdef0123456789");
  });
});
