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

function parts(date: Date): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** YYYY-MM-DD HH:mm:ss in America/New_York. */
export function formatDateTime(value: Date | string | number): string {
  const p = parts(toDate(value));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
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
