import { describe, expect, it } from "vitest";

import { newYorkDateTime } from "~/lib/dates";

import { orderCode } from "./checkout.server";

describe("order codes", () => {
  it("carry the America/New_York day, the day 'Placed at' shows for the same instant", () => {
    // 03:30 UTC on 10 March 2026 is still the evening of the 9th in New York (EDT, UTC-4).
    const lateEvening = new Date("2026-03-10T03:30:00Z");
    expect(orderCode(lateEvening)).toMatch(/^CCT-260309-[A-HJ-NP-Z2-9]{6}$/);
    expect(newYorkDateTime(lateEvening)).toBe("2026-03-09 23:30:00");
    // Just after midnight in New York (EST, UTC-5) both say the new day.
    const afterMidnight = new Date("2027-01-01T05:00:01Z");
    expect(orderCode(afterMidnight)).toMatch(/^CCT-270101-/);
    expect(newYorkDateTime(afterMidnight)).toBe("2027-01-01 00:00:01");
  });
});
