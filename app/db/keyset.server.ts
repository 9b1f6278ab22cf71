import { asc, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";

import { encodeCursor, type Cursor, type Position } from "~/lib/cursor.server";
import { pageCount } from "~/lib/params";
import type { SortOrder } from "~/lib/sort";

import { anchoredCount, idsFromRank, type AnchoredList } from "./anchors.server";
import { boundedCount, exactCountLimit, pageSlice, type Page, type Sliceable } from "./paginate.server";

/*
 * The back office's long lists (decisions 265 and 274): a count bounded to a limit, and pages that
 * cost about what page 1 does however deep. In a list's default order a page is read by keyset from
 * a cursor (the API's `?cursor=`, the pager's previous / next links); a numbered page far from the
 * start reads its ids alone by OFFSET (an index, no joins; from the oldest end past the middle of an
 * exactly counted list), then its rows by those ids. Another order pages by OFFSET.
 */

/** How a caller pages a bounded list: from a cursor (`?cursor=`), with a lower count bound (tests). */
export interface ListPaging {
  cursor?: Cursor;
  countLimit?: number;
}

/** A list's default order as a keyset: the rows after or before a position, and a row's position. */
export interface Keyset<Row> {
  /** The list's order read backwards. */
  reversed: SQL[];
  after(p: Position): SQL;
  before(p: Position): SQL;
  positionOf(row: Row): Position;
}

interface BoundedList<Row> {
  /** The page's rows: the list's filters and `extra`, in `order`. */
  rows(extra: SQL | undefined, order: SQL[]): Sliceable<Row>;
  /** The matching rows' ids, without order (a new select each call): the count, and deep pages' ids. */
  ids(): PgSelect;
  id: PgColumn;
  order: SQL[];
  /** `order` as a keyset, when it is the list's default; none for another order. */
  keyset?: Keyset<Row>;
  /** The list's anchors (decision 282), when it is unfiltered in its default order. */
  anchors?: AnchoredList;
}

/** Whether a list sorted by `sort` reads newest first by (created_at, id): the order its cursor follows. */
export function newestFirst(sort: SortOrder | null | undefined): boolean {
  return !sort || byDate(sort);
}

/** Whether a list is sorted newest first by (created_at, id) as asked: the back office's lists' default. */
export function byDate(sort: SortOrder | null | undefined): boolean {
  return sort?.key === "created" && sort.desc;
}

/** Newest first by id. */
function newestById<Row>(id: PgColumn, idOf: (row: Row) => number): Keyset<Row> {
  return {
    reversed: [asc(id)],
    after: (p) => lt(id, p.key),
    before: (p) => gt(id, p.key),
    positionOf: (row) => ({ key: idOf(row) }),
  };
}

/**
 * Newest first by (created_at, id). The position is the row's id: the row comparison reads its
 * created_at again in the database (a JS Date would lose the microseconds).
 */
export function newestCreated<Row>(table: PgTable, createdAt: PgColumn, id: PgColumn, idOf: (row: Row) => number): Keyset<Row> {
  const at = (p: Position) => sql`(select ${createdAt}, ${id} from ${table} where ${id} = ${p.key})`;
  return {
    reversed: [asc(createdAt), asc(id)],
    after: (p) => sql`(${createdAt}, ${id}) < ${at(p)}`,
    before: (p) => sql`(${createdAt}, ${id}) > ${at(p)}`,
    positionOf: (row) => ({ key: idOf(row) }),
  };
}

/**
 * The anchors (decision 282) of a list read newest first by (created_at, id) whose rows are never
 * deleted: a row is settled once older than the refresh's cutoff (ten minutes).
 */
export function newestCreatedAnchors(name: string, table: PgTable, createdAt: PgColumn, id: PgColumn): AnchoredList {
  return {
    name,
    table,
    id,
    ...newestCreated(table, createdAt, id, (r: { id: number }) => r.id),
    key: sql`${id}`,
    settled: (cutoff) => lt(createdAt, cutoff),
  };
}

/**
 * The keyset of a list whose ids grow with time: unsorted it reads by id alone (its index); sorted
 * newest first by (created_at, id); another order has none (it pages by OFFSET).
 */
export function keysetFor<Row>(
  sort: SortOrder | null | undefined,
  table: PgTable,
  createdAt: PgColumn,
  id: PgColumn,
  idOf: (row: Row) => number,
): Keyset<Row> | undefined {
  if (!sort) return newestById(id, idOf);
  return newestFirst(sort) ? newestCreated(table, createdAt, id, idOf) : undefined;
}

interface Read<Row> {
  items: Row[];
  /** A page follows this one. */
  more: boolean;
  /** A page precedes this one. */
  earlier: boolean;
}

/** One row more than a page is read to know whether another follows. */
function cut<Row>(read: Row[], perPage: number) {
  return { items: read.slice(0, perPage), beyond: read.length > perPage };
}

async function fromCursor<Row>(list: BoundedList<Row>, keyset: Keyset<Row>, cursor: Cursor, perPage: number): Promise<Read<Row>> {
  if (cursor.back) {
    const { items, beyond } = cut(
      await list
        .rows(keyset.before(cursor), keyset.reversed)
        .limit(perPage + 1)
        .offset(0),
      perPage,
    );
    return { items: items.reverse(), more: true, earlier: beyond };
  }
  const { items, beyond } = cut(
    await list
      .rows(keyset.after(cursor), list.order)
      .limit(perPage + 1)
      .offset(0),
    perPage,
  );
  return { items, more: beyond, earlier: true };
}

/**
 * A numbered page past the first: its ids by OFFSET from the list's ids alone (an index read, where
 * OFFSET on the page's query joins every row it skips), then its rows by id. Past the middle of an
 * exactly counted list, or on an anchored one (decision 282), from the oldest end: from the nearest
 * anchor when there is one.
 */
async function deepPage<Row>(
  list: BoundedList<Row>,
  keyset: Keyset<Row>,
  offset: number,
  perPage: number,
  counted: { total: number; estimated: boolean },
): Promise<Read<Row>> {
  const fromEnd = !counted.estimated && (offset > counted.total / 2 || list.anchors !== undefined);
  let ids: PgSelect;
  if (fromEnd) {
    const end = Math.min(counted.total - offset, perPage);
    if (end <= 0) return { items: [], more: false, earlier: true };
    const from = counted.total - offset - end;
    ids = list.anchors
      ? (await idsFromRank(list.anchors, from, end)).ids
      : list
          .ids()
          .orderBy(...keyset.reversed)
          .limit(end)
          .offset(from);
  } else {
    ids = list
      .ids()
      .orderBy(...list.order)
      .limit(perPage + 1)
      .offset(offset);
  }
  const { items, beyond } = cut(
    await list
      .rows(inArray(list.id, ids), list.order)
      .limit(perPage + 1)
      .offset(0),
    perPage,
  );
  return { items, more: fromEnd ? offset + perPage < counted.total : beyond, earlier: true };
}

/** The list's count: exact from its anchors when it has some, otherwise bounded (boundedCount). */
async function countOf<Row>(list: BoundedList<Row>, limit: number): Promise<{ total: number; estimated: boolean }> {
  return (list.anchors && (await anchoredCount(list.anchors, limit))) || boundedCount(list.ids(), limit);
}

/**
 * One page of a list whose count is bounded (boundedCount): from a cursor, or numbered. With an
 * estimate, a full page always offers a next one (the estimate may fall short).
 */
export async function paginateBounded<Row>(
  list: BoundedList<Row>,
  page: number | undefined,
  perPage: number,
  { cursor, countLimit = exactCountLimit }: ListPaging = {},
): Promise<Page<Row>> {
  const slice = pageSlice(page, perPage);
  const { keyset } = list;
  const counting = countOf(list, countLimit);
  let read: Promise<Read<Row>>;
  if (keyset && cursor) read = fromCursor(list, keyset, cursor, perPage);
  // Counted first: the count says from which end to read.
  else if (keyset && slice.offset > 0) read = counting.then((c) => deepPage(list, keyset, slice.offset, perPage, c));
  else
    read = Promise.resolve(
      list
        .rows(undefined, list.order)
        .limit(perPage + 1)
        .offset(slice.offset),
    ).then((rows) => {
      const { items, beyond } = cut(rows, perPage);
      return { items, more: beyond, earlier: slice.current > 1 };
    });
  const [counted, { items, more, earlier }] = await Promise.all([counting, read]);
  const pages = pageCount(counted.total, perPage);
  const first = items.at(0);
  const last = items.at(-1);
  return {
    items,
    total: counted.total,
    page: slice.current,
    pages: more ? Math.max(pages, slice.current + 1) : counted.estimated ? slice.current : pages,
    ...(counted.estimated ? { estimated: true } : {}),
    ...(keyset
      ? {
          nextCursor: more && last ? encodeCursor(keyset.positionOf(last)) : null,
          prevCursor: earlier && first ? encodeCursor(keyset.positionOf(first), true) : null,
        }
      : {}),
  };
}
