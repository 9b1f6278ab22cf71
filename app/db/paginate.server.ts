import { Column, ilike, is, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { pageCount } from "~/lib/params";
import type { SortOrder } from "~/lib/sort";

/** One page of a list, and where it sits: the shape every paged list of the app answers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/** A Drizzle select with its filters and order, waiting for its slice. */
interface Sliceable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * Counts the matching rows and reads one page of them (pages count from 1; anything else reads the
 * first). `count` is the same filters' `select({ total: count() })`.
 */
export async function paginate<Row>(
  query: Sliceable<Row>,
  count: PromiseLike<{ total: number | bigint }[]>,
  page: number | undefined,
  perPage: number,
): Promise<Page<Row>> {
  const slice = pageSlice(page, perPage);
  const [counted, items] = await Promise.all([count, query.limit(slice.limit).offset(slice.offset)]);
  return pageOf(items, counted, slice);
}

/** The LIMIT and OFFSET of a page (pages count from 1; anything else reads the first), for a prepared query. */
export function pageSlice(page: number | undefined, perPage: number) {
  const current = Math.max(1, Math.trunc(page ?? 1) || 1);
  return { current, limit: perPage, offset: (current - 1) * perPage };
}

/** A page of `items` read with `slice` (pageSlice), and the count query's answer. */
export function pageOf<Row>(
  items: Row[],
  [{ total }]: { total: number | bigint }[],
  slice: { current: number; limit: number },
): Page<Row> {
  return { items, total: Number(total), page: slice.current, pages: pageCount(total, slice.limit) };
}

/** Back-office queues: pending requests first (oldest first), then the decided ones newest first. */
export function pendingFirst(status: PgColumn, id: PgColumn): SQL[] {
  return [sql`(${status} = 'pending') desc`, sql`case when ${status} = 'pending' then ${id} else -${id} end`];
}

/** A search box's filter: the column contains the text (ignoring case; % and _ are plain characters). */
export function containsText(column: PgColumn, text: string | undefined): SQL | undefined {
  const term = text?.trim();
  return term ? ilike(column, `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
}

/**
 * A list's ORDER BY for `?sort=` (lib/sort.ts): the column's expressions (several: the later ones
 * break ties) in the asked direction, empty values last, then `tiebreak` (the row id) so that
 * pages never overlap; without a sort, the list's own `fallback` order. A NOT NULL column is
 * sorted without `nulls last` (it has none to place): PostgreSQL then reads a plain (column, id)
 * index forwards or backwards for either direction, where `desc nulls last` matches no index
 * (decision 240).
 */
export function sortedBy<K extends string>(
  sort: SortOrder<K> | null | undefined,
  columns: Record<K, SQLWrapper | SQLWrapper[]>,
  tiebreak: SQLWrapper,
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const direction = sort.desc ? sql`desc` : sql`asc`;
  const column = columns[sort.key];
  return [...(Array.isArray(column) ? column : [column]), tiebreak].map((c) =>
    is(c, Column) && c.notNull ? sql`${c} ${direction}` : sql`${c} ${direction} nulls last`,
  );
}
