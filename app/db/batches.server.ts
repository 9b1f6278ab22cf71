import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";

/** Rows an export reads per query: a batch's memory is what the process holds at once. */
export const exportBatch = 1000;

/** Ids an export reads per window of its list, after a first window of one batch. */
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

/** The same from a prepared statement that takes its LIMIT and OFFSET as parameters. */
type IdSlice = (limit: number, offset: number) => PromiseLike<{ id: number }[]>;

/**
 * A long list read in batches, in its own order, for an export streamed as it is read
 * (decisions 262 and 275). `ids` is the list's query selecting only the row ids, with the list's
 * filters and ORDER BY; it is read in windows (the first one batch long, so the first rows go out
 * after two short queries; then `window` ids at a time), and each batch is `read` by its ids
 * (`idIn`) with the same ORDER BY. No connection or transaction is held between queries, so a slow
 * download costs no pooled connection and no old snapshot, and the process holds one window of ids
 * and one batch of rows, whatever the list's length. The same on PostgreSQL and PGlite.
 *
 * Rows written while the file is sent: a row inserted ahead of the part already sent pushes that
 * part down; the window's ids already sent in the window before are dropped, so no row is sent
 * twice (up to `window` such rows between two windows). A row deleted in the part already sent
 * moves the rest up; a window starts `overlap` rows early so none is skipped (up to `overlap`
 * deletions between two windows). A row changed
 * meanwhile shows as it is when its batch is read; one deleted before its batch is left out.
 */
export async function* inBatches<Row>(
  ids: IdQuery | IdSlice,
  read: (ids: number[]) => PromiseLike<Row[]>,
  { size = exportBatch, window = exportWindow, overlap = exportOverlap } = {},
): AsyncGenerator<Row[]> {
  // Every window must move on by at least one row, or an export of a busy list would never end.
  if (overlap >= size || size > window) throw new RangeError("inBatches: overlap < size <= window");
  const slice: IdSlice = typeof ids === "function" ? ids : (limit, offset) => ids.limit(limit).offset(offset);
  let offset = 0;
  let take = size;
  let sent = new Set<number>();
  for (;;) {
    const chunk = (await slice(take, offset)).map((r) => r.id);
    const fresh = chunk.filter((id) => !sent.has(id));
    for (let start = 0; start < fresh.length; start += size) {
      const rows = await read(fresh.slice(start, start + size));
      if (rows.length) yield rows;
    }
    if (chunk.length < take) return;
    sent = new Set(chunk);
    offset += chunk.length - overlap;
    take = window;
  }
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
