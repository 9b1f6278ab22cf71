import { and, desc, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { db } from "./client.server";

/**
 * Rows an export reads per query: a page's worth. Its first rows cost what the list's first page
 * costs, whatever the table's size, and each batch's joins are index probes: at 1,000 ids
 * PostgreSQL hashed the whole joined table instead (100,000 accounts per batch of transfers or
 * users at S2; decision 268). A batch's memory is what the process holds at once.
 */
export const exportBatch = 100;

/** Ids an export in an order no keyset follows reads per window of its list, after a first window of one batch. */
export const exportWindow = 20_000;

/**
 * Rows a window reaches back into the one before: a row deleted there meanwhile moves the rest up
 * by one, and the overlap keeps the row that moved across the boundary from being skipped.
 */
const exportOverlap = 100;

/** A list's ids in its order, a slice at a time: a Drizzle select of `{ id }` with its filters and ORDER BY. */
interface IdQuery {
  limit(limit: number): { offset(offset: number): PromiseLike<{ id: number }[]> };
}

/** Where a keyset read stopped: the last row's id and its sort key as text (exact to the microsecond). */
export interface Mark {
  at: string;
  id: number;
}

/**
 * A list in an order an index serves, read by keyset: its ids (with their marks) after `mark`, or
 * from the start without one, in the list's order, `limit` at a time.
 */
export interface KeysetIds {
  after(mark: Mark | undefined): { limit(limit: number): PromiseLike<Mark[]> };
}

/**
 * A long list read in batches, in its own order, for an export streamed as it is read
 * (decisions 262, 275 and 268), `size` rows at a time, each batch `read` by its ids (`idIn`) with the list's ORDER BY. No connection or transaction
 * is held between queries, so a slow download costs no pooled connection and no old snapshot, and
 * the process holds one batch of rows (and one window of ids), whatever the list's length. The same
 * on PostgreSQL and PGlite. `ids` is either
 *
 * - a keyset (`KeysetIds`, the lists' default order, newest first: `newestFirstIds`): each batch's
 *   ids are the next rows of the order's index after the last one sent, so every query reads only
 *   its rows, at any depth. A row inserted or deleted meanwhile moves nothing: none is sent twice
 *   and none skipped;
 * - or the list's query selecting only the row ids, with its filters and ORDER BY (any other order:
 *   a column, a search's rank), read by OFFSET in windows of `window` ids. A row inserted ahead of
 *   the part already sent pushes that part down: the window's ids already sent in the window before
 *   are dropped, so no row is sent twice (up to `window` such rows between two windows). A row
 *   deleted in the part already sent moves the rest up: a window starts `overlap` rows early so none
 *   is skipped (up to `overlap` deletions between two windows).
 *
 * Either way a row changed meanwhile shows as it is when its batch is read; one deleted before its
 * batch is read is left out.
 */
export async function* inBatches<Row>(
  ids: IdQuery | KeysetIds,
  read: (ids: number[]) => PromiseLike<Row[]>,
  { size = exportBatch, window = exportWindow, overlap = exportOverlap } = {},
): AsyncGenerator<Row[]> {
  // Every window must reach past the one before, or an export of a busy list would never end.
  if (size > window || overlap >= window) throw new RangeError("inBatches: size <= window, overlap < window");
  if ("after" in ids) yield* keysetBatches(ids, read, size);
  else yield* offsetWindows(ids, read, size, window, overlap);
}

async function* keysetBatches<Row>(
  ids: KeysetIds,
  read: (ids: number[]) => PromiseLike<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  let mark: Mark | undefined;
  for (;;) {
    const marks = await ids.after(mark).limit(size);
    if (marks.length) {
      const rows = await read(marks.map((m) => m.id));
      if (rows.length) yield rows;
    }
    if (marks.length < size) return;
    mark = marks[marks.length - 1];
  }
}

async function* offsetWindows<Row>(
  ids: IdQuery,
  read: (ids: number[]) => PromiseLike<Row[]>,
  size: number,
  window: number,
  overlap: number,
): AsyncGenerator<Row[]> {
  let offset = 0;
  let take = size;
  let sent = new Set<number>();
  for (;;) {
    const chunk = (await ids.limit(take).offset(offset)).map((r) => r.id);
    const fresh = chunk.filter((id) => !sent.has(id));
    for (let start = 0; start < fresh.length; start += size) {
      const rows = await read(fresh.slice(start, start + size));
      if (rows.length) yield rows;
    }
    if (chunk.length < take) return;
    sent = new Set(chunk);
    // The first window (one batch) may be no longer than the overlap: the next one then starts at 0.
    offset = Math.max(0, offset + chunk.length - overlap);
    take = window;
  }
}

/** A row's created_at as text to the microsecond (a JavaScript Date keeps milliseconds): a mark's key. */
function createdKey(createdAt: PgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The ids of `table`'s rows matching `where`, newest first by (created_at, id), as a keyset: each
 * read is a range of the table's (created_at, id) index from the mark, whatever the depth, where an
 * OFFSET window read and sorted every row before it (decision 268). The lists' default order.
 */
export function newestFirstIds(
  table: PgTable,
  { createdAt, id }: { createdAt: PgColumn; id: PgColumn },
  where: SQL | undefined,
): KeysetIds {
  return {
    after: (mark) =>
      db
        .select({ id: sql<number>`${id}`.mapWith(Number), at: createdKey(createdAt) })
        .from(table)
        .where(and(where, mark ? sql`(${createdAt}, ${id}) < (${mark.at}::timestamptz, ${mark.id}::bigint)` : undefined))
        .orderBy(desc(createdAt), desc(id)),
  };
}

/**
 * `column` is one of `ids`: one text parameter whatever their number, so the statement is the same
 * text for every batch (prepared once per connection) and never meets the parameter limit. A
 * prepared statement passes a placeholder here and `idList(ids)` as its value.
 */
export function idIn(column: SQLWrapper, ids: readonly number[] | Placeholder): SQL {
  return sql`${column} = any(string_to_array(${Array.isArray(ids) ? idList(ids) : ids}, ',')::bigint[])`;
}

/** The value of `idIn`'s placeholder: the ids as one comma-separated text. */
export function idList(ids: readonly number[]): string {
  return ids.join(",");
}
