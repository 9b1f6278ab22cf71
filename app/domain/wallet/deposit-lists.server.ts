import { and, desc, eq, getTableColumns, inArray, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import type { ListPaging } from "~/db/keyset.server";
import { deposits, users, type RequestStatus } from "~/db/schema";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import type { SortOrder } from "~/lib/sort";
import { type depositSorts } from "~/lib/wallet-terms";

import { depositView } from "./deposits.server";
import { queueAnchors, queuePage } from "./queue-list.server";

/** Deposits listed: the back office's queue, a member's own requests and deposit history. */

const withAccount = { ...getTableColumns(deposits), account: users.account };

const depositOrder: Record<(typeof depositSorts)[number], SQLWrapper> = {
  id: deposits.id,
  created: deposits.createdAt,
  member: sql`lower(${users.account})`,
  amount: deposits.amount,
  cct: deposits.cctAmount,
  status: deposits.status,
};

export const depositAnchors = queueAnchors("deposits", deposits);

/**
 * Deposits for the back office: pending first (oldest first), then the rest newest first; or by a
 * column (queuePage).
 */
export async function listDeposits(
  status: RequestStatus | undefined,
  page: number,
  pageSize: number,
  sort?: SortOrder<(typeof depositSorts)[number]> | null,
  paging: ListPaging = {},
) {
  const where = status ? eq(deposits.status, status) : undefined;
  const { items, ...meta } = await queuePage(
    {
      table: deposits,
      status,
      sort,
      sortColumns: depositOrder,
      rows: (extra, order) =>
        db
          .select(withAccount)
          .from(deposits)
          .innerJoin(users, eq(users.id, deposits.userId))
          .where(and(where, extra))
          .orderBy(...order),
      ids: () => db.select({ id: deposits.id }).from(deposits).where(where).$dynamic(),
      anchors: depositAnchors,
    },
    page,
    pageSize,
    paging,
  );
  return { items: items.map(depositView), ...meta };
}

/** What an admin confirming a deposit sees of the member's deposits: how many were confirmed (and their CCT), rejected, pending. */
export async function depositHistories(userIds: number[]) {
  if (userIds.length === 0) return new Map<number, DepositHistory>();
  const rows = await db
    .select({
      userId: deposits.userId,
      confirmed: sql<number>`count(*) filter (where ${deposits.status} = 'confirmed')::int`,
      confirmedCct: sql<string>`coalesce(sum(${deposits.cctAmount}) filter (where ${deposits.status} = 'confirmed'), 0)::text`,
      rejected: sql<number>`count(*) filter (where ${deposits.status} = 'rejected')::int`,
      pending: sql<number>`count(*) filter (where ${deposits.status} = 'pending')::int`,
    })
    .from(deposits)
    .where(inArray(deposits.userId, userIds))
    .groupBy(deposits.userId);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        confirmed: r.confirmed,
        confirmedCct: unitsToDecimal(BigInt(r.confirmedCct), COIN_DECIMALS),
        rejected: r.rejected,
        pending: r.pending,
      },
    ]),
  );
}
export interface DepositHistory {
  confirmed: number;
  confirmedCct: string;
  rejected: number;
  pending: number;
}

/** The member's own deposit requests, newest first. */
export async function listMyDeposits(userId: number, limit = 20) {
  const rows = await db.select().from(deposits).where(eq(deposits.userId, userId)).orderBy(desc(deposits.id)).limit(limit);
  return rows.map(depositView);
}
