import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { accounts, transfers } from "~/db/schema";
import type { StatementFilters } from "~/lib/statement-filters";

/**
 * Which of a member's transfers a statement shows, in its order (newest first by the instant shown,
 * then id), read as ids from the transfers alone (decision 267). A member's rows are the union of two
 * index ranges, the transfers they paid (debit) and those they received (credit), each read in the
 * order of its expression index (decision 240) and merged: `debit = own OR credit = own` would
 * instead gather and sort the whole history for every page (20,000 rows: 160 ms a page, 900 ms
 * uncached, at S2). The filters are written only when set, so each combination is its own plan.
 */

/** The instant a row shows and is filtered by: when it was posted or voided, else when it was made. */
export const shownAt = sql`coalesce(${transfers.resolvedAt}, ${transfers.createdAt})`;
/** The sort key as text to the microsecond (a JS Date keeps milliseconds): a cursor's instant. */
export const shownKey = sql<string>`to_char(${shownAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface Position {
  /** shownKey of the row. */
  at: string;
  id: number;
}

type Side = "debit" | "credit";
const sideColumn = { debit: transfers.debitAccountId, credit: transfers.creditAccountId };

function sidesOf(f: StatementFilters): Side[] {
  if (f.direction === "out") return ["debit"];
  if (f.direction === "in") return ["credit"];
  return ["debit", "credit"];
}

function sideWhere(userId: Member, side: Side, f: StatementFilters, before?: Position): SQL | undefined {
  const own = sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId})`;
  return and(
    eq(sideColumn[side], own),
    f.kind ? eq(transfers.kind, f.kind) : undefined,
    f.from ? sql`${shownAt} >= ${f.from.toISOString()}::timestamptz` : undefined,
    f.to ? sql`${shownAt} < ${f.to.toISOString()}::timestamptz` : undefined,
    // A row comparison: the index's own range condition, so a deep cursor starts where it points.
    before ? sql`(${shownAt}, ${transfers.id}) < (${before.at}::timestamptz, ${before.id}::bigint)` : undefined,
  );
}

function sideIds(userId: Member, side: Side, f: StatementFilters, limit: Limit, oldestFirst: boolean, before?: Position) {
  const order = oldestFirst ? [asc(shownAt), asc(transfers.id)] : [desc(shownAt), desc(transfers.id)];
  return db
    .select({ id: transfers.id, at: shownKey.as("at") })
    .from(transfers)
    .where(sideWhere(userId, side, f, before))
    .orderBy(...order)
    .limit(limit);
}

/** A member's id, or a prepared statement's parameter for it. */
type Member = number | Placeholder;
/** A placeholder's limit reads from the newest (offset 0). */
type Limit = number | Placeholder;

interface SliceOptions {
  offset?: number;
  limit: number;
  oldestFirst?: boolean;
  before?: Position;
}

function sliceQuery(
  userId: Member,
  f: StatementFilters,
  { offset = 0, limit, oldestFirst = false, before }: Omit<SliceOptions, "limit"> & { limit: Limit },
) {
  const depth = typeof limit === "number" ? offset + limit : limit;
  const [first, second] = sidesOf(f).map((side) => sideIds(userId, side, f, depth, oldestFirst, before));
  const dir = oldestFirst ? sql`asc` : sql`desc`;
  return second
    ? unionAll(first, second)
        .orderBy(sql`${sql.identifier("at")} ${dir}`, sql`${sql.identifier("id")} ${dir}`)
        .limit(limit)
        .offset(offset)
    : first.offset(offset);
}

/**
 * `limit` rows from `offset`, newest first (or oldest first), optionally only those before a
 * position. Each side reads at most offset + limit rows of its index; the merge sorts only those.
 */
export async function statementSlice(userId: number, f: StatementFilters, options: SliceOptions): Promise<Position[]> {
  if (options.limit <= 0) return [];
  return (await sliceQuery(userId, f, options)).map((r) => ({ at: r.at, id: Number(r.id) }));
}

/**
 * How many rows match: one count per side, each from its index alone when no filter needs the row,
 * summed in one statement (one round trip, not one per side: decision 264).
 */
export async function statementTotal(userId: number, f: StatementFilters): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select ${totalOf(userId, f)} as n`));
  return Number(row?.n ?? 0);
}

function totalOf(userId: Member, f: StatementFilters): SQL {
  const counts = sidesOf(f).map((side) => sql`(select count(*) from ${transfers} where ${sideWhere(userId, side, f)})`);
  return sql.join(counts, sql` + `);
}

/**
 * The count and the first page's ids in one statement: page 1 needs no count to choose its end,
 * and a round trip saved is most of what a signed-in page costs the database (the dashboard).
 */
export async function statementFirstPage(userId: number, f: StatementFilters, limit: number) {
  const page = sliceQuery(userId, f, { limit: Math.max(limit, 0) });
  const [row] = rowsOf<{ n: string | number; ids: unknown }>(
    await db.execute(
      sql`select ${totalOf(userId, f)} as n,
        (select coalesce(json_agg(json_build_array(s.at, s.id) order by s.at desc, s.id desc), '[]') from (${page}) s) as ids`,
    ),
  );
  const ids = (typeof row?.ids === "string" ? JSON.parse(row.ids) : (row?.ids ?? [])) as [string, number | string][];
  return { total: Number(row?.n ?? 0), ids: ids.map(([at, id]) => ({ at, id: Number(id) })) };
}

/** No filter narrows the statement: its page 1 is `latestParts`'. */
export function isWhole(f: StatementFilters): boolean {
  return !f.kind && !f.from && !f.to && sidesOf(f).length === 2;
}

/**
 * The unfiltered statement's newest ids and its count, as SQL with parameters: the parts of a
 * prepared statement that reads page 1's rows with them (the dashboard: no statement built per
 * request, one round trip for the count, the ids and the rows).
 */
export function latestParts(userId: Placeholder, limit: Placeholder) {
  return { ids: sliceQuery(userId, {}, { limit }), total: totalOf(userId, {}) };
}

/**
 * The ids of one numbered page. A page past the middle is read from the oldest end (the last page
 * of 20,000 rows reads 3 rows, not 20,003), so no page reads more than half the history.
 */
export async function statementPage(userId: number, f: StatementFilters, total: number, offset: number, limit: number) {
  if (offset <= total / 2) return statementSlice(userId, f, { offset, limit });
  const from = Math.max(0, total - offset - limit);
  const rows = await statementSlice(userId, f, { offset: from, limit: total - offset - from, oldestFirst: true });
  return rows.reverse();
}
