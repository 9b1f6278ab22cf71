/** Reading route and query parameters the same way everywhere. */

import { newYorkDay } from "./dates";

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
export function pageParam(url: URL): number {
  return pageOf(url.searchParams);
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
 * ?from= and ?to= (YYYY-MM-DD) as the instants they bound: `from` the first day's New York midnight,
 * `to` the midnight ending the last day (excluded: filter with `<`). Either is undefined when absent,
 * not a day, or beyond the calendar the database reads (`newYorkDay`).
 */
export function dayRange(params: URLSearchParams): { from: Date | undefined; to: Date | undefined } {
  return { from: newYorkDay(params.get("from")).start, to: newYorkDay(params.get("to")).end };
}
