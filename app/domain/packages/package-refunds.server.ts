import { and, eq } from "drizzle-orm";

import { db, type Executor, type Tx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { packagePurchases, refundRequests, type PackagePurchase, type RefundRequest, type User } from "~/db/schema";
import { assertAdmin, isAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { fingerprint, lockAccounts, scopedKey } from "~/domain/ledger";
import { assertMayDecide, assertSecondApprover, firstApprovalStands, getSettings } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";

import { getPurchase } from "./package-purchase-lists.server";
import { adminQuery, adminView, type AdminPurchase } from "./package-purchases.server";
import { accountsOf, makeRefund, notifyRefund, reclaimable } from "./package-refund-moves.server";

// Refunding a package purchase: who decides it, alone or with a second admin (buying it:
// package-purchases.server.ts; what a decided refund moves: package-refund-moves.server.ts).

const refundScope = "package-refund";

/** A refund's answer: the purchase (refunded, or with the refund waiting for a second admin), and whether it was a replay. */
export interface RefundOutcome {
  purchase: AdminPurchase;
  replayed: boolean;
  /** The refund waits for a second admin's confirmation (decision 288): nothing moved yet. */
  awaiting: boolean;
}

/**
 * An admin refunds a purchase with a reason, at most once: the conditional UPDATE (status still
 * 'purchased') and the transfers are one transaction, so of two admins clicking together one
 * refunds and the other is told it was refunded already. The price goes back from revenue to the
 * buyer; the commission goes back from the referrer to `commissions` (docs/decisions/089). The same
 * admin's same key answers the refund again.
 *
 * One admin refunds alone only when the referrer gives the whole commission back: what they cannot
 * give back (the shortfall) would be CCT the company pays out a second time, so such a refund waits
 * for a second admin (decision 288), as a large adjustment does. Neither the buyer nor the referrer
 * of a purchase refunds it.
 */
export async function refundPurchase(admin: User, id: number, reason: string, clientKey: string): Promise<RefundOutcome> {
  assertAdmin(admin);
  const key = scopedKey(refundScope, admin.id, clientKey);
  const [target] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
  if (!target) throw new DomainError("packages:errors.purchaseNotFound", 404);
  if (target.refundKey === key) return answer(admin, id, true);
  const asked = await requestByKey(key);
  if (asked) return answerRequest(admin, asked, id);
  await assertMayDecide(admin, target.userId);
  assertNotReferrer(admin, target);
  if (target.status === "refunded") throw new DomainError("packages:errors.alreadyRefunded", 409);
  if (await pendingRequest(id)) throw new DomainError("packages:errors.refundAwaiting", 409);
  // The key of another purchase's refund: refused, nothing changed.
  const [used] = await db.select({ id: packagePurchases.id }).from(packagePurchases).where(eq(packagePurchases.refundKey, key));
  if (used) throw new DomainError("wallet:errors.keyReused", 409);

  const accounts = await accountsOf(target);
  const { requireTwoFactor } = await getSettings();
  let step: Step;
  try {
    step = await withRetry(() =>
      db.transaction(async (tx) => {
        // The purchase's row first, then the wallets: the order every refund takes (no deadlock).
        const [row] = await tx.select().from(packagePurchases).where(eq(packagePurchases.id, id)).for("update");
        if (!row || row.status !== "purchased") return { state: "gone" } as const;
        // Asked for by another admin while this one waited for the row: that request is decided first.
        if (await pendingRequest(row.id, tx)) return { state: "conflict" } as const;
        await lockAccounts(tx, accounts.all);
        const { reclaimed, shortfall } = await reclaimable(tx, row);
        if (shortfall === 0n) {
          return { state: "refunded", purchase: await makeRefund(tx, admin, accounts, row, reason, reclaimed, key) } as const;
        }
        // The referrer cannot give all of it back: a second admin decides (nothing moves now).
        const [request] = await tx
          .insert(refundRequests)
          .values({
            purchaseId: row.id,
            userId: row.userId,
            memo: reason,
            requestedBy: admin.id,
            shortfall,
            idempotencyKey: key,
            fingerprint: fingerprint(refundScope, row.id),
            approvalsRequired: 2,
            twoFactorRequired: requireTwoFactor,
          })
          .onConflictDoNothing()
          .returning();
        if (!request) return { state: "conflict" } as const;
        await audit(tx, {
          actor: admin,
          action: "package_purchase.refund_requested",
          target: { type: "package_purchase", id: row.id },
          after: { request: request.id, reason, price: row.price, commission: row.commission, shortfall, buyer: row.userId },
        });
        return { state: "awaiting" } as const;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, "package_purchases_refund_key_idx")) throw new DomainError("wallet:errors.keyReused", 409);
    throw error;
  }
  if (step.state === "refunded") {
    await notifyRefund(step.purchase);
    return answer(admin, id, false);
  }
  if (step.state === "awaiting") return { purchase: await getPurchase(admin, id), replayed: false, awaiting: true };
  // Refunded, or asked for, by someone else at the same moment; or this admin's same key just now.
  const [now] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
  if (now?.refundKey === key) return answer(admin, id, true);
  const again = await requestByKey(key);
  if (again) return answerRequest(admin, again, id);
  if (now?.status === "refunded") throw new DomainError("packages:errors.alreadyRefunded", 409);
  throw new DomainError("packages:errors.refundAwaiting", 409);
}

/**
 * The second admin confirms a waiting refund (four eyes, as for adjustments: another admin than the
 * one who asked, whose role predates the request and is a day old, while the asking admin still
 * holds the role; neither the buyer nor the referrer). The refund is made then, the referrer's
 * balance read again: what they cannot give back now, two admins agreed the company bears.
 */
export async function confirmRefund(admin: User, purchaseId: number): Promise<RefundOutcome> {
  assertAdmin(admin);
  const request = await requestToDecide(purchaseId);
  const [target] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, purchaseId));
  if (!target) throw new DomainError("packages:errors.purchaseNotFound", 404);
  await assertMayDecide(admin, request.userId, request.twoFactorRequired);
  assertNotReferrer(admin, target);
  assertSecondApprover(admin, request, request.requestedBy);
  if (!(await firstApprovalStands(request.requestedBy, isAdmin))) {
    throw new DomainError("packages:errors.refundRequesterNoLongerAdmin", 409);
  }
  const accounts = await accountsOf(target);
  const done = await withRetry(() =>
    db.transaction(async (tx) => {
      // The purchase's row, then the request, then the wallets: a refund asked at this moment waits, then sees it decided.
      const [row] = await tx.select().from(packagePurchases).where(eq(packagePurchases.id, purchaseId)).for("update");
      if (!row || row.status !== "purchased") throw new DomainError("packages:errors.alreadyRefunded", 409);
      const claimed = await claim(tx, request.id, { status: "confirmed", decidedBy: admin.id });
      await lockAccounts(tx, accounts.all);
      const { reclaimed } = await reclaimable(tx, row);
      // No key of its own: the asking admin's replay finds the confirmed request.
      return makeRefund(tx, admin, accounts, row, claimed.memo, reclaimed, null, claimed);
    }),
  );
  await notifyRefund(done);
  return answer(admin, purchaseId, false);
}

/** Any admin but the buyer says no to a waiting refund (one person suffices to say no); the purchase stays as it was. */
export async function rejectRefund(admin: User, purchaseId: number, reason: string): Promise<AdminPurchase> {
  assertAdmin(admin);
  const request = await requestToDecide(purchaseId);
  await assertMayDecide(admin, request.userId, request.twoFactorRequired);
  await db.transaction(async (tx) => {
    const row = await claim(tx, request.id, { status: "rejected", decidedBy: admin.id, reason });
    await audit(tx, {
      actor: admin,
      action: "package_purchase.refund_rejected",
      target: { type: "package_purchase", id: purchaseId },
      before: { request: row.id, status: "pending" },
      after: { request: row.id, status: "rejected", reason },
    });
  });
  return getPurchase(admin, purchaseId);
}

/** Every refund waiting for a second admin, oldest first (/admin/settings links each to its package's purchases). */
export async function pendingRefunds(admin: User) {
  assertAdmin(admin);
  const rows = await adminQuery(eq(refundRequests.status, "pending")).orderBy(refundRequests.id);
  return rows.map(adminView).map((p) => ({
    purchaseId: p.id,
    packageId: p.packageId,
    packageNameEn: p.packageNameEn,
    packageNameVi: p.packageNameVi,
    buyer: p.buyer.account,
    price: p.price,
    requestedBy: p.refundRequest?.requestedBy ?? "",
    createdAt: p.refundRequest?.createdAt ?? p.createdAt,
  }));
}

/* The steps */

type Step = { state: "refunded"; purchase: PackagePurchase } | { state: "awaiting" } | { state: "gone" } | { state: "conflict" };

const answer = async (admin: User, id: number, replayed: boolean): Promise<RefundOutcome> => ({
  purchase: await getPurchase(admin, id),
  replayed,
  awaiting: false,
});

/** The purchase's referrer never decides its refund: the commission they would give back is theirs. */
function assertNotReferrer(admin: User, purchase: PackagePurchase): void {
  if (purchase.referrerId === admin.id) throw new DomainError("packages:errors.ownCommission", 403);
}

async function requestByKey(key: string): Promise<RefundRequest | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.idempotencyKey, key));
  return row;
}

async function pendingRequest(purchaseId: number, exec: Executor = db): Promise<RefundRequest | undefined> {
  const [row] = await exec
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.purchaseId, purchaseId), eq(refundRequests.status, "pending")));
  return row;
}

/** The same admin's same key again: what became of the refund they asked for. */
async function answerRequest(admin: User, request: RefundRequest, purchaseId: number): Promise<RefundOutcome> {
  if (request.purchaseId !== purchaseId) throw new DomainError("wallet:errors.keyReused", 409);
  if (request.status === "rejected") throw new DomainError("packages:errors.refundRejected", 409);
  return { purchase: await getPurchase(admin, purchaseId), replayed: true, awaiting: request.status === "pending" };
}

async function requestToDecide(purchaseId: number): Promise<RefundRequest> {
  const request = await pendingRequest(purchaseId);
  if (request) return request;
  const [purchase] = await db
    .select({ status: packagePurchases.status })
    .from(packagePurchases)
    .where(eq(packagePurchases.id, purchaseId));
  if (!purchase) throw new DomainError("packages:errors.purchaseNotFound", 404);
  if (purchase.status === "refunded") throw new DomainError("packages:errors.alreadyRefunded", 409);
  throw new DomainError("packages:errors.noRefundRequest", 404);
}

/** Claims a waiting request for one decision: of two admins deciding at once, one wins. */
async function claim(tx: Tx, id: number, change: Partial<RefundRequest>): Promise<RefundRequest> {
  const [row] = await tx
    .update(refundRequests)
    .set({ ...change, decidedAt: new Date() })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "pending")))
    .returning();
  if (!row) throw new DomainError("wallet:errors.alreadyDecided", 409);
  return row;
}
