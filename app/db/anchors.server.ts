import { and, desc, eq, getTableName, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";

import type { Position } from "~/lib/cursor.server";

import { db, type Executor } from "./client.server";
import { boundedCount } from "./paginate.server";
import { listAnchors } from "./schema";

/*
 * Anchors of the long lists (decision 282). Transfers, the audit log, orders and the request queues
 * only grow, and in their default order a settled row keeps its rank counted from the oldest end.
 * Every `spacing`-th row is remembered with its rank: a numbered page N is then read from the anchor
 * just before it (at most `spacing` index entries skipped, however deep), and the unfiltered list is
 * counted exactly as the last anchor's rank plus the few rows after it.
 *
 * A row anchors only once nothing can come before it any more (`settled`): ten minutes old, or for a
 * queue, decided (a later decision puts a request before it: migration 0034's trigger then drops the
 * anchors past it in the deciding transaction). At start and nightly a refresh first checks that the
 * last anchor still has its rank (one count of the table); if not, the list's anchors are made again.
 */

/** A list's default order, from the oldest end: what anchors it and reads from an anchor. */
export interface AnchoredList {
  /** list_anchors.list */
  name: string;
  table: PgTable;
  id: PgColumn;
  /** The list's own filter, if any (one kind of withdrawal). */
  where?: SQL;
  /** The list's default order read backwards (oldest first). */
  reversed: SQL[];
  /** The rows after `p` oldest first (those before it in the list's order). */
  before(p: Position): SQL;
  /** A row's place in the order, as the cursor's key. */
  key: SQL;
  /** Nothing can be added before this row any more, given the instant `cutoff` (ten minutes ago). */
  settled(cutoff: SQL): SQL;
}

interface Anchor extends Position {
  rank: number;
}

/** The list's last anchor before rank `rank` (any rank when not given). */
async function anchorBelow(list: AnchoredList, rank = Infinity, exec: Executor = db): Promise<Anchor | undefined> {
  const [anchor] = await exec
    .select({ rank: listAnchors.rank, key: listAnchors.key })
    .from(listAnchors)
    .where(and(eq(listAnchors.list, list.name), Number.isFinite(rank) ? lt(listAnchors.rank, rank) : undefined))
    .orderBy(desc(listAnchors.rank))
    .limit(1);
  return anchor;
}

/**
 * The unfiltered list's exact count: its last anchor's rank and the rows after it, counted up to five
 * times the list's count bound (`limit`): they are one range of the order's index, no joins, and a
 * queue's waiting requests are all among them. Null without an anchor, or with more rows after it
 * (the list is then counted as any other).
 */
export async function anchoredCount(list: AnchoredList, limit: number): Promise<{ total: number; estimated: false } | null> {
  const last = await anchorBelow(list);
  if (!last) return null;
  const after = await boundedCount(
    // In the order's own direction from the anchor: unordered, a queue's row comparison bounds only
    // its first column, and PostgreSQL 15 read the whole index to find the rows after the anchor.
    db
      .select({ id: list.id })
      .from(list.table)
      .where(and(list.where, list.before(last)))
      .orderBy(...list.reversed)
      .$dynamic(),
    limit * 5,
  );
  return after.estimated ? null : { total: last.rank + 1 + after.total, estimated: false };
}

/**
 * The ids of the `n` rows from rank `from` (0 = the oldest), oldest first, read from the nearest
 * anchor before them: a query to use as a subquery (boxed: a select awaited would be run).
 */
export async function idsFromRank(list: AnchoredList, from: number, n: number): Promise<{ ids: PgSelect }> {
  const anchor = await anchorBelow(list, from);
  const ids = db
    .select({ id: list.id })
    .from(list.table)
    .where(and(list.where, anchor ? list.before(anchor) : undefined))
    .orderBy(...list.reversed)
    .limit(n)
    .offset(from - (anchor?.rank ?? -1) - 1)
    .$dynamic();
  return { ids };
}

/** Whether the last anchor still has its rank: the rows up to it, counted in one snapshot. */
async function holds(exec: Executor, list: AnchoredList, last: Anchor): Promise<boolean> {
  const [{ upTo }] = await exec
    .select({
      upTo: sql<number>`(select count(*) from ${list.table} where ${list.where ?? sql`true`})
        - (select count(*) from ${list.table} where ${and(list.where, list.before(last))})`.mapWith(Number),
    })
    .from(sql`(select 1) one`);
  return upTo === last.rank + 1;
}

export interface AnchorOptions {
  /** Rows between two anchors. */
  spacing?: number;
  /** How old a row must be to anchor (a transaction still open may yet add one before a younger one). */
  settleMinutes?: number;
  /**
   * Whether to check first that each list's last anchor still has its rank (a count of the table). The
   * app never deletes a listed row and a decision's trigger keeps the queues right, so only a change
   * made outside it (a restore, a hand-made fix) moves a rank: checked at start and nightly.
   */
  check?: boolean;
}

/**
 * Checks each list's last anchor (unless told not to) and adds the anchors its settled rows allow
 * (the jobs "list-anchors" and "list-anchors-check"): answers how many were added per list, and
 * which lists were made again. Each list is done in a transaction holding its table's anchor lock,
 * which a request's decision takes too (migration 0034's trigger drops the queue's anchors past
 * it): no anchor is made from a snapshot that a decision has since changed.
 */
export async function refreshAnchors(
  lists: AnchoredList[],
  { spacing = 1_000, settleMinutes = 10, check = true }: AnchorOptions = {},
): Promise<{ added: Record<string, number>; remade: string[] }> {
  const cutoff = sql`now() - make_interval(mins => ${settleMinutes})`;
  const added: Record<string, number> = {};
  const remade: string[] = [];
  for (const list of lists) {
    added[list.name] = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`list_anchors:${getTableName(list.table)}`}))`);
      let last = await anchorBelow(list, Infinity, tx);
      if (check && last && !(await holds(tx, list, last))) {
        await tx.delete(listAnchors).where(eq(listAnchors.list, list.name));
        remade.push(list.name);
        last = undefined;
      }
      let count = 0;
      for (;;) {
        const [next] = await tx
          .select({ key: sql<number>`${list.key}`.mapWith(Number), settled: sql<boolean>`${list.settled(cutoff)}` })
          .from(list.table)
          .where(and(list.where, last ? list.before(last) : undefined))
          .orderBy(...list.reversed)
          .limit(1)
          .offset(spacing - 1);
        if (!next?.settled) return count;
        last = { rank: (last?.rank ?? -1) + spacing, key: next.key };
        await tx.insert(listAnchors).values({ list: list.name, rank: last.rank, key: last.key }).onConflictDoNothing();
        count++;
      }
    });
  }
  return { added, remade };
}
