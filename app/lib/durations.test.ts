import { describe, expect, it } from "vitest";

import { elapsed, formatElapsed } from "./durations";

const now = new Date("2026-11-27T12:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);

describe("elapsed times", () => {
  it("takes the largest whole unit, one minute at least", () => {
    expect(elapsed(before(10_000), now)).toEqual({ value: 1, unit: "minute" });
    expect(elapsed(before(59 * 60_000), now)).toEqual({ value: 59, unit: "minute" });
    expect(elapsed(before(3 * 3_600_000 + 59 * 60_000), now)).toEqual({ value: 3, unit: "hour" });
    expect(elapsed(before(50 * 3_600_000), now)).toEqual({ value: 2, unit: "day" });
    // A clock a little ahead never gives a negative time.
    expect(elapsed(before(-5_000), now)).toEqual({ value: 1, unit: "minute" });
  });

  it("says them in the reader's language", () => {
    expect(formatElapsed(before(3 * 3_600_000), now, "en")).toBe("3 hours");
    expect(formatElapsed(before(3 * 3_600_000), now, "vi")).toBe("3 giờ");
    expect(formatElapsed(before(86_400_000), now, "en")).toBe("1 day");
    expect(formatElapsed(before(1_500 * 86_400_000), now, "vi")).toBe("1.500 ngày");
  });
});
