import { describe, expect, it } from "vitest";

import { cartCookieName, cartCountFromCookie, countCartItems, parseCartValue, readCookie } from "./cart-count";

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
// react-router's createCookie without secrets: base64 of the JSON text.
const rrEncode = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));

describe("countCartItems", () => {
  it("sums the quantities", () => {
    expect(countCartItems({ "1": 2, "7": 3 })).toBe(5);
  });
  it("is 0 for an empty cart or anything that is not a map", () => {
    expect(countCartItems({})).toBe(0);
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems([1, 2])).toBe(0);
    expect(countCartItems("3")).toBe(0);
  });
  it("ignores zero, negative and non-numeric quantities and accepts numeric strings", () => {
    expect(countCartItems({ a: 0, b: -2, c: "x", d: "4", e: Number.NaN, f: 1.7 })).toBe(5);
  });
});

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("a=1; cart_x=abc; b=2", "cart_x")).toBe("abc");
    expect(readCookie("a=1", "cart_x")).toBeNull();
    expect(readCookie(null, "cart_x")).toBeNull();
  });
});

describe("parseCartValue", () => {
  it("reads plain and url-encoded JSON", () => {
    expect(parseCartValue('{"1":2}')).toEqual({ "1": 2 });
    expect(parseCartValue(encode({ "1": 2 }))).toEqual({ "1": 2 });
  });
  it("reads the createCookie encoding", () => {
    expect(parseCartValue(rrEncode({ "3": 4 }))).toEqual({ "3": 4 });
  });
  it("answers null for garbage", () => {
    expect(parseCartValue("%%%not-json")).toBeNull();
  });
});

describe("cartCountFromCookie", () => {
  it("counts the cart of the given account only", () => {
    const header = `${cartCookieName("shop01")}=${encode({ "1": 2, "2": 1 })}; ${cartCookieName("other")}=${encode({ "1": 9 })}`;
    expect(cartCountFromCookie(header, "shop01")).toBe(3);
    expect(cartCountFromCookie(header, "default")).toBe(0);
  });
  it("is 0 without a cookie header or with a broken cookie", () => {
    expect(cartCountFromCookie(null, "default")).toBe(0);
    expect(cartCountFromCookie("cart_default=oops", "default")).toBe(0);
  });
});
