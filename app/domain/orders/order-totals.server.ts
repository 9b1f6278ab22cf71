// The Report's counts and totals per status (decision 266).
import { count, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { orders } from "~/db/schema";
import { newYorkDateTime, newYorkDay } from "~/lib/dates";
import { orderStatuses } from "~/lib/order-status";

import { filterSql, type OrderFilters } from "./order-lists.server";

interface StatusRow {
  status: string;
  orders: string | number;
  usd: string;
  vnd: string;
}

/** The New York day an instant is the midnight of, or undefined when it is not one. */
function midnightOf(at: Date): string | undefined {
  const day = newYorkDateTime(at).slice(0, 10);
  return newYorkDay(day).start?.getTime() === at.getTime() ? day : undefined;
}

/**
 * Whole New York days, [from, to) as day strings, when the filters are nothing but a date range (the
 * status filter aside): the rollup's days then hold exactly the orders the filters match.
 */
function dayRange(f: OrderFilters): { from?: string; to?: string } | undefined {
  if (f.storeId !== undefined || f.store || f.buyerId !== undefined || f.q?.trim()) return undefined;
  const from = f.from && midnightOf(f.from);
  const to = f.to && midnightOf(f.to);
  if ((f.from && !from) || (f.to && !to)) return undefined;
  return { from, to };
}

/**
 * From the overview's daily rollup (decision 263): "orders:<status>" counts a day's orders of a
 * status and their USD cents, "vnd:<status>" their đồng; the folded days and the deltas not yet
 * folded, one snapshot of both. Its cost is the days in the range, not the orders.
 */
async function fromRollup(range: { from?: string; to?: string }): Promise<StatusRow[]> {
  const where = sql`(metric like 'orders:%' or metric like 'vnd:%')
    ${range.from ? sql`and day >= ${range.from}::date` : sql``} ${range.to ? sql`and day < ${range.to}::date` : sql``}`;
  // Grouped by metric alone (the cheapest aggregate), paired per status here.
  const metrics = rowsOf<{ metric: string; count: string; amount: string }>(
    await db.execute(sql`
      select metric, sum(count)::text as count, sum(amount)::text as amount
      from (select metric, count, amount from overview_days where ${where}
        union all select metric, count, amount from overview_deltas where ${where}) f
      group by metric`),
  );
  const of = (metric: string) => metrics.find((m) => m.metric === metric);
  return orderStatuses.map((status) => ({
    status,
    orders: of(`orders:${status}`)?.count ?? "0",
    usd: of(`orders:${status}`)?.amount ?? "0",
    vnd: of(`vnd:${status}`)?.amount ?? "0",
  }));
}

/** From the orders themselves: a store's, a buyer's, or those a search matches (their indexes find them). */
function fromOrders(f: OrderFilters): Promise<StatusRow[]> {
  return (
    db
      .select({
        status: orders.status,
        orders: count(),
        usd: sql<string>`coalesce(sum(${orders.totalUsd}), 0)::text`,
        vnd: sql<string>`coalesce(sum(${orders.totalVnd}), 0)::text`,
      })
      .from(orders)
      // Every order has its store (a foreign key) and the filters read only orders: no join to sum.
      .where(filterSql(f, false))
      .groupBy(orders.status)
  );
}

/** Counts and totals per status for the same filters (the status filter aside), exact. */
export async function totalsByStatus(f: OrderFilters) {
  const range = dayRange(f);
  const rows = range ? await fromRollup(range) : await fromOrders(f);
  return orderStatuses.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, orders: Number(row?.orders ?? 0), usd: BigInt(row?.usd ?? 0), vnd: BigInt(row?.vnd ?? 0) };
  });
}
