/** The back-office overview's rules shared by the server and the page: its ranges and how an age reads. */

/** The ranges of the charts: that many New York calendar days, today included. */
export const overviewRanges = [7, 30, 90] as const;
export type OverviewDays = (typeof overviewRanges)[number];
export const defaultOverviewDays: OverviewDays = 30;
/** The order value figure always covers this many days, whatever range the charts show. */
export const orderValueDays = 30;

/** ?days= when it is one of the ranges, 30 otherwise (a bad value is ignored, never an error). */
export function overviewDaysOf(value: string | null | undefined): OverviewDays {
  return overviewRanges.find((days) => String(days) === value?.trim()) ?? defaultOverviewDays;
}

export type AgeUnit = "minutes" | "hours" | "days";

/** An age in seconds in its largest useful unit, rounded down: minutes under an hour, hours under two days, then days. */
export function ageOf(seconds: number): { unit: AgeUnit; count: number } {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 3600) return { unit: "minutes", count: Math.floor(s / 60) };
  if (s < 48 * 3600) return { unit: "hours", count: Math.floor(s / 3600) };
  return { unit: "days", count: Math.floor(s / 86_400) };
}
