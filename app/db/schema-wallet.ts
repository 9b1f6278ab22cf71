// The CCT ledger, its checks and the wallet settings (the wallet issue; the requests an admin
// decides are in schema-requests.ts). Amounts are bigint in 10^-8 of a coin.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { transferKinds, transferStatuses } from "../lib/wallet-terms";
import { createdAt, units } from "./schema-columns";
import { users } from "./schema-core";

export {
  type Coin,
  coins,
  type TransferKind,
  transferKinds,
  type TransferStatus,
  transferStatuses,
  type RequestStatus,
  requestStatuses,
  type WithdrawalMethod,
  withdrawalMethods,
} from "../lib/wallet-terms";

export const accountKinds = ["member", "system"] as const;

/**
 * One CCT wallet per member (user_id) and the system accounts (code: deposits:USDT, withdrawals,
 * adjustments, …). Only app/domain/ledger/ledger.server.ts changes `balance` and `pending_debits`.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: accountKinds }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    code: text("code"),
    balance: units("balance")
      .notNull()
      .default(sql`0`),
    pendingDebits: units("pending_debits")
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_user_idx").on(t.userId),
    uniqueIndex("accounts_code_idx").on(t.code),
    check(
      "accounts_owner_check",
      sql`(${t.kind} = 'member' and ${t.userId} is not null) or (${t.kind} = 'system' and ${t.code} is not null)`,
    ),
    check("accounts_pending_check", sql`${t.pendingDebits} >= 0`),
    // A member can never spend what they do not have, whatever the code does.
    check("accounts_available_check", sql`${t.kind} <> 'member' or ${t.balance} - ${t.pendingDebits} >= 0`),
  ],
);

/** Double-entry transfers. A posted or voided transfer is never changed again. */
export const transfers = pgTable(
  "transfers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => accounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => accounts.id),
    amount: units("amount").notNull(),
    kind: text("kind", { enum: transferKinds }).notNull(),
    status: text("status", { enum: transferStatuses }).notNull(),
    referenceType: text("reference_type"),
    referenceId: integer("reference_id"),
    memo: text("memo"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the request's parameters: the same key with other parameters is refused (409). */
    fingerprint: text("fingerprint").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When it was posted or voided. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Balances right after posting (for statements with a running balance). */
    debitBalanceAfter: units("debit_balance_after"),
    creditBalanceAfter: units("credit_balance_after"),
  },
  (t) => [
    uniqueIndex("transfers_idempotency_key_idx").on(t.idempotencyKey),
    // No (account, id) nor (reference_type, reference_id) index: no query used them (decision 270); an
    // account's rows are found by the _kind_ and _shown_ indexes below, which begin with the account.
    // (created_at, id) serves the back office's sort by date both ways with the id tiebreak (decision 240).
    index("transfers_created_idx").on(t.createdAt, t.id),
    // A member's statement, newest first by the time the money moved: keyset-ready per side (decision 240).
    index("transfers_debit_shown_idx").on(t.debitAccountId, sql`coalesce(${t.resolvedAt}, ${t.createdAt})`, t.id),
    index("transfers_credit_shown_idx").on(t.creditAccountId, sql`coalesce(${t.resolvedAt}, ${t.createdAt})`, t.id),
    // Which kinds a member's statement holds (its kind filter offers those): a probe per kind and side (decision 267).
    index("transfers_debit_kind_idx").on(t.debitAccountId, t.kind),
    index("transfers_credit_kind_idx").on(t.creditAccountId, t.kind),
    // The pending ones, few: the incremental ledger check finds which open transfers are still pending here (decision 269).
    index("transfers_pending_idx")
      .on(t.id, t.debitAccountId, t.amount)
      .where(sql`${t.status} = 'pending'`),
    check("transfers_amount_check", sql`${t.amount} > 0`),
    check("transfers_accounts_check", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      "transfers_posted_check",
      sql`(${t.status} = 'posted') = (${t.debitBalanceAfter} is not null and ${t.creditBalanceAfter} is not null)`,
    ),
  ],
);

/** Admin-edited wallet settings (rates, receiving addresses, withdrawal limits); defaults in code. */
export const walletSettings = pgTable("wallet_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ledger's invariant checks (checkLedger), run in the background and by an admin's "Check now"
 * (decision 241): the overview shows the latest one and its age, the same in every process, instead
 * of scanning every transfer on each view. The last few are kept.
 */
export const ledgerChecks = pgTable("ledger_checks", {
  id: serial("id").primaryKey(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  /** How long the check took, milliseconds. */
  durationMs: integer("duration_ms").notNull(),
  sum: units("sum").notNull(),
  negativeMembers: integer("negative_members").notNull(),
  mismatched: integer("mismatched").notNull(),
  pendingMismatched: integer("pending_mismatched").notNull(),
  accounts: integer("accounts").notNull(),
  transfers: bigint("transfers", { mode: "number" }).notNull(),
  /** The admin who asked for it; null: the scheduled check. */
  checkedBy: integer("checked_by").references(() => users.id, { onDelete: "set null" }),
  /**
   * full: every transfer read; incremental: only the transfers after the last check's mark and the
   * ones it left open (decision 269). `transfers` is then how many it read.
   */
  kind: text("kind", { enum: ["full", "incremental"] })
    .notNull()
    .default("full"),
  /** The mark: every transfer up to this id is counted in ledger_check_marks or listed in ledger_check_open. */
  throughTransferId: bigint("through_transfer_id", { mode: "number" }),
});
export type LedgerCheckRow = typeof ledgerChecks.$inferSelect;

/**
 * Per account, the sum of its posted transfers the last check counted (decision 269): the next
 * incremental check adds what changed since and compares the accounts it touches with it.
 */
export const ledgerCheckMarks = pgTable("ledger_check_marks", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id),
  posted: units("posted").notNull(),
});

/**
 * Transfer ids at or below the mark that the next check must read again: pending ones (they may
 * still be posted or voided) and ids not visible to the last check (a transaction still in flight
 * then, or one rolled back). No foreign key: a rolled-back id has no transfer.
 */
export const ledgerCheckOpen = pgTable("ledger_check_open", {
  transferId: bigint("transfer_id", { mode: "number" }).primaryKey(),
  /** It was pending (true) or not visible (false) to the last check: unchanged pending ones are not compared again. */
  pending: boolean("pending").notNull(),
});

export type Account = typeof accounts.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;
