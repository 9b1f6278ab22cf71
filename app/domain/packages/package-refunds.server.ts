import { and, eq } from "drizzle-orm";

import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { packagePurchases, type PackagePurchase, type User } from "~/db/schema";
import { assertAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { lockAccounts, memberAccountId, memberBalance, scopedKey, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { assertMayDecide } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";
import { formatCoin } from "~/lib/money";
import { reclaimOf } from "~/lib/packages";

import { getPurchase } from "./package-purchase-lists.server";
import { notifyPurchase } from "./package-purchases.server";

// Refunding a package purchase (buying it: package-purchases.server.ts).

const refundScope = "package-refund";

/**
 * An admin refunds a purchase with a reason, at most once: the conditional UPDATE (status still
 * 'purchased') and the transfers are one transaction, so of two admins clicking together one
 * refunds and the other is told it was refunded already. The price goes back from revenue to the
 * buyer; the commission goes back from the referrer to `commissions`, as far as the referrer has
 * it available — the rest is recorded as the shortfall (docs/decisions/089). The same admin's
 * same key answers the refund again.
 */
export async function refundPurchase(admin: User, id: number, reason: string, clientKey: string) {
  assertAdmin(admin);
  const key = scopedKey(refundScope, admin.id, clientKey);
  const [target] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
  if (!target) throw new DomainError("packages:errors.purchaseNotFound", 404);
  if (target.refundKey === key) return { purchase: await getPurchase(admin, id), replayed: true };
  await assertMayDecide(admin, target.userId);
  if (target.status === "refunded") throw new DomainError("packages:errors.alreadyRefunded", 409);

  const wallet = await memberAccountId(target.userId);
  const revenue = await systemAccountId(systemCodes.revenue);
  const commissions = await systemAccountId(systemCodes.commissions);
  const referrerWallet = target.referrerId !== null && target.commission > 0n ? await memberAccountId(target.referrerId) : null;

  let refunded: PackagePurchase | null;
  try {
    refunded = await withRetry(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(packagePurchases)
          .set({ status: "refunded", refundReason: reason, refundedBy: admin.id, refundedAt: new Date(), refundKey: key })
          .where(and(eq(packagePurchases.id, id), eq(packagePurchases.status, "purchased")))
          .returning();
        if (!row) return null;
        await lockAccounts(tx, [wallet, revenue, commissions, ...(referrerWallet === null ? [] : [referrerWallet])]);
        const reference = { type: "package_purchase", id: row.id };
        const back = await transfer(
          {
            debit: revenue,
            credit: wallet,
            amount: row.price,
            kind: "refund",
            key: `package:${row.id}:refund`,
            reference,
            memo: reason,
            createdBy: admin.id,
          },
          tx,
        );
        let reclaimed = 0n;
        let reclaim = null;
        if (referrerWallet !== null && row.referrerId !== null) {
          // Read after the lock: the referrer's balance cannot change before this transaction ends.
          const { available } = await memberBalance(row.referrerId, tx);
          reclaimed = reclaimOf(row.commission, available).reclaimed;
          if (reclaimed > 0n) {
            reclaim = await transfer(
              {
                debit: referrerWallet,
                credit: commissions,
                amount: reclaimed,
                kind: "commission",
                key: `package:${row.id}:reclaim`,
                reference,
                memo: reason,
                createdBy: admin.id,
              },
              tx,
            );
          }
        }
        const [done] = await tx
          .update(packagePurchases)
          .set({
            refundTransferId: back.transfer.id,
            reclaimTransferId: reclaim?.transfer.id ?? null,
            commissionReclaimed: reclaimed,
          })
          .where(eq(packagePurchases.id, row.id))
          .returning();
        await audit(tx, {
          actor: admin,
          action: "package_purchase.refunded",
          target: { type: "package_purchase", id: row.id },
          before: { status: "purchased" },
          after: { status: "refunded", reason, price: row.price, commission_reclaimed: reclaimed, buyer: row.userId },
        });
        return done;
      }),
    );
  } catch (error) {
    // The key of another purchase's refund: refused, nothing changed.
    if (isUniqueViolation(error, "package_purchases_refund_key_idx")) throw new DomainError("wallet:errors.keyReused", 409);
    throw error;
  }
  if (!refunded) {
    const [now] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
    if (now?.refundKey === key) return { purchase: await getPurchase(admin, id), replayed: true };
    throw new DomainError("packages:errors.alreadyRefunded", 409);
  }
  const done = refunded;
  await notifyPurchase(
    done.userId,
    "packages:notify.refunded",
    (name, lng) => ({ name, price: formatCoin(done.price, lng), reason }),
    done,
  );
  if (done.referrerId !== null && done.commission > 0n) {
    await notifyPurchase(
      done.referrerId,
      "packages:notify.commissionReclaimed",
      (name, lng) => ({ name, amount: formatCoin(done.commissionReclaimed, lng) }),
      done,
      "/refs",
    );
  }
  return { purchase: await getPurchase(admin, id), replayed: false };
}
