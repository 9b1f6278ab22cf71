import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { decodeCookieValue, encodeCookieValue } from "./cookie-value";

/** RFC 6265 cookie-octet: %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E. */
const cookieOctets = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

describe("plain cookie values", () => {
  it.each([
    ["member01", "member01"],
    ["+84901234567", "+84901234567"],
    ["42", "42"],
    ["Mai Member", "Mai%20Member"],
    ["123 Nguyen Hue, District 1", "123%20Nguyen%20Hue%2C%20District%201"],
    ["a;b", "a%3Bb"],
    ['say "hi"\\', "say%20%22hi%22%5C"],
    ["100%", "100%25"],
    ["Nhà thuốc", "Nh%C3%A0%20thu%E1%BB%91c"],
    ["", ""],
  ])("%j is written %j", (text, value) => {
    expect(encodeCookieValue(text)).toBe(value);
    expect(decodeCookieValue(value)).toBe(text);
  });

  it("only ever writes cookie-octets, and every text comes back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const value = encodeCookieValue(text);
        expect(value).toMatch(cookieOctets);
        expect(decodeCookieValue(value)).toBe(text);
        expect(decodeURIComponent(value)).toBe(text);
      }),
    );
  });

  it("keeps a value that is not valid escaping as it is", () => {
    expect(decodeCookieValue("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
