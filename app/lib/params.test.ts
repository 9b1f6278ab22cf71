import { describe, expect, it } from "vitest";

import { dayParam, pageCount, pageParam, positiveId, utcDay } from "./params";

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

  it("reads days as whole UTC days: the start, a day later, the last millisecond", () => {
    expect(utcDay("2026-11-26")?.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(utcDay("2026-12-31", 1)?.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(utcDay("")).toBeUndefined();
    expect(utcDay("2026-02-30")).toBeUndefined();
    expect(utcDay("9999-12-31", 1)).toBeUndefined();
    expect(utcDay("9999-12-31")?.toISOString()).toBe("9999-12-31T00:00:00.000Z");
    expect(utcDay("0000-01-01")).toBeUndefined();
    expect(dayParam(new URLSearchParams("to=0000-12-31"), "to", true)).toBeUndefined();
    expect(dayParam(new URLSearchParams("to=0001-01-01"), "to", true)?.toISOString()).toBe("0001-01-01T23:59:59.999Z");
    const q = new URLSearchParams("from=2026-11-01&to=2026-11-30&bad=2026-1-1");
    expect(dayParam(q, "from")?.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(dayParam(q, "to", true)?.toISOString()).toBe("2026-11-30T23:59:59.999Z");
    expect(dayParam(q, "bad")).toBeUndefined();
    expect(dayParam(q, "missing")).toBeUndefined();
  });
});
