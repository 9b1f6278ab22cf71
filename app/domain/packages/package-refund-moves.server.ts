import { and, eq } from "drizzle-orm";

import { type Tx } from "~/db/client.server";
import { packagePurchases, type PackagePurchase, type RefundRequest, type User } from "~/db/schema";
import { audit } from "~/domain/audit";
import { memberAccountId, memberBalance, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { formatCoin } from "~/lib/money";
import { reclaimOf } from "~/lib/packages";

import { notifyPurchase } from "./package-purchases.server";

// What a package refund moves, once it is decided (who decides it: package-refunds.server.ts): the
// price back from revenue to the buyer, the commission back from the referrer as far as they have it.

type Accounts = Awaited<ReturnType<typeof accountsOf>>;

/** The accounts a refund of `purchase` touches, and all of them as one list to lock. */
export async function accountsOf(purchase: PackagePurchase) {
  const wallet = await memberAccountId(purchase.userId);
  const revenue = await systemAccountId(systemCodes.revenue);
  const commissions = await systemAccountId(systemCodes.commissions);
  const referrer = purchase.referrerId !== null && purchase.commission > 0n ? await memberAccountId(purchase.referrerId) : null;
  return {
    wallet,
    revenue,
    commissions,
    referrer,
    all: [wallet, revenue, commissions, ...(referrer === null ? [] : [referrer])],
  };
}

/** What the referrer can give back now. Read after the lock: their balance cannot change before the transaction ends. */
export async function reclaimable(tx: Tx, row: PackagePurchase) {
  if (row.referrerId === null || row.commission === 0n) return { reclaimed: 0n, shortfall: 0n };
  const { available } = await memberBalance(row.referrerId, tx);
  return reclaimOf(row.commission, available);
}

/** The refund itself, in the caller's transaction (purchase row and wallets locked): the price back, the commission taken back. */
export async function makeRefund(
  tx: Tx,
  admin: User,
  accounts: Accounts,
  purchase: PackagePurchase,
  reason: string,
  reclaimed: bigint,
  key: string | null,
  request?: RefundRequest,
): Promise<PackagePurchase> {
  const [row] = await tx
    .update(packagePurchases)
    .set({ status: "refunded", refundReason: reason, refundedBy: admin.id, refundedAt: new Date(), refundKey: key })
    .where(and(eq(packagePurchases.id, purchase.id), eq(packagePurchases.status, "purchased")))
    .returning();
  if (!row) throw new DomainError("packages:errors.alreadyRefunded", 409);
  const reference = { type: "package_purchase", id: row.id };
  const back = await transfer(
    {
      debit: accounts.revenue,
      credit: accounts.wallet,
      amount: row.price,
      kind: "refund",
      key: `package:${row.id}:refund`,
      reference,
      memo: reason,
      createdBy: admin.id,
    },
    tx,
  );
  let reclaim = null;
  if (reclaimed > 0n && accounts.referrer !== null) {
    reclaim = await transfer(
      {
        debit: accounts.referrer,
        credit: accounts.commissions,
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
  const [done] = await tx
    .update(packagePurchases)
    .set({ refundTransferId: back.transfer.id, reclaimTransferId: reclaim?.transfer.id ?? null, commissionReclaimed: reclaimed })
    .where(eq(packagePurchases.id, row.id))
    .returning();
  await audit(tx, {
    actor: admin,
    action: "package_purchase.refunded",
    target: { type: "package_purchase", id: row.id },
    before: { status: "purchased", ...(request ? { request: request.id, requested_by: request.requestedBy } : {}) },
    after: { status: "refunded", reason, price: row.price, commission_reclaimed: reclaimed, buyer: row.userId },
  });
  return done;
}

export async function notifyRefund(done: PackagePurchase) {
  await notifyPurchase(
    done.userId,
    "packages:notify.refunded",
    (name, lng) => ({ name, price: formatCoin(done.price, lng), reason: done.refundReason ?? "" }),
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
}
