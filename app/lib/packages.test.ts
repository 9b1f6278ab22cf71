import { describe, expect, it } from "vitest";

import { benefitLines, commissionOf, reclaimOf } from "./packages";
import { buyPackageSchema, packageJsonSchema, packageSchema, refundSchema } from "./schemas/packages";

const CCT = 100_000_000n;

describe("commissionOf", () => {
  it("is a whole percent of the price, in bigint 10^-8 CCT", () => {
    expect(commissionOf(50n * CCT, 10)).toBe(5n * CCT);
    expect(commissionOf(150n * CCT, 12)).toBe(18n * CCT);
    expect(commissionOf(300n * CCT, 15)).toBe(45n * CCT);
    expect(commissionOf(7n * CCT, 100)).toBe(7n * CCT);
    expect(commissionOf(7n * CCT, 0)).toBe(0n);
  });

  it("rounds down to the unit: the company never pays a fraction it did not receive", () => {
    // 33% of 0.00000001 CCT is 0.0000000033: nothing.
    expect(commissionOf(1n, 33)).toBe(0n);
    // 15% of 0.00000099 = 14.85 units → 14.
    expect(commissionOf(99n, 15)).toBe(14n);
    // 12% of 1.23456789 CCT = 14814814.68 units → 14814814.
    expect(commissionOf(123_456_789n, 12)).toBe(14_814_814n);
    // Far beyond a JavaScript number's precision, still exact.
    expect(commissionOf(92_233_720_368_547_758n, 7)).toBe(6_456_360_425_798_343n);
  });

  it("refuses a percentage outside 0-100 or not whole, and a negative price", () => {
    expect(() => commissionOf(CCT, 101)).toThrow(RangeError);
    expect(() => commissionOf(CCT, -1)).toThrow(RangeError);
    expect(() => commissionOf(CCT, 12.5)).toThrow(RangeError);
    expect(() => commissionOf(-1n, 10)).toThrow(RangeError);
  });
});

describe("reclaimOf", () => {
  it("takes the whole commission back when the referrer has it available", () => {
    expect(reclaimOf(5n * CCT, 100n * CCT)).toEqual({ reclaimed: 5n * CCT, shortfall: 0n });
    expect(reclaimOf(5n * CCT, 5n * CCT)).toEqual({ reclaimed: 5n * CCT, shortfall: 0n });
  });

  it("takes what is available and names the rest as the shortfall", () => {
    expect(reclaimOf(5n * CCT, 2n * CCT)).toEqual({ reclaimed: 2n * CCT, shortfall: 3n * CCT });
    expect(reclaimOf(5n * CCT, 0n)).toEqual({ reclaimed: 0n, shortfall: 5n * CCT });
    expect(reclaimOf(5n * CCT, -1n)).toEqual({ reclaimed: 0n, shortfall: 5n * CCT });
  });
});

describe("benefitLines", () => {
  it("splits on line ends and drops empty lines", () => {
    expect(benefitLines("One\r\n\n  Two  \nThree\n")).toEqual(["One", "Two", "Three"]);
    expect(benefitLines("")).toEqual([]);
  });
});

describe("the package form", () => {
  const valid = {
    name_en: "Basic",
    name_vi: "Cơ bản",
    price: "50",
    commission_percentage: "10",
    position: "1",
    active: "on",
  };

  it("takes both names, a CCT price and a whole commission percentage from 0 to 100", () => {
    expect(packageSchema.parse(valid)).toMatchObject({
      name_en: "Basic",
      price: "50",
      commission_percentage: 10,
      position: 1,
      active: true,
      benefits_en: "",
    });
    expect(packageSchema.parse({ ...valid, active: undefined }).active).toBe(false);
    for (const bad of ["101", "-1", "12.5", "ten", ""]) {
      const result = packageSchema.safeParse({ ...valid, commission_percentage: bad });
      expect(result.error?.issues[0].message, bad).toBe("packages:errors.commissionRange");
    }
    expect(packageSchema.safeParse({ ...valid, name_vi: " " }).error?.issues[0].message).toBe("validation:required");
    expect(packageSchema.safeParse({ ...valid, price: "0" }).error?.issues[0].message).toBe("wallet:errors.amountPositive");
  });

  it("takes JSON numbers in the API, active unless said otherwise", () => {
    const parsed = packageJsonSchema.parse({ name_en: "Gold", name_vi: "Vàng", price: 300, commission_percentage: 15 });
    expect(parsed).toMatchObject({ price: "300", commission_percentage: 15, active: true, position: 0 });
    expect(packageJsonSchema.safeParse({ ...parsed, commission_percentage: 100.5 }).success).toBe(false);
  });
});

describe("the buy and refund forms", () => {
  it("need the password, the package and the form's key; a refund needs its reason", () => {
    expect(buyPackageSchema.safeParse({ packageId: "3", password: "x", idempotencyKey: "key-12345678" }).success).toBe(true);
    expect(buyPackageSchema.safeParse({ packageId: "3", password: "", idempotencyKey: "key-12345678" }).success).toBe(false);
    const refund = { intent: "refund", purchaseId: "4", idempotencyKey: "key-12345678" };
    expect(refundSchema.safeParse({ ...refund, reason: "Asked by the member" }).success).toBe(true);
    expect(refundSchema.safeParse({ ...refund, reason: "  " }).error?.issues[0].message).toBe("validation:required");
  });
});
