import { describe, expect, it } from "vitest";

import { formatDate, formatDateTime, formatTime, formatWhen, newYorkDateTime, newYorkDay } from "./dates";

describe("dates in America/New_York", () => {
  it("formats winter times at UTC-5", () => {
    const d = new Date("2026-01-15T03:04:05Z");
    expect(formatDateTime(d)).toBe("2026-01-14 22:04:05 (New York)");
    expect(formatDateTime(d, "giờ New York")).toBe("2026-01-14 22:04:05 (giờ New York)");
    expect(formatDate(d)).toBe("2026-01-14");
    expect(formatTime(d)).toBe("22:04");
  });

  it("formats summer times at UTC-4 and midnight as 00", () => {
    expect(newYorkDateTime("2026-07-01T04:00:00Z")).toBe("2026-07-01 00:00:00");
  });

  it("changes the clock on the second of each change of daylight saving", () => {
    expect(newYorkDateTime("2026-03-08T06:59:59Z")).toBe("2026-03-08 01:59:59");
    expect(newYorkDateTime("2026-03-08T07:00:00Z")).toBe("2026-03-08 03:00:00");
    expect(newYorkDateTime("2026-11-01T05:59:59Z")).toBe("2026-11-01 01:59:59");
    expect(newYorkDateTime("2026-11-01T06:00:00Z")).toBe("2026-11-01 01:00:00");
  });

  it("reads every instant as Intl does, from 1850 to 2150 (the hour's offset is remembered)", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    const expected = (d: Date) => {
      const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    const from = Date.UTC(1850, 0, 1);
    const span = Date.UTC(2150, 0, 1) - from;
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      const d = new Date(from + Math.floor(random() * span));
      expect(newYorkDateTime(d)).toBe(expected(d));
      // The same hour again, from the remembered offset.
      const again = new Date(d.getTime() + 1000);
      expect(newYorkDateTime(again)).toBe(expected(again));
    }
  });

  it("still refuses a date that is not one", () => {
    expect(() => newYorkDateTime("not a date")).toThrow(RangeError);
  });
});

describe("when something happened, in a list of recent things (decision 213)", () => {
  it("is HH:mm for a time of New York's today, the full date and time for any other day", () => {
    // 22:04 on 14 January in New York, asked at 23:59 the same New York day (04:59 UTC the next).
    const at = new Date("2026-01-15T03:04:05Z");
    expect(formatWhen(at, new Date("2026-01-15T04:59:00Z"))).toBe("22:04 (New York)");
    expect(formatWhen(at, new Date("2026-01-15T04:59:00Z"), "giờ New York")).toBe("22:04 (giờ New York)");
    // The same instant asked after New York's midnight (05:00 UTC in winter) is yesterday's.
    expect(formatWhen(at, new Date("2026-01-15T05:00:00Z"))).toBe("2026-01-14 22:04:05 (New York)");
    // A UTC "today" that is New York's yesterday is not today either.
    expect(formatWhen("2026-07-01T03:30:00Z", "2026-07-01T12:00:00Z")).toBe("2026-06-30 23:30:00 (New York)");
  });
});

const iso = (day: string) => {
  const { start, end } = newYorkDay(day);
  return [start?.toISOString(), end?.toISOString()];
};
const hours = (day: string) => {
  const { start, end } = newYorkDay(day);
  return (end!.getTime() - start!.getTime()) / 3_600_000;
};

describe("a New York calendar day as instants", () => {
  it("runs from New York midnight to the next, at UTC-5 in winter and UTC-4 in summer", () => {
    expect(iso("2026-01-15")).toEqual(["2026-01-15T05:00:00.000Z", "2026-01-16T05:00:00.000Z"]);
    expect(iso("2026-07-01")).toEqual(["2026-07-01T04:00:00.000Z", "2026-07-02T04:00:00.000Z"]);
    expect(iso("2026-12-31")).toEqual(["2026-12-31T05:00:00.000Z", "2027-01-01T05:00:00.000Z"]);
    expect(iso("2028-02-29")).toEqual(["2028-02-29T05:00:00.000Z", "2028-03-01T05:00:00.000Z"]);
  });

  it("is 23 hours long when the clocks go forward (8 March 2026)", () => {
    expect(iso("2026-03-07")).toEqual(["2026-03-07T05:00:00.000Z", "2026-03-08T05:00:00.000Z"]);
    expect(iso("2026-03-08")).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
    expect(iso("2026-03-09")).toEqual(["2026-03-09T04:00:00.000Z", "2026-03-10T04:00:00.000Z"]);
    expect(hours("2026-03-08")).toBe(23);
    expect(hours("2026-03-09")).toBe(24);
  });

  it("is 25 hours long when the clocks go back (1 November 2026)", () => {
    expect(iso("2026-10-31")).toEqual(["2026-10-31T04:00:00.000Z", "2026-11-01T04:00:00.000Z"]);
    expect(iso("2026-11-01")).toEqual(["2026-11-01T04:00:00.000Z", "2026-11-02T05:00:00.000Z"]);
    expect(iso("2026-11-02")).toEqual(["2026-11-02T05:00:00.000Z", "2026-11-03T05:00:00.000Z"]);
    expect(hours("2026-11-01")).toBe(25);
  });

  it("agrees with the dates the app prints: its first and last instants show that day", () => {
    for (const day of ["2026-03-08", "2026-11-01", "2026-06-15"]) {
      const { start, end } = newYorkDay(day);
      expect(newYorkDateTime(start!)).toBe(`${day} 00:00:00`);
      expect(newYorkDateTime(end!.getTime() - 1000)).toBe(`${day} 23:59:59`);
      expect(formatDate(end!)).not.toBe(day);
    }
    expect(formatDate("2026-11-01T04:30:00Z")).toBe("2026-11-01");
    expect(formatDate("2026-11-01T03:30:00Z")).toBe("2026-10-31");
  });

  it("is no day for anything but a real YYYY-MM-DD, and no bound outside the years 1-9999", () => {
    for (const bad of [
      "",
      null,
      undefined,
      "2026-02-30",
      "2026-13-01",
      "2026-1-1",
      "yesterday",
      "0000-01-01",
      "0000-12-31",
      " 2026-11-01",
    ]) {
      expect(newYorkDay(bad)).toEqual({ start: undefined, end: undefined });
    }
    // The database's calendar has no year 10000: the last day has a start and no end.
    expect(iso("9999-12-31")).toEqual(["9999-12-31T05:00:00.000Z", undefined]);
    // Before 1883 New York kept its local mean time, 4:56:02 behind UTC.
    expect(iso("0001-01-01")).toEqual(["0001-01-01T04:56:02.000Z", "0001-01-02T04:56:02.000Z"]);
  });
});
