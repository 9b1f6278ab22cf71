/** Reading route and query parameters the same way everywhere. */

/** The largest id an integer column holds. */
export const maxId = 2_147_483_647;
/** Past this page every list is empty anyway; beyond it an OFFSET would overflow. */
export const maxPage = 100_000;

/** ?page= as a positive integer up to maxPage (1 when missing or not one). */
export function pageOf(params: URLSearchParams): number {
  const raw = params.get("page") ?? "1";
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n > 0 && n <= maxPage ? n : 1;
}

/** ?page= of a URL, as pageOf. */
export function pageParam(url: string): number {
  return pageOf(new URL(url).searchParams);
}

/** How many pages `total` rows make at `perPage` a page (at least 1). */
export function pageCount(total: number | bigint, perPage: number): number {
  return Math.max(1, Math.ceil(Number(total) / perPage));
}

/** A route's {id} as a positive integer, or null for anything else. */
export function positiveId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The start (UTC) of a YYYY-MM-DD day, `plusDays` later; undefined when absent or not a date (30 February
 * included), or when that start falls outside the years 1-9999, which no database timestamp reads back
 * (`?to=9999-12-31` means no upper bound).
 */
export function utcDay(day: string | undefined, plusDays = 0): Date | undefined {
  // Year 0 does not exist in the database's calendar, nor the last millisecond before year 1.
  if (!day || /^0000/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  // The engine rolls an impossible day over to the next month: only a day that reads back the same is one.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return undefined;
  date.setUTCDate(date.getUTCDate() + plusDays);
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : undefined;
}

/** ?name=YYYY-MM-DD as the start of that day (UTC), or its last millisecond; undefined when absent or not a day. */
export function dayParam(params: URLSearchParams, name: string, endOfDay = false): Date | undefined {
  const v = params.get(name);
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const start = utcDay(v, endOfDay ? 1 : 0);
  return start && endOfDay ? new Date(start.getTime() - 1) : start;
}
