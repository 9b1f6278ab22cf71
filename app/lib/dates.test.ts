import { describe, expect, it } from "vitest";

import { formatDate, formatDateTime, formatTime } from "./dates";

describe("dates in America/New_York", () => {
  it("formats winter times at UTC-5", () => {
    const d = new Date("2026-01-15T03:04:05Z");
    expect(formatDateTime(d)).toBe("2026-01-14 22:04:05");
    expect(formatDate(d)).toBe("2026-01-14");
    expect(formatTime(d)).toBe("22:04");
  });

  it("formats summer times at UTC-4 and midnight as 00", () => {
    expect(formatDateTime("2026-07-01T04:00:00Z")).toBe("2026-07-01 00:00:00");
  });
});
