import { describe, expect, it } from "vitest";

import { ageOf, overviewDaysOf } from "./overview";

describe("overviewDaysOf", () => {
  it("takes 7, 30 or 90 and answers 30 for anything else", () => {
    expect(overviewDaysOf("7")).toBe(7);
    expect(overviewDaysOf("90")).toBe(90);
    expect(overviewDaysOf(" 30 ")).toBe(30);
    for (const bad of [null, undefined, "", "14", "7.0", "-7", "1e2", "90days"]) expect(overviewDaysOf(bad)).toBe(30);
  });
});

describe("ageOf", () => {
  it("answers minutes under an hour, hours under two days, then days (rounded down)", () => {
    expect(ageOf(0)).toEqual({ unit: "minutes", count: 0 });
    expect(ageOf(59 * 60 + 59)).toEqual({ unit: "minutes", count: 59 });
    expect(ageOf(3600)).toEqual({ unit: "hours", count: 1 });
    expect(ageOf(47 * 3600 + 3599)).toEqual({ unit: "hours", count: 47 });
    expect(ageOf(48 * 3600)).toEqual({ unit: "days", count: 2 });
    expect(ageOf(10.9 * 86_400)).toEqual({ unit: "days", count: 10 });
    expect(ageOf(-5)).toEqual({ unit: "minutes", count: 0 });
  });
});
