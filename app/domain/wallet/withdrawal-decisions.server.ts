import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import { withdrawals, type User, type Withdrawal, type WithdrawalMethod } from "~/db/schema";
import { notifyWallet } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { post, voidTransfer } from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import type { Language } from "~/lib/i18n";
import { formatCoin } from "~/lib/money";

import { approvalStep, assertMayDecide } from "./four-eyes.server";
import { decidableMethods, deciderSince, withdrawalView, type WithdrawalView } from "./withdrawals.server";

/** Deciding a withdrawal: the member cancels it; deciders approve (four eyes above the threshold) or reject it. */

async function decidedRefusal(id: number, visible: (w: Withdrawal) => boolean): Promise<never> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row || !visible(row)) throw new DomainError("wallet:errors.notFound", 404);
  throw new DomainError("wallet:errors.alreadyDecided", 409);
}

/** Closes a pending withdrawal (status change and post/void in one transaction, at most once). */
async function close(
  id: number,
  where: ReturnType<typeof and>,
  change: Partial<Withdrawal>,
  resolve: typeof post,
  recorded?: (tx: Tx, row: Withdrawal) => Promise<void>,
): Promise<Withdrawal | null> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawals)
        .set(change)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending"), where))
        .returning();
      if (!row) return null;
      await resolve(row.transferId, tx);
      await recorded?.(tx, row);
      return row;
    }),
  );
}

/** The member takes back a pending withdrawal (the hold is released). Someone else's: 404. */
export async function cancelWithdrawal(user: User, id: number) {
  const row = await close(id, eq(withdrawals.userId, user.id), { status: "cancelled", decidedAt: new Date() }, voidTransfer);
  if (!row) return decidedRefusal(id, (w) => w.userId === user.id);
  return withdrawalView(row);
}

/**
 * Records `actor`'s approval as the first of two (the request stays pending), replacing `replacing`
 * (null: none yet; else an approval that lapsed). Null when another decision got there first.
 */
async function recordFirstApproval(actor: User, row: Withdrawal, payoutTxHash: string): Promise<Withdrawal | null> {
  const replacing = row.firstApprovedBy;
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(withdrawals)
      .set({ firstApprovedBy: actor.id, firstApprovedAt: new Date(), payoutTxHash })
      .where(
        and(
          eq(withdrawals.id, row.id),
          eq(withdrawals.status, "pending"),
          replacing === null ? isNull(withdrawals.firstApprovedBy) : eq(withdrawals.firstApprovedBy, replacing),
        ),
      )
      .returning();
    if (approved) {
      await audit(tx, {
        actor,
        action: "withdrawal.first_approval",
        target: { type: "withdrawal", id: row.id },
        before: { status: "pending", first_approved_by: replacing },
        after: { status: "pending", first_approved_by: actor.account, payout_tx_hash: payoutTxHash },
      });
    }
    return approved ?? null;
  });
}

function requireMethod(actor: User, method: WithdrawalMethod | undefined) {
  const allowed = decidableMethods(actor);
  if (!allowed.length || (method && !allowed.includes(method))) throw new DomainError("errors:forbidden", 403);
  return allowed;
}

type Decision = { intent: "approve"; payoutTxHash: string } | { intent: "reject"; reason: string };

/**
 * Approve (paid out: the payout hash is recorded and the hold posted) or reject (the hold is
 * voided, the amount available again); the member is notified either way. Four eyes: a request made
 * above the threshold is paid out by its second approval only (four-eyes.server.ts); refusing needs
 * one person.
 */
export async function decideWithdrawal(
  actor: User,
  id: number,
  decision: Decision,
  method?: WithdrawalMethod,
  attempt = 0,
): Promise<WithdrawalView> {
  const allowed = requireMethod(actor, method);
  const methods = method ? [method] : allowed;
  const [target] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.method, methods)));
  if (!target) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(actor, target.userId, target.twoFactorRequired);
  if (target.status !== "pending") throw new DomainError("wallet:errors.alreadyDecided", 409);
  // A second approval pays out only while the first it completes still stands.
  let firstStands: SQL | undefined;
  if (decision.intent === "approve") {
    const step = await approvalStep(actor, target, target.amount, (u) => deciderSince(u, target.method));
    if (step === "first") {
      const recorded = await recordFirstApproval(actor, target, decision.payoutTxHash);
      if (recorded) return withdrawalView(recorded);
      if (attempt < 3) return decideWithdrawal(actor, id, decision, method, attempt + 1);
      throw new DomainError("wallet:errors.alreadyDecided", 409);
    }
    if (target.firstApprovedBy !== null) firstStands = eq(withdrawals.firstApprovedBy, target.firstApprovedBy);
  }
  const change: Partial<Withdrawal> =
    decision.intent === "approve"
      ? { status: "confirmed", payoutTxHash: decision.payoutTxHash }
      : { status: "rejected", reason: decision.reason };
  const row = await close(
    id,
    and(inArray(withdrawals.method, methods), firstStands),
    { ...change, decidedBy: actor.id, decidedAt: new Date() },
    decision.intent === "approve" ? post : voidTransfer,
    (tx, closed) =>
      audit(tx, {
        actor,
        action: decision.intent === "approve" ? "withdrawal.approved" : "withdrawal.rejected",
        target: { type: "withdrawal", id },
        before: { status: "pending", first_approved_by: closed.firstApprovedBy },
        after: { ...change, amount: closed.amount, member: closed.userId },
      }),
  );
  if (!row) {
    // Decided meanwhile, or its first approval changed under this one: look again.
    if (attempt < 3) return decideWithdrawal(actor, id, decision, method, attempt + 1);
    return decidedRefusal(id, (w) => methods.includes(w.method));
  }
  const amount = (lng: Language) => formatCoin(row.amount, lng);
  if (decision.intent === "approve") {
    await notifyWallet(row.userId, "withdrawalApproved", { amount, hash: decision.payoutTxHash }, "/dashboard");
  } else {
    await notifyWallet(row.userId, "withdrawalRejected", { amount, reason: decision.reason }, "/dashboard");
  }
  return withdrawalView(row);
}
