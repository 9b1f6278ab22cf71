import { and, desc, eq, getTableColumns, inArray, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginateBounded, pendingFirst, queueAfter, queueCursor, sortedBy, type ListPaging } from "~/db/paginate.server";
import { users, withdrawals, type RequestStatus, type WithdrawalMethod } from "~/db/schema";
import type { SortOrder } from "~/lib/sort";
import type { withdrawalSorts } from "~/lib/wallet-terms";

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

/**
 * Withdrawals of the given kinds for the back office: pending first (oldest first), then newest; or
 * by a column. In the queue's own order a cursor (queueCursor) reads the page after it by keyset.
 */
export async function listWithdrawals(
  methods: WithdrawalMethod[],
  status: RequestStatus | undefined,
  page: number,
  pageSize: number,
  sort?: SortOrder<(typeof withdrawalSorts)[number]> | null,
  { cursor, countLimit }: ListPaging = {},
) {
  const where = and(inArray(withdrawals.method, methods), status ? eq(withdrawals.status, status) : undefined);
  const keyset = !sort && cursor !== undefined;
  const rows = db
    .select(columns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(where, keyset ? queueAfter(withdrawals.status, withdrawals.id, status, cursor) : undefined))
    .orderBy(...sortedBy(sort, withdrawalOrder, withdrawals.id, pendingFirst(withdrawals.status, withdrawals.id, status)));
  const matching = db.select({ id: withdrawals.id }).from(withdrawals).where(where).$dynamic();
  const { items, ...meta } = await paginateBounded(rows, matching, page, pageSize, {
    countLimit,
    afterCursor: keyset,
    cursorOf: sort ? undefined : (r) => String(queueCursor(r, status)),
  });
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
