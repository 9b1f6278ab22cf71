import { describe, expect, it } from "vitest";

import {
  addItem,
  addOnce,
  appliedDiscount,
  capToStock,
  cartStorageKey,
  discountSaved,
  itemCount,
  lineTotals,
  removeItem,
  setItem,
  sumTotals,
  toCart,
} from "./cart";

const product = { price: 1250n, vndToPay: 300_000n, ccmToPay: 1_250_000_000n, discountPercentage: 10 };

describe("adding once (decision 137)", () => {
  it("adds when the cart holds what the page showed", () => {
    expect(addOnce({ "7": 2 }, 7, 1, 2)).toEqual({ "7": 3 });
    expect(addOnce({}, 7, 3, 0)).toEqual({ "7": 3 });
  });
  it("the same add sent twice adds once", () => {
    const once = addOnce({ "7": 2 }, 7, 1, 2);
    expect(addOnce(once, 7, 1, 2)).toEqual({ "7": 3 });
    expect(addOnce(addOnce({}, 7, 2, 0), 7, 2, 0)).toEqual({ "7": 2 });
  });
  it("adds when the cart changed otherwise since (another tab), or without what the page showed", () => {
    expect(addOnce({ "7": 5 }, 7, 1, 2)).toEqual({ "7": 6 });
    expect(addOnce({ "7": 3 }, 7, 1)).toEqual({ "7": 4 });
  });
});

describe("adding", () => {
  it("adds a new product with the quantity", () => {
    expect(addItem({}, 7, 2)).toEqual({ "7": 2 });
  });
  it("adds to the existing amount", () => {
    expect(addItem({ "7": 2 }, 7, 3)).toEqual({ "7": 5 });
  });
  it("a negative quantity subtracts", () => {
    expect(addItem({ "7": 5 }, "7", -2)).toEqual({ "7": 3 });
  });
  it("removes the product when the quantity falls to zero", () => {
    expect(addItem({ "7": 2, "8": 1 }, 7, -2)).toEqual({ "8": 1 });
  });
  it("removes the product when the quantity falls below zero", () => {
    expect(addItem({ "7": 2 }, 7, -5)).toEqual({});
  });
  it("adding zero or less of a product not in the cart leaves the cart as it is", () => {
    expect(addItem({ "8": 1 }, 7, 0)).toEqual({ "8": 1 });
    expect(addItem({ "8": 1 }, 7, -1)).toEqual({ "8": 1 });
  });
  it("never changes the cart it was given", () => {
    const cart = { "7": 1 };
    addItem(cart, 7, 1);
    expect(cart).toEqual({ "7": 1 });
  });
});

describe("setting", () => {
  it("sets the quantity directly", () => {
    expect(setItem({ "7": 2 }, 7, 9)).toEqual({ "7": 9 });
  });
  it("never goes below 1", () => {
    expect(setItem({ "7": 2 }, 7, 0)).toEqual({ "7": 1 });
    expect(setItem({ "7": 2 }, 7, -4)).toEqual({ "7": 1 });
    expect(setItem({}, 7, Number.NaN)).toEqual({ "7": 1 });
  });
  it("drops fractions", () => {
    expect(setItem({}, 7, 2.7)).toEqual({ "7": 2 });
  });
});

describe("removing and counting", () => {
  it("removes one product", () => {
    expect(removeItem({ "7": 2, "8": 1 }, 7)).toEqual({ "8": 1 });
  });
  it("counts every product unit", () => {
    expect(itemCount({ "7": 2, "8": 3 })).toBe(5);
    expect(itemCount({})).toBe(0);
  });
  it("keeps the localStorage key {account}_cart", () => {
    expect(cartStorageKey("member01")).toBe("member01_cart");
  });
});

describe("line totals", () => {
  it("are quantity × price, quantity × vndToPay and quantity × ccmToPay without the discount flag", () => {
    expect(lineTotals(product, 3, false)).toEqual({ usd: 3750n, vnd: 900_000n, ccm: 3_750_000_000n });
  });
  it("take discountPercentage off the VND total only when the flag is on", () => {
    expect(lineTotals(product, 3, true)).toEqual({ usd: 3750n, vnd: 810_000n, ccm: 3_750_000_000n });
  });
  it("round the discounted đồng half up", () => {
    expect(lineTotals({ ...product, vndToPay: 5n, discountPercentage: 50 }, 1, true).vnd).toBe(3n);
    expect(lineTotals({ ...product, vndToPay: 5n, discountPercentage: 10 }, 1, true).vnd).toBe(5n);
  });
  it("a 0 % discount changes nothing and 100 % makes the đồng free", () => {
    expect(lineTotals({ ...product, discountPercentage: 0 }, 2, true).vnd).toBe(600_000n);
    expect(lineTotals({ ...product, discountPercentage: 100 }, 2, true).vnd).toBe(0n);
  });
});

describe("the discount flag with a membership card (specification §4, §9; decision 211)", () => {
  it("takes the product's own discountPercentage off, whatever the card's percentage", () => {
    expect(lineTotals(product, 3, { card: 10 })).toEqual({ usd: 3750n, vnd: 810_000n, ccm: 3_750_000_000n });
    expect(appliedDiscount(10, { card: 5 })).toBe(10);
    expect(lineTotals(product, 3, { card: 5 }).vnd).toBe(810_000n);
    expect(lineTotals(product, 2, { card: 0 }).vnd).toBe(540_000n);
  });
  it("takes nothing off a product without a discount, nor with the flag off", () => {
    expect(lineTotals({ ...product, discountPercentage: 0 }, 2, { card: 50 }).vnd).toBe(600_000n);
    expect(appliedDiscount(15, false)).toBe(0);
  });
  it("leaves USD and CCT alone and rounds the đồng half up", () => {
    const odd = { ...product, vndToPay: 333n, discountPercentage: 15 };
    // 7 × 333 = 2331 đồng; 15 % off is 1981.35 → 1981.
    expect(lineTotals(odd, 7, { card: 5 })).toEqual({ usd: 8750n, vnd: 1981n, ccm: 8_750_000_000n });
  });
  it("clamps percentages outside 0-100", () => {
    expect(appliedDiscount(150, { card: 20 })).toBe(100);
    expect(appliedDiscount(-5, { card: 50 })).toBe(0);
  });
  it("sums the discounted lines into the cart total, and says how much they save", () => {
    const other = { price: 99n, vndToPay: 20_000n, ccmToPay: 99_000_000n, discountPercentage: 20 };
    const lines = [
      { product, quantity: 2, totals: lineTotals(product, 2, { card: 15 }) },
      { product: other, quantity: 1, totals: lineTotals(other, 1, { card: 15 }) },
    ];
    // 600,000 − 10 % = 540,000; 20,000 − 20 % = 16,000: 64,000 saved.
    expect(sumTotals(lines.map((l) => l.totals))).toEqual({ usd: 2599n, vnd: 556_000n, ccm: 2_599_000_000n });
    expect(discountSaved(lines)).toBe(64_000n);
    expect(discountSaved(lines.map((l) => ({ ...l, totals: lineTotals(l.product, l.quantity, false) })))).toBe(0n);
  });
});

describe("cart total", () => {
  it("is the sum over the lines", () => {
    const other = { price: 99n, vndToPay: 20_000n, ccmToPay: 99_000_000n, discountPercentage: 0 };
    const total = sumTotals([lineTotals(product, 2, true), lineTotals(other, 1, true)]);
    expect(total).toEqual({ usd: 2599n, vnd: 560_000n, ccm: 2_599_000_000n });
  });
  it("is zero for an empty cart", () => {
    expect(sumTotals([])).toEqual({ usd: 0n, vnd: 0n, ccm: 0n });
  });
});

describe("reading and stock", () => {
  it("keeps only positive whole quantities under numeric ids", () => {
    expect(toCart({ "1": 2, "2": "3", "3": 0, "4": -1, x: 5, "5": "nope" })).toEqual({ "1": 2, "2": 3 });
    expect(toCart(null)).toEqual({});
    expect(toCart([1, 2])).toEqual({});
  });
  it("caps quantities at the stock and drops products out of stock", () => {
    expect(capToStock({ "1": 5, "2": 2, "3": 1 }, { "1": 3, "2": 10, "3": 0 })).toEqual({
      cart: { "1": 3, "2": 2 },
      capped: ["1", "3"],
    });
  });
});
