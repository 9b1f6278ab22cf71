import { describe, expect, it } from "vitest";

import { nextSort, parseSort, sortedSearch, sortOf, sortValue } from "./sort";

const keys = ["created", "total", "status"] as const;

describe("sorting by the query string", () => {
  it("reads key as ascending and -key as descending; anything else is the default", () => {
    expect(parseSort("total", keys)).toEqual({ key: "total", desc: false });
    expect(parseSort("-total", keys)).toEqual({ key: "total", desc: true });
    expect(parseSort("--total", keys)).toBeNull();
    expect(parseSort("price", keys)).toBeNull();
    expect(parseSort("", keys)).toBeNull();
    const fallback = { key: "created" as const, desc: true };
    expect(sortOf(new URLSearchParams("sort=status"), keys, fallback)).toEqual({ key: "status", desc: false });
    expect(sortOf(new URLSearchParams("sort=constructor"), keys, fallback)).toBe(fallback);
    expect(sortOf(new URLSearchParams(""), keys, null)).toBeNull();
  });

  it("reads another parameter and keeps older values as aliases", () => {
    const params = new URLSearchParams("sort=newest&packages_sort=-total");
    expect(sortOf(params, keys, null, { aliases: { newest: "-created" } })).toEqual({ key: "created", desc: true });
    expect(sortOf(params, keys, null, { param: "packages_sort" })).toEqual({ key: "total", desc: true });
    expect(sortOf(new URLSearchParams("sort=toString"), keys, null, { aliases: { newest: "-created" } })).toBeNull();
  });

  it("flips the sorted column and starts another one in its first direction", () => {
    expect(nextSort({ key: "total", desc: false }, "total")).toEqual({ key: "total", desc: true });
    expect(nextSort({ key: "total", desc: true }, "total")).toEqual({ key: "total", desc: false });
    expect(nextSort({ key: "total", desc: true }, "status")).toEqual({ key: "status", desc: false });
    expect(nextSort(null, "created", true)).toEqual({ key: "created", desc: true });
    expect(sortValue({ key: "created", desc: true })).toBe("-created");
  });

  it("links to the first page of the same filters in the new order", () => {
    expect(sortedSearch("?status=paid&page=3&sort=total", { key: "total", desc: true })).toBe("?status=paid&sort=-total");
    // A keyset cursor follows one order (decision 274).
    expect(sortedSearch("?page=3&cursor=abc", { key: "total", desc: true })).toBe("?sort=-total");
    expect(sortedSearch("", { key: "status", desc: false }, "packages_sort")).toBe("?packages_sort=status");
  });
});
