import { currentDisplay } from "./display";
import type { Language } from "./i18n";

const units = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
] as const;

type Unit = (typeof units)[number][0];

/** How long from `since` to `now`, in the largest whole unit (days, hours, minutes), one minute at least. */
export function elapsed(since: Date | string | number, now: Date | string | number): { value: number; unit: Unit } {
  const ms = Math.max(0, new Date(now).getTime() - new Date(since).getTime());
  for (const [unit, size] of units) if (ms >= size) return { value: Math.floor(ms / size), unit };
  return { value: 1, unit: "minute" };
}

// Made once per language and unit: building an Intl formatter costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A length of time in the reader's words and digits: "3 hours", "3 giờ". A duration, not a
 * moment ("3 hours ago"): the caller's sentence says what it measures ("Waiting for …").
 */
export function formatElapsed(
  since: Date | string | number,
  now: Date | string | number,
  lng: Language = currentDisplay().language,
): string {
  const { value, unit } = elapsed(since, now);
  const key = `${lng}:${unit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lng, { style: "unit", unit, unitDisplay: "long" });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
