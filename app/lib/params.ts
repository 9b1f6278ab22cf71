/** Reading route and query parameters the same way everywhere. */

/** ?page= as a positive integer (1 when missing or not one). */
export function pageParam(url: string): number {
  const n = Number(new URL(url).searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** How many pages `total` rows make at `perPage` a page (at least 1). */
export function pageCount(total: number | bigint, perPage: number): number {
  return Math.max(1, Math.ceil(Number(total) / perPage));
}

/** A route's {id} as a positive integer, or null for anything else. */
export function positiveId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
