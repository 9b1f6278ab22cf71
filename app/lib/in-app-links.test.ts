import { describe, expect, it } from "vitest";

import { isActivePath } from "./in-app-links";

describe("isActivePath", () => {
  it("marks the page and what is below it, as NavLink does", () => {
    expect(isActivePath("/cards", "/cards")).toBe(true);
    expect(isActivePath("/cards/12", "/cards")).toBe(true);
    expect(isActivePath("/Cards", "/cards")).toBe(true);
    expect(isActivePath("/cardsx", "/cards")).toBe(false);
    expect(isActivePath("/vi/cards", "/cards")).toBe(false);
    expect(isActivePath("/store/a/products", "/store/a/products?page=2")).toBe(true);
    expect(isActivePath("/store/c%E1%BB%ADa-h%C3%A0ng", "/store/cửa-hàng")).toBe(true);
  });

  it("with `end`, only the page itself", () => {
    expect(isActivePath("/dashboard", "/dashboard", true)).toBe(true);
    expect(isActivePath("/dashboard/x", "/dashboard", true)).toBe(false);
    expect(isActivePath("/store/a/", "/store/a/", true)).toBe(true);
  });
});
