import { Column, count, ilike, is, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";

import { db, executeSql } from "~/db/client.server";
import { pageCount } from "~/lib/params";
import type { SortOrder } from "~/lib/sort";

/** One page of a list, and where it sits: the shape every paged list of the app answers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
  /** `total` is the planner's estimate ("about 12,400"): more rows match than a list counts (boundedCount). */
  estimated?: boolean;
  /** Where the next page starts (`?cursor=`), for lists read by keyset; null on the last page. */
  nextCursor?: string | null;
  /** Where the previous page ends (a cursor read backwards), for the pager's link; null on the first page. */
  prevCursor?: string | null;
}

/** A Drizzle select with its filters and order, waiting for its slice. */
export interface Sliceable<Row> {
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

export type PageSlice = ReturnType<typeof pageSlice>;

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

/** Past this many matching rows a list counts no further and shows the planner's estimate (decision 265). */
export const exactCountLimit = 10_000;

/**
 * How many rows `matching` (the list's filters, selecting a column, without order) returns:
 * counted exactly up to `limit`, so a count never reads more than `limit + 1` index entries; past
 * it, the planner's estimate of the same query (EXPLAIN's rows, from the table's statistics),
 * rounded to three figures and flagged `estimated` so that it is never shown as exact.
 */
export async function boundedCount(matching: PgSelect, limit = exactCountLimit): Promise<{ total: number; estimated: boolean }> {
  const query = matching.toSQL();
  const [{ total }] = await db.select({ total: count() }).from(matching.limit(limit + 1).as("matching"));
  if (total <= limit) return { total, estimated: false };
  return { total: roundedEstimate(Math.max(limit + 1, await plannedRows(query))), estimated: true };
}

/** The rows the planner expects `query` to return (EXPLAIN plans without running it; PGlite alike). */
async function plannedRows(query: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await executeSql(`explain (format json) ${query.sql}`, query.params);
  const plan: unknown = rows[0]?.["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: { "Plan Rows": number } }] | undefined;
  return Math.round(Number(parsed?.[0]?.Plan["Plan Rows"] ?? 0));
}

/** An estimate written with three significant figures: 12,437 → 12,400 (it is not a count). */
function roundedEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
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
