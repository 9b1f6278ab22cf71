import { and, eq, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db } from "~/db/client.server";
import {
  accounts,
  cards,
  deposits,
  orders,
  packagePurchases,
  transfers,
  users,
  withdrawals,
  type Coin,
  type RequestStatus,
  type TransferKind,
  type TransferStatus,
  type WithdrawalMethod,
} from "~/db/schema";
import { systemStoreId } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";

/**
 * A receipt: one ledger transfer as its member reads it (decision 206). Read only by a side of
 * the transfer; anyone else gets the same 404 as an id that does not exist.
 */

/** Who was on the other side, in words people understand (never a system account's code). */
export type ReceiptParty =
  | { type: "member"; name: string; account: string }
  /** The marketplace's own store (account `default`): named, its handle never shown. */
  | { type: "store"; name: string }
  /** One of the ledger's own accounts (`deposits:USDT`, `revenue`…): the page names it. */
  | { type: "system"; code: string };

/** What the movement was about, when the receipt can say more than the ledger row. */
export type ReceiptSubject =
  | {
      type: "withdrawal";
      method: WithdrawalMethod;
      address: string;
      payoutTxHash: string | null;
      requestStatus: RequestStatus;
      reason: string | null;
    }
  | { type: "deposit"; coin: Coin; coinAmount: string; txHash: string; reason: string | null }
  | { type: "package"; nameEn: string; nameVi: string }
  /** `assigned`: the card is the buyer's (false: they held one, so its code is theirs to give). */
  | { type: "card"; name: string; assigned: boolean }
  | { type: "order"; id: number; code: string };

/** The form a "make another" link leads back to. */
export type ReceiptAgain = "transfer" | "withdraw" | "withdrawCcm" | "deposit" | "packages" | "cards" | "restock";

export interface Receipt {
  /** The ledger transfer's number, or a deposit request's while no transfer exists yet. */
  reference: { type: "transfer" | "deposit"; id: number };
  kind: TransferKind;
  /** The transfer's status, or a waiting or rejected deposit request's. */
  status: TransferStatus | RequestStatus;
  direction: "in" | "out";
  /** Positive, CCT. */
  amount: string;
  /** No flow charges a fee today: the receipt says so (0) rather than leave the reader to wonder. */
  fee: string;
  /** The member's balance right after it was posted; null while pending or voided. */
  balanceAfter: string | null;
  party: ReceiptParty;
  /** The client's idempotency key, when the member made the request (the other side's is theirs). */
  requestKey: string | null;
  memo: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  subject: ReceiptSubject | null;
  again: ReceiptAgain | null;
  /** The store whose cards a card purchase bought (for its "buy another" link). */
  storeAccount: string | null;
}

const debitAccount = alias(accounts, "receipt_debit_account");
const creditAccount = alias(accounts, "receipt_credit_account");
const debitUser = alias(users, "receipt_debit_user");
const creditUser = alias(users, "receipt_credit_user");

async function transferOf(userId: number, id: number) {
  const [row] = await db
    .select({
      t: transfers,
      debitOwner: debitAccount.userId,
      debitCode: debitAccount.code,
      debitName: debitUser.name,
      debitAccount: debitUser.account,
      creditOwner: creditAccount.userId,
      creditCode: creditAccount.code,
      creditName: creditUser.name,
      creditAccount: creditUser.account,
    })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .leftJoin(debitUser, eq(debitUser.id, debitAccount.userId))
    .leftJoin(creditUser, eq(creditUser.id, creditAccount.userId))
    .where(and(eq(transfers.id, id), or(eq(debitAccount.userId, userId), eq(creditAccount.userId, userId))))
    .limit(1);
  if (!row) throw new DomainError("wallet:errors.notFound", 404);
  return row;
}

async function subjectOf(t: typeof transfers.$inferSelect): Promise<ReceiptSubject | null> {
  if (t.kind === "withdrawal") {
    const [w] = await db.select().from(withdrawals).where(eq(withdrawals.transferId, t.id)).limit(1);
    if (w) {
      const { method, address, payoutTxHash, status: requestStatus, reason } = w;
      return { type: "withdrawal", method, address, payoutTxHash, requestStatus, reason };
    }
  }
  if (t.kind === "deposit") {
    const [d] = await db.select().from(deposits).where(eq(deposits.transferId, t.id)).limit(1);
    if (d) return depositSubject(d);
  }
  if (t.referenceType === "package_purchase" && t.referenceId !== null) {
    const [p] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, t.referenceId)).limit(1);
    if (p) return { type: "package", nameEn: p.packageNameEn, nameVi: p.packageNameVi };
  }
  if (t.referenceType === "card_offer" && t.memo) {
    const [card] = await db.select({ usedBy: cards.usedBy }).from(cards).where(eq(cards.purchaseTransferId, t.id)).limit(1);
    return { type: "card", name: t.memo, assigned: card !== undefined && card.usedBy === t.createdBy };
  }
  if (t.referenceType === "order" && t.referenceId !== null) {
    const [o] = await db.select({ id: orders.id, code: orders.code }).from(orders).where(eq(orders.id, t.referenceId)).limit(1);
    if (o) return { type: "order", id: o.id, code: o.code };
  }
  return null;
}

function depositSubject(d: typeof deposits.$inferSelect): ReceiptSubject {
  const { coin, txHash, reason } = d;
  return { type: "deposit", coin, coinAmount: unitsToDecimal(d.amount, COIN_DECIMALS), txHash, reason };
}

/** The form the member would use again; only for what they started themselves. */
function againOf(t: typeof transfers.$inferSelect, subject: ReceiptSubject | null, outgoing: boolean): ReceiptAgain | null {
  if (subject?.type === "withdrawal") return subject.method === "ccm" ? "withdrawCcm" : "withdraw";
  if (subject?.type === "deposit") return "deposit";
  if (!outgoing) return null;
  if (t.kind === "transfer") return "transfer";
  if (subject?.type === "package" && t.kind === "purchase") return "packages";
  if (subject?.type === "card") return "cards";
  // Restocking's ledger key says so (orders/restock.server.ts: `purchase:restock:…`); a checkout's is `purchase:order:…`.
  if (subject?.type === "order" && t.idempotencyKey.startsWith("purchase:restock:")) return "restock";
  return null;
}

/** The client's own key: the last part of the scoped key (`transfer:5:<key>`). */
const clientKey = (scoped: string) => scoped.slice(scoped.lastIndexOf(":") + 1);

/** One of the member's own transfers as a receipt; 404 when it does not exist or is not theirs. */
export async function receiptOf(userId: number, transferId: number): Promise<Receipt> {
  const row = await transferOf(userId, transferId);
  const { t } = row;
  const outgoing = row.debitOwner === userId;
  const [subject, storeId] = await Promise.all([subjectOf(t), systemStoreId()]);
  const other = outgoing
    ? { userId: row.creditOwner, code: row.creditCode, name: row.creditName, account: row.creditAccount }
    : { userId: row.debitOwner, code: row.debitCode, name: row.debitName, account: row.debitAccount };
  const party: ReceiptParty =
    other.userId === null || other.account === null
      ? { type: "system", code: other.code ?? "" }
      : other.userId === storeId
        ? { type: "store", name: other.name ?? "" }
        : { type: "member", name: other.name ?? other.account, account: other.account };
  const balanceAfter = t.status === "posted" ? (outgoing ? t.debitBalanceAfter : t.creditBalanceAfter) : null;
  return {
    reference: { type: "transfer", id: t.id },
    kind: t.kind,
    status: t.status,
    direction: outgoing ? "out" : "in",
    amount: unitsToDecimal(t.amount, COIN_DECIMALS),
    fee: "0",
    balanceAfter: balanceAfter === null ? null : unitsToDecimal(balanceAfter, COIN_DECIMALS),
    party,
    requestKey: t.createdBy === userId ? clientKey(t.idempotencyKey) : null,
    memo: t.memo,
    createdAt: t.createdAt,
    resolvedAt: t.resolvedAt,
    subject,
    again: againOf(t, subject, outgoing),
    storeAccount: subject?.type === "card" ? other.account : null,
  };
}

/**
 * A deposit request's receipt. Confirmed, it is its transfer's receipt; until then (waiting or
 * rejected) the request itself, without a balance after. Another member's id answers 404.
 */
export async function depositReceiptOf(userId: number, depositId: number): Promise<Receipt> {
  const [d] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)))
    .limit(1);
  if (!d) throw new DomainError("wallet:errors.notFound", 404);
  if (d.transferId !== null) return receiptOf(userId, d.transferId);
  return {
    reference: { type: "deposit", id: d.id },
    kind: "deposit",
    status: d.status,
    direction: "in",
    amount: unitsToDecimal(d.cctAmount, COIN_DECIMALS),
    fee: "0",
    balanceAfter: null,
    party: { type: "system", code: `deposits:${d.coin}` },
    requestKey: clientKey(d.idempotencyKey),
    memo: null,
    createdAt: d.createdAt,
    resolvedAt: d.decidedAt,
    subject: depositSubject(d),
    again: "deposit",
    storeAccount: null,
  };
}
