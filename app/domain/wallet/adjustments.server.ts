import { and, desc, eq, gt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type Tx } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import { adjustmentRequests, transfers, users, type AdjustmentRequest, type User } from "~/db/schema";
import { assertAdmin, findUserById, isAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { assertSameRequest, fingerprint, memberAccountId, memberBalance, once, scopedKey } from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits, unitsToDecimal } from "~/lib/money";
import type { AdjustmentInput } from "~/lib/schemas/wallet";

import { assertMayDecide, assertSecondApprover, firstApprovalStands, fitsAloneToday } from "./four-eyes.server";
import { fourEyesThreshold, getSettings } from "./settings.server";
import { adjustBalance, moveAdjustment, notifyAdjustment } from "./transfers.server";

export type AdjustmentOutcome = { state: "done" } | { state: "awaiting"; request: AdjustmentRequest };

/**
 * An admin's balance adjustment: at or below the second-approval amount it is made at once;
 * above it, it waits for a second admin (four eyes). The same key answers the first outcome.
 */
export async function adjustOrRequest(
  admin: User,
  userId: number,
  input: AdjustmentInput,
  key: string,
): Promise<AdjustmentOutcome> {
  assertAdmin(admin);
  const member = await findUserById(userId);
  if (!member) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(admin, member.id);
  const threshold = await fourEyesThreshold();
  const amount = parseUnits(input.amount, COIN_DECIMALS)!;
  // A debit the member cannot cover is refused now, not handed to a second admin to fail later.
  if (input.direction === "debit" && amount > (await memberBalance(userId)).available) {
    throw new DomainError("wallet:errors.insufficientFunds", 422, "amount");
  }
  // One admin alone moves at most the threshold on a member's wallet in 24 hours: split into smaller
  // adjustments, a large amount still needs a second admin (decision 161).
  // A key that became a request answers that request, whatever the day's total is now: the same
  // intent is never both a request and a direct adjustment (looked up under the member's lock).
  const idempotencyKey = scopedKey("adjustment-request", admin.id, key);
  const alone = async (tx: Tx) =>
    (await fitsAloneToday(tx, userId, amount, threshold, adjustedAloneToday)) && !(await requestWithKey(tx, idempotencyKey));
  if (amount <= threshold && (await adjustBalance(admin, userId, input, key, alone))) return { state: "done" };
  const { requireTwoFactor: twoFactorRequired } = await getSettings();
  const print = fingerprint(userId, input.direction, input.amount, input.reason);
  const { value } = await once({
    findFirst: false,
    find: async () => {
      const [row] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.idempotencyKey, idempotencyKey));
      if (row) assertSameRequest(row, print);
      return row;
    },
    create: () =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(adjustmentRequests)
          .values({
            userId,
            direction: input.direction,
            amount,
            memo: input.reason,
            requestedBy: admin.id,
            idempotencyKey,
            fingerprint: print,
            approvalsRequired: 2,
            twoFactorRequired,
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await audit(tx, {
            actor: admin,
            action: "wallet.adjustment_requested",
            target: { type: "user", id: userId },
            after: { request: created.id, ...input },
          });
        }
        return created;
      }),
    findAfter: () => false,
  });
  return { state: "awaiting", request: value };
}

async function requestWithKey(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: adjustmentRequests.id })
    .from(adjustmentRequests)
    .where(eq(adjustmentRequests.idempotencyKey, idempotencyKey));
  return row !== undefined;
}

/**
 * What admins moved alone on the member's wallet in the last 24 hours (adjustments no second admin
 * confirmed), credits and debits alike.
 */
async function adjustedAloneToday(tx: Tx, userId: number): Promise<bigint> {
  const wallet = await memberAccountId(userId, tx);
  const confirmed = tx
    .select({ id: adjustmentRequests.id })
    .from(adjustmentRequests)
    .where(eq(adjustmentRequests.transferId, transfers.id));
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` })
    .from(transfers)
    .where(
      and(
        eq(transfers.kind, "adjustment"),
        or(eq(transfers.debitAccountId, wallet), eq(transfers.creditAccountId, wallet)),
        gt(transfers.createdAt, sql`now() - interval '24 hours'`),
        notExists(confirmed),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** Pending adjustments of a member, for the back office's page of that member. */
export async function pendingAdjustments(userId: number) {
  const rows = await db
    .select({ request: adjustmentRequests, by: users.account })
    .from(adjustmentRequests)
    .innerJoin(users, eq(users.id, adjustmentRequests.requestedBy))
    .where(and(eq(adjustmentRequests.userId, userId), eq(adjustmentRequests.status, "pending")))
    .orderBy(desc(adjustmentRequests.id));
  return rows.map(({ request: r, by }) => ({
    id: r.id,
    direction: r.direction,
    amount: unitsToDecimal(r.amount, COIN_DECIMALS),
    memo: r.memo,
    requestedBy: by,
    createdAt: r.createdAt,
  }));
}

/** Every adjustment waiting for a second admin, oldest first (the back office's list of them). */
export async function allPendingAdjustments() {
  const member = alias(users, "member");
  const rows = await db
    .select({ request: adjustmentRequests, by: users.account, account: member.account })
    .from(adjustmentRequests)
    .innerJoin(users, eq(users.id, adjustmentRequests.requestedBy))
    .innerJoin(member, eq(member.id, adjustmentRequests.userId))
    .where(eq(adjustmentRequests.status, "pending"))
    .orderBy(adjustmentRequests.id);
  return rows.map(({ request: r, by, account }) => ({
    id: r.id,
    userId: r.userId,
    account,
    direction: r.direction,
    amount: unitsToDecimal(r.amount, COIN_DECIMALS),
    requestedBy: by,
    createdAt: r.createdAt,
  }));
}

/** Claims a pending request for one decision: of two admins deciding at once, one wins. */
async function claim(tx: Tx, id: number, change: Partial<AdjustmentRequest>): Promise<AdjustmentRequest> {
  const [row] = await tx
    .update(adjustmentRequests)
    .set({ ...change, decidedAt: new Date() })
    .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.status, "pending")))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: adjustmentRequests.id }).from(adjustmentRequests).where(eq(adjustmentRequests.id, id));
  throw exists ? new DomainError("wallet:errors.alreadyDecided", 409) : new DomainError("wallet:errors.notFound", 404);
}

/** The second admin (not the one who asked, not the member) makes the adjustment. */
export async function confirmAdjustment(admin: User, id: number): Promise<void> {
  assertAdmin(admin);
  const [request] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id));
  if (!request) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(admin, request.userId, request.twoFactorRequired);
  assertSecondApprover(admin, request, request.requestedBy);
  // The admin who asked must still be one: two people holding the role make an adjustment.
  if (!(await firstApprovalStands(request.requestedBy, isAdmin)))
    throw new DomainError("wallet:errors.requesterNoLongerAdmin", 409);
  // One transaction: refused (a debit above the balance now), the request waits again, unchanged.
  const done = await withRetry(() =>
    db.transaction(async (tx) => {
      const row = await claim(tx, id, { status: "confirmed", decidedBy: admin.id });
      const input = { direction: row.direction, amount: unitsToDecimal(row.amount, COIN_DECIMALS), reason: row.memo };
      // The transfer's key is the request's: confirming again (after a crash) moves nothing twice.
      const result = await moveAdjustment(tx, admin, row.userId, input, `request:${row.id}`);
      await tx.update(adjustmentRequests).set({ transferId: result.transfer.id }).where(eq(adjustmentRequests.id, id));
      await audit(tx, {
        actor: admin,
        action: "wallet.adjustment_confirmed",
        target: { type: "user", id: row.userId },
        before: { request: row.id, status: "pending" },
        after: { request: row.id, status: "confirmed", transfer: result.transfer.id, ...input },
      });
      return { userId: row.userId, input };
    }),
  );
  await notifyAdjustment(done.userId, done.input);
}

/** Any admin but the member may refuse it (one person suffices to say no). */
export async function rejectAdjustment(admin: User, id: number, reason: string): Promise<void> {
  assertAdmin(admin);
  const [request] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, id));
  if (!request) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(admin, request.userId, request.twoFactorRequired);
  await db.transaction(async (tx) => {
    const row = await claim(tx, id, { status: "rejected", decidedBy: admin.id, reason });
    await audit(tx, {
      actor: admin,
      action: "wallet.adjustment_rejected",
      target: { type: "user", id: row.userId },
      before: { request: row.id, status: "pending" },
      after: { request: row.id, status: "rejected", reason },
    });
  });
}
