// The requests an admin decides: members' deposits and withdrawals, adjustments above the
// four-eyes threshold (the wallet issue), and package refunds that need a second admin (decision 288).
// Amounts are bigint in 10^-8 of a coin.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { coins, requestStatuses, withdrawalMethods } from "../lib/wallet-terms";
import { createdAt, units } from "./schema-columns";
import { users } from "./schema-core";
import { packagePurchases } from "./schema-packages";
import { transfers } from "./schema-wallet";

/** What deposits and withdrawals share: the member, the status and who decided it when, the idempotency key. */
const requestColumns = () => ({
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "restrict" }),
  status: text("status", { enum: requestStatuses }).notNull().default("pending"),
  reason: text("reason"),
  idempotencyKey: text("idempotency_key").notNull(),
  fingerprint: text("fingerprint").notNull(),
  decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  createdAt: createdAt(),
  /**
   * Four eyes, fixed when the request is made (docs/money-controls.md): how many distinct admins must
   * approve it, and whether deciders need two-factor authentication. Settings changed later never
   * lower what a waiting request needs.
   */
  approvalsRequired: smallint("approvals_required").notNull().default(1),
  twoFactorRequired: boolean("two_factor_required").notNull().default(false),
});

/** A member's deposit request: `amount` of `coin` sent to the company address, CCT = amount × rate. */
export const deposits = pgTable(
  "deposits",
  {
    id: serial("id").primaryKey(),
    ...requestColumns(),
    coin: text("coin", { enum: coins }).notNull(),
    amount: units("amount").notNull(),
    /** CCT per coin, 10^-8, as quoted when the request was made. */
    rate: units("rate").notNull(),
    cctAmount: units("cct_amount").notNull(),
    txHash: text("tx_hash").notNull(),
    /** Four eyes: the first admin's approval while a second admin's is awaited. */
    firstApprovedBy: integer("first_approved_by").references(() => users.id),
    firstApprovedAt: timestamp("first_approved_at", { withTimezone: true }),
    transferId: bigint("transfer_id", { mode: "number" }).references(() => transfers.id),
  },
  (t) => [
    // One payment, one claim: the hash counts without its 0x prefix and whatever its letter case.
    uniqueIndex("deposits_tx_hash_norm_idx").on(t.coin, sql`lower(regexp_replace(${t.txHash}, '^0x', '', 'i'))`),
    uniqueIndex("deposits_idempotency_key_idx").on(t.idempotencyKey),
    index("deposits_status_idx").on(t.status, t.id),
    index("deposits_pending_idx")
      .on(t.createdAt, t.firstApprovedBy)
      .where(sql`${t.status} = 'pending'`),
    index("deposits_user_idx").on(t.userId, t.id),
    // What the queue shows of each member's deposits (depositHistories), from the index alone (decision 282).
    index("deposits_user_history_idx").on(t.userId, t.status, t.cctAmount),
    // The back office's queue order (queue-list.server.ts): pending oldest first, then the rest newest
    // first (decision 265); id and status after it so that a deep page's ids are read from the index
    // alone (an expression's columns must be in the index for an index-only scan, decision 274).
    index("deposits_queue_idx").on(
      sql`(${t.status} <> 'pending')`,
      sql`(case when ${t.status} = 'pending' then ${t.id} else -${t.id} end)`,
      t.id,
      t.status,
    ),
    check("deposits_amount_check", sql`${t.amount} > 0 and ${t.rate} > 0 and ${t.cctAmount} > 0`),
  ],
);

/** A member's withdrawal: the amount is held at once (transfer_id, pending) and posted or voided later. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    ...requestColumns(),
    method: text("method", { enum: withdrawalMethods }).notNull(),
    amount: units("amount").notNull(),
    address: text("address").notNull(),
    payoutTxHash: text("payout_tx_hash"),
    /** Four eyes: above the threshold the first approval is recorded here and a second admin pays out. */
    firstApprovedBy: integer("first_approved_by").references(() => users.id),
    firstApprovedAt: timestamp("first_approved_at", { withTimezone: true }),
    transferId: bigint("transfer_id", { mode: "number" })
      .notNull()
      .references(() => transfers.id),
  },
  (t) => [
    uniqueIndex("withdrawals_idempotency_key_idx").on(t.idempotencyKey),
    index("withdrawals_status_idx").on(t.method, t.status, t.id),
    // The overview's queues (decision 263): how many wait, since when, how many await a second admin,
    // from the index alone however many were ever paid.
    index("withdrawals_pending_idx")
      .on(t.method, t.createdAt, t.firstApprovedBy)
      .where(sql`${t.status} = 'pending'`),
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    // The back office's queue order, as the deposits' (decisions 265 and 274), the method filtered in the index.
    index("withdrawals_queue_idx").on(
      sql`(${t.status} <> 'pending')`,
      sql`(case when ${t.status} = 'pending' then ${t.id} else -${t.id} end)`,
      t.method,
      t.id,
      t.status,
    ),
    check("withdrawals_amount_check", sql`${t.amount} > 0`),
  ],
);

/**
 * Four eyes on balance adjustments: above the threshold an admin's adjustment waits here until a
 * second admin confirms it (then the transfer is made) or someone rejects it.
 */
export const adjustmentRequests = pgTable(
  "adjustment_requests",
  {
    id: serial("id").primaryKey(),
    ...requestColumns(),
    direction: text("direction", { enum: ["credit", "debit"] }).notNull(),
    amount: units("amount").notNull(),
    memo: text("memo").notNull(),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => users.id),
    transferId: bigint("transfer_id", { mode: "number" }).references(() => transfers.id),
  },
  (t) => [
    uniqueIndex("adjustment_requests_idempotency_key_idx").on(t.idempotencyKey),
    index("adjustment_requests_user_idx").on(t.userId, t.status),
    check("adjustment_requests_amount_check", sql`${t.amount} > 0`),
  ],
);
export type AdjustmentRequest = typeof adjustmentRequests.$inferSelect;

/**
 * Four eyes on package refunds (decision 288): a refund whose commission the referrer cannot give
 * back in full waits here until a second admin confirms it (then the refund is made, the referrer's
 * balance read again) or someone rejects it. `user_id` is the buyer; `memo` the refund's reason;
 * at most one waits per purchase.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    ...requestColumns(),
    purchaseId: integer("purchase_id")
      .notNull()
      .references(() => packagePurchases.id, { onDelete: "restrict" }),
    memo: text("memo").notNull(),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => users.id),
    /** What the referrer could not give back when it was asked (the refund reads their balance again). */
    shortfall: units("shortfall").notNull(),
  },
  (t) => [
    uniqueIndex("refund_requests_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("refund_requests_pending_idx")
      .on(t.purchaseId)
      .where(sql`${t.status} = 'pending'`),
    index("refund_requests_purchase_idx").on(t.purchaseId, t.id),
    check("refund_requests_shortfall_check", sql`${t.shortfall} >= 0`),
  ],
);
export type RefundRequest = typeof refundRequests.$inferSelect;
export type Deposit = typeof deposits.$inferSelect;
export type Withdrawal = typeof withdrawals.$inferSelect;
