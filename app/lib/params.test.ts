import { describe, expect, it } from "vitest";

import { dayRange, pageCount, pageParam, positiveId } from "./params";

describe("parameters", () => {
  it("reads ?page= as a positive integer", () => {
    expect(pageParam(new URL("http://x/a?page=3"))).toBe(3);
    expect(pageParam(new URL("http://x/a"))).toBe(1);
    expect(pageParam(new URL("http://x/a?page=0"))).toBe(1);
    expect(pageParam(new URL("http://x/a?page=2.5"))).toBe(1);
    expect(pageParam(new URL("http://x/a?page=abc"))).toBe(1);
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

  it("reads ?from= and ?to= as whole New York days: from its midnight to the midnight ending the last", () => {
    const range = (query: string) => {
      const { from, to } = dayRange(new URLSearchParams(query));
      return [from?.toISOString(), to?.toISOString()];
    };
    expect(range("from=2026-11-26&to=2026-11-26")).toEqual(["2026-11-26T05:00:00.000Z", "2026-11-27T05:00:00.000Z"]);
    expect(range("from=2026-11-01&to=2026-11-30")).toEqual(["2026-11-01T04:00:00.000Z", "2026-12-01T05:00:00.000Z"]);
    expect(range("from=2026-07-01")).toEqual(["2026-07-01T04:00:00.000Z", undefined]);
    expect(range("to=2026-12-31")).toEqual([undefined, "2027-01-01T05:00:00.000Z"]);
    expect(range("")).toEqual([undefined, undefined]);
    expect(range("from=2026-02-30&to=2026-1-1")).toEqual([undefined, undefined]);
    // Outside the database's calendar: no bound rather than a year it cannot read.
    expect(range("from=0000-01-01&to=0000-12-31")).toEqual([undefined, undefined]);
    expect(range("to=9999-12-31")).toEqual([undefined, undefined]);
    expect(range("from=9999-12-31")).toEqual(["9999-12-31T05:00:00.000Z", undefined]);
  });
});
