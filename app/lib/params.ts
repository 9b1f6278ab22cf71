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

/** ?name=YYYY-MM-DD as the start of that day (UTC), or its last millisecond; undefined when absent or not a day. */
export function dayParam(params: URLSearchParams, name: string, endOfDay = false): Date | undefined {
  const v = params.get(name);
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const d = new Date(`${v}T${endOfDay ? "23:59:59.999" : "00:00:00"}Z`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}
