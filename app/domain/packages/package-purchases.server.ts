import { and, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type Executor } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import { packagePurchases, packages, refundRequests, users, type PackagePurchase, type User } from "~/db/schema";
import { notify, requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import {
  assertSameRequest,
  fingerprint,
  lockAccounts,
  memberAccountId,
  memberBalance,
  once,
  scopedKey,
  systemAccountId,
  systemCodes,
  transfer,
} from "~/domain/ledger";
import { bothLanguages } from "~/infra/texts.server";
import { DomainError } from "~/lib/errors";
import type { Language } from "~/lib/i18n";
import { COIN_DECIMALS, formatCoin, unitsToDecimal } from "~/lib/money";
import { commissionOf, type PackagePurchaseStatus } from "~/lib/packages";
import { packageNameIn } from "~/lib/product-names";
import type { BuyPackageInput } from "~/lib/schemas/packages";

/**
 * Buying a package, and reading purchases. A purchase is one database transaction: the price moves
 * from the buyer to the `revenue` account, and the direct referrer's commission from the
 * `commissions` account to the referrer (docs/decisions/087); both transfers name the purchase.
 * Refunds: package-refunds.server.ts.
 */

const cct = (units: bigint) => unitsToDecimal(units, COIN_DECIMALS);

/** A purchase as its buyer sees it (pages; the API's shape: routes/api/presenters/packages.ts). */
export interface MemberPurchase {
  id: number;
  packageId: number;
  packageNameEn: string;
  packageNameVi: string;
  price: string;
  status: PackagePurchaseStatus;
  refundReason: string | null;
  refundedAt: Date | null;
  createdAt: Date;
}

/** A purchase as the admins see it: who bought, who earned what, what a refund took back. */
export interface AdminPurchase extends MemberPurchase {
  buyer: { id: number; account: string; name: string };
  referrer: { id: number; account: string } | null;
  commissionPercentage: number;
  commission: string;
  commissionReclaimed: string;
  /** What a refund could not take back from the referrer (they had spent it): the company bears it. */
  commissionShortfall: string;
  /** The refunding admin's account (the second admin's, for a refund two admins made). */
  refundedBy: string | null;
  /** A refund waiting for a second admin's confirmation (decision 288), or null. */
  refundRequest: PendingRefund | null;
}

/** A refund an admin asked for that waits for a second admin: the referrer could not give back the whole commission. */
export interface PendingRefund {
  id: number;
  /** The asking admin's account. */
  requestedBy: string;
  reason: string;
  /** What the referrer could not give back when it was asked (read again when it is confirmed). */
  shortfall: string;
  createdAt: Date;
}

export function memberView(p: PackagePurchase): MemberPurchase {
  return {
    id: p.id,
    packageId: p.packageId,
    packageNameEn: p.packageNameEn,
    packageNameVi: p.packageNameVi,
    price: cct(p.price),
    status: p.status,
    refundReason: p.refundReason,
    refundedAt: p.refundedAt,
    createdAt: p.createdAt,
  };
}

export const buyer = alias(users, "buyer");
export const referrer = alias(users, "referrer");
const refunder = alias(users, "refunder");
const requester = alias(users, "requester");

const adminColumns = {
  p: packagePurchases,
  buyerAccount: buyer.account,
  buyerName: buyer.name,
  referrerAccount: referrer.account,
  refunderAccount: refunder.account,
  request: refundRequests,
  requesterAccount: requester.account,
};

export function adminQuery(where: SQL | undefined) {
  return (
    db
      .select(adminColumns)
      .from(packagePurchases)
      .innerJoin(buyer, eq(buyer.id, packagePurchases.userId))
      .leftJoin(referrer, eq(referrer.id, packagePurchases.referrerId))
      .leftJoin(refunder, eq(refunder.id, packagePurchases.refundedBy))
      // At most one waits per purchase (refund_requests_pending_idx): no row is repeated.
      .leftJoin(refundRequests, and(eq(refundRequests.purchaseId, packagePurchases.id), eq(refundRequests.status, "pending")))
      .leftJoin(requester, eq(requester.id, refundRequests.requestedBy))
      .where(where)
  );
}

type AdminRow = Awaited<ReturnType<typeof adminQuery>>[number];

export function adminView({ p, ...r }: AdminRow): AdminPurchase {
  return {
    ...memberView(p),
    buyer: { id: p.userId, account: r.buyerAccount, name: r.buyerName },
    referrer: p.referrerId !== null && r.referrerAccount !== null ? { id: p.referrerId, account: r.referrerAccount } : null,
    commissionPercentage: p.commissionPercentage,
    commission: cct(p.commission),
    commissionReclaimed: cct(p.commissionReclaimed),
    commissionShortfall: cct(p.status === "refunded" ? p.commission - p.commissionReclaimed : 0n),
    refundedBy: r.refunderAccount,
    refundRequest:
      r.request && r.requesterAccount !== null
        ? {
            id: r.request.id,
            requestedBy: r.requesterAccount,
            reason: r.request.memo,
            shortfall: cct(r.request.shortfall),
            createdAt: r.request.createdAt,
          }
        : null,
  };
}

/** A notification about a purchase, in both languages: its parameters name the package in each. */
export async function notifyPurchase(
  userId: number,
  key: string,
  params: (packageName: string, lng: Language) => Record<string, string>,
  purchase: PackagePurchase,
  url = "/packages",
) {
  const named = (lng: Language) => params(packageNameIn(lng, purchase), lng);
  await notify(userId, { ...bothLanguages(key, (_t, lng) => named(lng)), url });
}

/* Buying */

const purchaseScope = "package";

async function purchaseByKey(key: string, print: string, exec: Executor = db): Promise<PackagePurchase | undefined> {
  const [row] = await exec.select().from(packagePurchases).where(eq(packagePurchases.idempotencyKey, key));
  if (row) assertSameRequest(row, print);
  return row;
}

/**
 * A member buys a package with the current password (and the authenticator's code with 2FA on,
 * asked only for a new purchase: a replay moves nothing). The same key answers the same purchase.
 */
export async function buyPackage(member: User, packageId: number, input: BuyPackageInput, key: string) {
  await requireCurrentPassword(member, input.password);
  const scoped = scopedKey(purchaseScope, member.id, key);
  if (!(await purchaseByKey(scoped, fingerprint(purchaseScope, packageId)))) await verifySecondFactor(member.id, input.otp);
  return purchasePackage(member.id, packageId, key);
}

/**
 * The purchase itself (the seed calls it for the demo data; members come through buyPackage): one
 * transaction locks the wallets in id order, writes the purchase (a snapshot of the package), moves
 * the price to revenue and the commission to the buyer's direct referrer, if any. A short balance
 * is refused and changes nothing.
 */
export async function purchasePackage(buyerId: number, packageId: number, clientKey: string) {
  const key = scopedKey(purchaseScope, buyerId, clientKey);
  const print = fingerprint(purchaseScope, packageId);
  const [member] = await db.select().from(users).where(eq(users.id, buyerId));
  if (!member) throw new DomainError("packages:errors.notFound", 404);
  // Fixed at sign-up to an older account (users_referrer_check): never the buyer.
  const referrerId = member.referrerId !== null && member.referrerId !== member.id ? member.referrerId : null;
  const wallet = await memberAccountId(buyerId);
  const revenue = await systemAccountId(systemCodes.revenue);
  const commissions = await systemAccountId(systemCodes.commissions);
  const referrerWallet = referrerId === null ? null : await memberAccountId(referrerId);

  const create = () =>
    withRetry(() =>
      db.transaction(async (tx) => {
        const [pkg] = await tx
          .select()
          .from(packages)
          .where(and(eq(packages.id, packageId), eq(packages.active, true)));
        if (!pkg) throw new DomainError("packages:errors.notFound", 404);
        const commission = referrerId === null ? 0n : commissionOf(pkg.price, pkg.commissionPercentage);
        await lockAccounts(tx, [wallet, revenue, commissions, ...(referrerWallet === null ? [] : [referrerWallet])]);
        const [row] = await tx
          .insert(packagePurchases)
          .values({
            packageId: pkg.id,
            userId: buyerId,
            packageNameEn: pkg.nameEn,
            packageNameVi: pkg.nameVi,
            price: pkg.price,
            commissionPercentage: pkg.commissionPercentage,
            referrerId,
            commission,
            idempotencyKey: key,
            fingerprint: print,
          })
          .returning();
        const reference = { type: "package_purchase", id: row.id };
        const payment = await transfer(
          {
            debit: wallet,
            credit: revenue,
            amount: pkg.price,
            kind: "purchase",
            key: `package:${row.id}:payment`,
            reference,
            createdBy: buyerId,
          },
          tx,
        );
        const paid =
          commission > 0n && referrerWallet !== null
            ? await transfer(
                {
                  debit: commissions,
                  credit: referrerWallet,
                  amount: commission,
                  kind: "commission",
                  key: `package:${row.id}:commission`,
                  reference,
                  createdBy: buyerId,
                },
                tx,
              )
            : null;
        const [done] = await tx
          .update(packagePurchases)
          .set({ paymentTransferId: payment.transfer.id, commissionTransferId: paid?.transfer.id ?? null })
          .where(eq(packagePurchases.id, row.id))
          .returning();
        return done;
      }),
    );

  let result: { value: PackagePurchase; replayed: boolean };
  try {
    result = await once({ find: () => purchaseByKey(key, print), create });
  } catch (error) {
    if (error instanceof DomainError && error.message === "wallet:errors.insufficientFunds") {
      const [{ available }, pkg] = await Promise.all([
        memberBalance(buyerId),
        db.select({ price: packages.price }).from(packages).where(eq(packages.id, packageId)),
      ]);
      throw new DomainError("packages:errors.insufficientFunds", 422, undefined, {
        price: formatCoin(pkg[0]?.price ?? 0n),
        available: formatCoin(available),
      });
    }
    throw error;
  }
  const { value: purchase, replayed } = result;
  if (!replayed) {
    await notifyPurchase(
      buyerId,
      "packages:notify.bought",
      (name, lng) => ({ name, price: formatCoin(purchase.price, lng) }),
      purchase,
    );
    if (purchase.referrerId !== null && purchase.commission > 0n) {
      await notifyPurchase(
        purchase.referrerId,
        "packages:notify.commission",
        (name, lng) => ({ name, account: member.account, amount: formatCoin(purchase.commission, lng) }),
        purchase,
        "/refs",
      );
    }
  }
  // The payment's transfer: the page shows its receipt (decision 233).
  return { purchase: memberView(purchase), replayed, transferId: purchase.paymentTransferId };
}
