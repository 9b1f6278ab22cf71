import { data } from "react-router";

import { DomainError } from "~/lib/errors";
import { pageOf, positiveId } from "~/lib/params";

/**
 * Route and query parameters, read one way for pages and the API alike. An id that cannot exist
 * and an id of something the user may not see answer the same 404: the 404 page on a page, a
 * `{ message }` 404 inside api().
 */

/** The 404 answer. */
export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/** A route's {id}: a positive whole number within the column, or the 404 answer. */
export function requireId(value: string | undefined): number {
  const id = positiveId(value);
  if (id === null) notFound();
  return id;
}

/** The domain's 404 refusals (unknown product, category, order, member) as the 404 answer. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) notFound();
    throw error;
  }
}

/** The `q` and `page` of a searchable, paged list. */
export function searchQuery(url: URL): { q: string; page: number } {
  const params = url.searchParams;
  return { q: params.get("q")?.trim().slice(0, 64) ?? "", page: pageOf(params) };
}
