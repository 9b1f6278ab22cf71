import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";

/** Rows an export reads per query: a batch's memory is what the process holds at once. */
export const exportBatch = 1000;

/**
 * A long list read in batches, in its own order, for an export streamed as it is read
 * (decision 262). `ids` is the list's query selecting only the row ids, with the list's filters
 * and ORDER BY (one query: the list's membership and order are fixed when the export starts); each
 * batch is then `read` by its ids (`idIn`) with the same ORDER BY. No connection or transaction is
 * held between batches, so a slow download costs no pooled connection and no old snapshot, and the
 * process holds the ids (a number each: 1.6 MB for 200,000 rows) and one batch of rows. The same
 * on PostgreSQL and PGlite. A row changed meanwhile shows as it is when its batch is read; one
 * deleted meanwhile is left out.
 */
export async function* inBatches<Row>(
  ids: PromiseLike<{ id: number }[]>,
  read: (ids: number[]) => PromiseLike<Row[]>,
  size = exportBatch,
): AsyncGenerator<Row[]> {
  const all = (await ids).map((r) => r.id);
  for (let start = 0; start < all.length; start += size) {
    const rows = await read(all.slice(start, start + size));
    if (rows.length) yield rows;
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
