import { and, desc, eq, getTableColumns, inArray, sql, type SQLWrapper } from "drizzle-orm";

import type { AnchoredList } from "~/db/anchors.server";
import { db } from "~/db/client.server";
import type { ListPaging } from "~/db/keyset.server";
import { users, withdrawals, type RequestStatus, type WithdrawalMethod } from "~/db/schema";
import type { SortOrder } from "~/lib/sort";
import { withdrawalMethods, type withdrawalSorts } from "~/lib/wallet-terms";

import { queueAnchors, queuePage } from "./queue-list.server";
import { withdrawalView } from "./withdrawals.server";

/** Withdrawals listed: the back office's queues and a member's own requests. */

const columns = { ...getTableColumns(withdrawals), account: users.account };

const withdrawalOrder: Record<(typeof withdrawalSorts)[number], SQLWrapper> = {
  id: withdrawals.id,
  created: withdrawals.createdAt,
  member: sql`lower(${users.account})`,
  amount: withdrawals.amount,
  status: withdrawals.status,
};

/** The withdrawal queues' anchors (decision 282): each kind's list alone, and both together (the API's). */
export const withdrawalAnchors = {
  all: queueAnchors("withdrawals", withdrawals),
  ...Object.fromEntries(
    withdrawalMethods.map((m) => [m, queueAnchors(`withdrawals:${m}`, withdrawals, eq(withdrawals.method, m))]),
  ),
} as Record<WithdrawalMethod | "all", AnchoredList>;

/**
 * Withdrawals of the given kinds for the back office: pending first (oldest first), then newest; or
 * by a column (queuePage).
 */
export async function listWithdrawals(
  methods: WithdrawalMethod[],
  status: RequestStatus | undefined,
  page: number,
  pageSize: number,
  sort?: SortOrder<(typeof withdrawalSorts)[number]> | null,
  paging: ListPaging = {},
) {
  const where = and(inArray(withdrawals.method, methods), status ? eq(withdrawals.status, status) : undefined);
  const { items, ...meta } = await queuePage(
    {
      table: withdrawals,
      status,
      sort,
      sortColumns: withdrawalOrder,
      rows: (extra, order) =>
        db
          .select(columns)
          .from(withdrawals)
          .innerJoin(users, eq(users.id, withdrawals.userId))
          .where(and(where, extra))
          .orderBy(...order),
      ids: () => db.select({ id: withdrawals.id }).from(withdrawals).where(where).$dynamic(),
      anchors: new Set(methods).size === withdrawalMethods.length ? withdrawalAnchors.all : withdrawalAnchors[methods[0]],
    },
    page,
    pageSize,
    paging,
  );
  return { items: items.map(withdrawalView), ...meta };
}

export async function listMyWithdrawals(userId: number, limit = 20) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
  return rows.map(withdrawalView);
}
