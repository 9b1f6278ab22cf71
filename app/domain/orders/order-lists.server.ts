// Order lists for members, staff and the admin Report: filters, CSV (the totals: order-totals.server.ts).
import { and, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { idIn, inBatches, newestFirstIds } from "~/db/batches.server";
import { db } from "~/db/client.server";
import { newestCreated, newestCreatedAnchors, newestFirst, paginateBounded, type ListPaging } from "~/db/keyset.server";
import { containsText, sortedBy } from "~/db/paginate.server";
import { orders, users } from "~/db/schema";
import { CsvNumber, csvTable, newYorkColumn, type CsvTable } from "~/lib/csv";
import { COIN_DECIMALS, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import type { OrderStatus } from "~/lib/order-status";
import { normalizePhone } from "~/lib/phone";
import type { OrderSort } from "~/lib/schemas/report";
import type { SortOrder } from "~/lib/sort";

import { storeUser } from "./orders.server";

export interface OrderFilters {
  status?: OrderStatus;
  storeId?: number;
  store?: string;
  buyerId?: number;
  /** The first instant included (a New York day's midnight, `newYorkDay`). */
  from?: Date;
  /** The first instant excluded: the midnight ending the last day. */
  to?: Date;
  q?: string;
  page?: number;
  sort?: SortOrder<OrderSort> | null;
}

const orderColumns: Record<OrderSort, SQLWrapper | SQLWrapper[]> = {
  code: orders.code,
  customer: sql`lower(${orders.name})`,
  store: sql`lower(${storeUser.account})`,
  created: orders.createdAt,
  // An order's total in its three parts: dollars first, then đồng, then CCT.
  total: [orders.totalUsd, orders.totalVnd, orders.totalCcm],
  payment: orders.paymentMethod,
  status: orders.status,
};
const newest = [desc(orders.createdAt), desc(orders.id)];

export function filterSql(f: OrderFilters, withStatus = true): SQL | undefined {
  const term = f.q?.trim();
  const phone = term ? normalizePhone(term) : null;
  return and(
    withStatus && f.status ? eq(orders.status, f.status) : undefined,
    f.storeId !== undefined ? eq(orders.storeId, f.storeId) : undefined,
    // The store's username resolved to its id once (users_account_lower_idx): orders_store_idx serves the rest.
    f.store
      ? sql`${orders.storeId} = (select ${users.id} from ${users} where lower(${users.account}) = ${f.store.trim().toLowerCase()})`
      : undefined,
    f.buyerId !== undefined ? eq(orders.buyerId, f.buyerId) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    term
      ? or(containsText(orders.code, term), containsText(orders.phone, term), phone ? eq(orders.phone, phone) : undefined)
      : undefined,
  );
}

const listColumns = {
  id: orders.id,
  code: orders.code,
  name: orders.name,
  phone: orders.phone,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalUsd: orders.totalUsd,
  totalVnd: orders.totalVnd,
  totalCcm: orders.totalCcm,
  createdAt: orders.createdAt,
  storeAccount: storeUser.account,
  storeName: storeUser.name,
};

export type OrderRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] };

/** The orders' anchors (decision 282), in the list's default order. */
export const orderAnchors = newestCreatedAnchors("orders", orders, orders.createdAt, orders.id);

/**
 * One page of the orders matching the filters, newest first (or by a column). In the default order
 * pages are read by keyset on (created_at, id) from a cursor, deep numbered ones by their ids first.
 */
export async function listOrders(f: OrderFilters, perPage = 20, paging: ListPaging = {}) {
  const where = filterSql(f);
  return paginateBounded(
    {
      rows: (extra, order) =>
        db
          .select(listColumns)
          .from(orders)
          .innerJoin(storeUser, eq(storeUser.id, orders.storeId))
          .where(and(where, extra))
          .orderBy(...order),
      // Every order has its store (a foreign key): the count and the ids need no join.
      ids: () => db.select({ id: orders.id }).from(orders).where(where).$dynamic(),
      id: orders.id,
      order: sortedBy(f.sort, orderColumns, orders.id, newest),
      keyset: newestFirst(f.sort) ? newestCreated<OrderRow>(orders, orders.createdAt, orders.id, (r) => r.id) : undefined,
      anchors: !where && newestFirst(f.sort) ? orderAnchors : undefined,
    },
    f.page,
    perPage,
    paging,
  );
}

/**
 * Every order matching the filters as CSV (a spreadsheet opens it), in the Report's order, read in
 * batches while it is sent (decision 262).
 */
export function ordersCsv(f: OrderFilters): CsvTable {
  const where = filterSql(f);
  const order = sortedBy(f.sort, orderColumns, orders.id, newest);
  // Newest first (the Report's default) is read by keyset on orders_created_idx; every order has its
  // store (a foreign key), so the ids need no join.
  const ids = newestFirst(f.sort)
    ? newestFirstIds(orders, orders, where)
    : db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(storeUser, eq(storeUser.id, orders.storeId))
        .where(where)
        .orderBy(...order);
  const batch = (list: number[]) =>
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(storeUser, eq(storeUser.id, orders.storeId))
      .where(idIn(orders.id, list))
      .orderBy(...order);
  const header = [
    "code",
    newYorkColumn("created_at"),
    "store",
    "customer",
    "phone",
    "status",
    "payment_method",
    "total_usd",
    "total_vnd",
    "total_cct",
  ];
  return csvTable(header, inBatches(ids, batch), (r) => [
    r.code,
    r.createdAt,
    r.storeAccount,
    r.name,
    r.phone,
    r.status,
    r.paymentMethod,
    new CsvNumber(unitsToDecimal(r.totalUsd, USD_DECIMALS)),
    r.totalVnd,
    new CsvNumber(unitsToDecimal(r.totalCcm, COIN_DECIMALS)),
  ]);
}
