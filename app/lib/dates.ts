import { currentDisplay } from "./display";

/** The time zone every date is shown in (and the back-office overview groups its days by). */
export const timeZone = "America/New_York";

// Made once: building an Intl formatter costs far more than using it (every list of dates calls it).
const formatter = new Intl.DateTimeFormat("en-US", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const hourMs = 3_600_000;
/**
 * New York's offset from UTC for each UTC hour asked, in ms. The zone's changes (daylight saving,
 * and the 1883 change from local mean time) all fall on a UTC hour, so one offset serves a whole
 * hour: a CSV of 20,000 rows asks Intl (16 µs a time) once an hour of its times, not once a cell.
 */
const offsets = new Map<number, number>();

function offsetOfHour(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = offsetAt(hour * hourMs);
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

type Parts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
const two = (n: number) => String(n).padStart(2, "0");

function parts(date: Date): Parts {
  const ms = date.getTime();
  // The wall clock in New York: the instant shifted by its hour's offset, read as UTC.
  const wall = new Date(ms + offsetOfHour(Math.floor(ms / hourMs)));
  const year = wall.getUTCFullYear();
  // Years a database never holds (and an invalid date, which throws) are Intl's to write.
  if (!(year >= 1000 && year <= 9999)) {
    return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value])) as Parts;
  }
  return {
    year: String(year),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
  };
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** YYYY-MM-DD HH:mm:ss in America/New_York, without the zone (CSV cells, whose header names it). */
export function newYorkDateTime(value: Date | string | number): string {
  const p = parts(toDate(value));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * YYYY-MM-DD HH:mm:ss in America/New_York, saying so in the reader's words: "2026-11-27 04:29:22
 * (New York)", "… (giờ New York)" (decision 196). A mail in another language than the request's
 * gives its own zone name.
 */
export function formatDateTime(value: Date | string | number, zoneName = currentDisplay().zoneName): string {
  return `${newYorkDateTime(value)} (${zoneName})`;
}

/** YYYY-MM-DD in America/New_York. */
export function formatDate(value: Date | string | number): string {
  const p = parts(toDate(value));
  return `${p.year}-${p.month}-${p.day}`;
}

/** HH:mm in America/New_York. */
export function formatTime(value: Date | string | number): string {
  const p = parts(toDate(value));
  return `${p.hour}:${p.minute}`;
}

/**
 * When something happened, as a list of recent things shows it: a time of today (New York's day) as
 * HH:mm, the specification's time-only format, any other day in full; both say the zone
 * (decision 213).
 */
export function formatWhen(
  value: Date | string | number,
  now: Date | string | number = Date.now(),
  zoneName = currentDisplay().zoneName,
): string {
  return formatDate(value) === formatDate(now) ? `${formatTime(value)} (${zoneName})` : formatDateTime(value, zoneName);
}

// The zone's distance from UTC as the formatter names it ("GMT-05:00"; "GMT-04:56:02" before 1883).
const offsetFormatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });

/** How far New York's clock is ahead of UTC at an instant, in milliseconds (negative: behind). */
function offsetAt(instant: number): number {
  const name = offsetFormatter.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "";
  const m = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!m) return 0;
  const ms = ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4] ?? 0)) * 1000;
  return m[1] === "-" ? -ms : ms;
}

/** The instant New York's clock reads 00:00 on the date whose UTC midnight is `utcMidnight`. */
function newYorkMidnight(utcMidnight: number): number {
  // The offset at UTC midnight is the evening before's, which may differ from the new day's: asking
  // again at the first guess gives the day's own. Midnight is never skipped nor repeated in New York
  // (the clocks change at 02:00), so the answer is the one instant.
  return utcMidnight - offsetAt(utcMidnight - offsetAt(utcMidnight));
}

/** An instant the database reads back: in the years 1-9999 (no year 0, nothing past 9999). */
const storable = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return year >= 1 && year <= 9999 ? new Date(ms) : undefined;
};

/**
 * The instants a New York calendar day (YYYY-MM-DD) spans, the meaning of "a day" in every filter:
 * `start` its midnight, included, and `end` the next day's midnight, excluded (23 or 25 hours later
 * on the days the clocks change). Both undefined when it is not a day (30 February, year 0000,
 * anything but YYYY-MM-DD); a bound outside the years 1-9999, which no database timestamp reads back,
 * is undefined, so `?to=9999-12-31` means no upper bound.
 */
export function newYorkDay(day: string | null | undefined): { start: Date | undefined; end: Date | undefined } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  const date = new Date(0);
  if (m) date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // The engine rolls an impossible day over to the next month: only a day that reads back the same is one.
  const isDay =
    m !== null &&
    Number(m[1]) >= 1 &&
    date.getUTCFullYear() === Number(m[1]) &&
    date.getUTCMonth() === Number(m[2]) - 1 &&
    date.getUTCDate() === Number(m[3]);
  if (!isDay) return { start: undefined, end: undefined };
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: storable(newYorkMidnight(date.getTime())), end: storable(newYorkMidnight(next.getTime())) };
}
