import { asc, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";

import type { AnchoredList } from "~/db/anchors.server";
import { paginateBounded, type Keyset, type ListPaging } from "~/db/keyset.server";
import { sortedBy, type Sliceable } from "~/db/paginate.server";
import type { RequestStatus } from "~/db/schema";
import type { Position } from "~/lib/cursor.server";
import type { SortOrder } from "~/lib/sort";

/*
 * The back office's request queues, deposits and withdrawals alike (decisions 265 and 274): pending
 * requests first (oldest first), then the decided ones newest first, written as two ascending keys
 * that the queue's expression index (`*_queue_idx`) reads in order and a cursor compares as a row.
 * Filtered to one status the first key is constant: the order is then the id's alone, which
 * `(status, id)` serves. The cursor's key is the row's signed key: its id while pending, -id once
 * decided.
 */

interface QueueTable {
  id: PgColumn;
  status: PgColumn;
}

function queueKeys({ status, id }: QueueTable): [SQL, SQL] {
  return [sql`(${status} <> 'pending')`, sql`(case when ${status} = 'pending' then ${id} else -${id} end)`];
}

/** The queue's order, and its keyset: `only` one status, or every request. */
function queueKeyset<Row extends { id: number; status: string }>(
  table: QueueTable,
  only: RequestStatus | undefined,
): { order: SQL[]; keyset: Keyset<Row> } {
  const positionOf = (row: Row): Position => ({ key: only || row.status === "pending" ? row.id : -row.id });
  const { id } = table;
  if (only) {
    const up = only === "pending";
    return {
      order: [up ? asc(id) : desc(id)],
      keyset: {
        reversed: [up ? desc(id) : asc(id)],
        after: (p) => (up ? sql`${id} > ${p.key}` : sql`${id} < ${p.key}`),
        before: (p) => (up ? sql`${id} < ${p.key}` : sql`${id} > ${p.key}`),
        positionOf,
      },
    };
  }
  const [decided, key] = queueKeys(table);
  const row = (p: Position) => sql`(${p.key < 0}, ${p.key})`;
  return {
    order: [decided, key],
    keyset: {
      reversed: [sql`${decided} desc`, sql`${key} desc`],
      after: (p) => sql`(${decided}, ${key}) > ${row(p)}`,
      before: (p) => sql`(${decided}, ${key}) < ${row(p)}`,
      positionOf,
    },
  };
}

/**
 * A queue's anchors (decision 282), for its own order unfiltered: oldest first that is the decided
 * requests by id, and any decided one is settled. A decision puts a request among them by its id:
 * migration 0034's trigger drops the anchors past it in the deciding transaction.
 */
export function queueAnchors(name: string, table: PgTable & QueueTable, where?: SQL): AnchoredList {
  const { keyset } = queueKeyset(table, undefined);
  return {
    name,
    table,
    id: table.id,
    where,
    reversed: keyset.reversed,
    before: keyset.before,
    key: queueKeys(table)[1],
    settled: () => sql`(${table.status} <> 'pending')`,
  };
}

interface QueueQuery<Row, K extends string> {
  table: QueueTable;
  /** The status the list is filtered to, if any (the order depends on it). */
  status: RequestStatus | undefined;
  sort: SortOrder<K> | null | undefined;
  sortColumns: Record<K, SQLWrapper>;
  /** The page's rows with their joins: the filters and `extra`, in `order`. */
  rows(extra: SQL | undefined, order: SQL[]): Sliceable<Row>;
  /** The ids matching the filters, from the queue's table alone. */
  ids(): PgSelect;
  /** The queue's anchors (queueAnchors): used unfiltered in its own order. */
  anchors: AnchoredList;
}

/** One page of a queue: in its own order by keyset (or a deep page's ids first), by a column by OFFSET. */
export function queuePage<Row extends { id: number; status: string }, K extends string>(
  q: QueueQuery<Row, K>,
  page: number,
  perPage: number,
  paging: ListPaging = {},
) {
  const { order, keyset } = queueKeyset<Row>(q.table, q.status);
  return paginateBounded<Row>(
    {
      rows: q.rows,
      ids: q.ids,
      id: q.table.id,
      order: sortedBy(q.sort, q.sortColumns, q.table.id, order),
      keyset: q.sort ? undefined : keyset,
      anchors: q.sort || q.status ? undefined : q.anchors,
    },
    page,
    perPage,
    paging,
  );
}
