import { describe, expect, it } from "vitest";

import { pageCount, pageParam, positiveId } from "./params";

describe("parameters", () => {
  it("reads ?page= as a positive integer", () => {
    expect(pageParam("http://x/a?page=3")).toBe(3);
    expect(pageParam("http://x/a")).toBe(1);
    expect(pageParam("http://x/a?page=0")).toBe(1);
    expect(pageParam("http://x/a?page=2.5")).toBe(1);
    expect(pageParam("http://x/a?page=abc")).toBe(1);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21n, 20)).toBe(2);
  });

  it("accepts only positive integer ids", () => {
    expect(positiveId("42")).toBe(42);
    expect(positiveId("0")).toBeNull();
    expect(positiveId("-1")).toBeNull();
    expect(positiveId("1e3")).toBeNull();
    expect(positiveId("9999999999")).toBeNull();
    expect(positiveId(undefined)).toBeNull();
  });
});
