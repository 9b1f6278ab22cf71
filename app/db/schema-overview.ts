import { bigint, date, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The back-office overview's figures per New York calendar day (decision 263), kept by triggers on
 * orders, users, deposits and withdrawals in the transaction of each write: a write appends its
 * change to overview_deltas (no row shared between writers, so no lock to wait for and no deadlock),
 * and the overview folds the deltas into overview_days before reading the sum of both.
 *
 * A metric is one figure of a day: "orders", "orders:<status>" (amount: USD cents) and "vnd:<status>"
 * (amount: đồng; the orders report's totals per status, decision 266), "live" (orders neither canceled nor
 * rejected, amount: USD cents), "live:vnd" and "live:cct" (their đồng and CCT by payment method),
 * "members" and "members:activated" (by sign-up day, the system store left out), "deposits" and
 * "withdrawals" (confirmed, by the day decided, amount: CCT 10^-8).
 */
const figures = {
  day: date("day", { mode: "string" }).notNull(),
  metric: text("metric").notNull(),
  count: bigint("count", { mode: "bigint" }).notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
};

export const overviewDays = pgTable("overview_days", figures, (t) => [primaryKey({ columns: [t.day, t.metric] })]);

export const overviewDeltas = pgTable("overview_deltas", figures);

/**
 * The members' accounts together (decision 266): how many, their balances and their held amounts,
 * as rows to add up. A trigger on accounts appends each statement's change in the writer's
 * transaction (the ledger's posting is the only writer of balances), so no two writers share a row;
 * overview_fold() folds the rows into one now and then.
 */
export const memberAccountTotals = pgTable("member_account_totals", {
  accounts: bigint("accounts", { mode: "bigint" }).notNull(),
  balance: bigint("balance", { mode: "bigint" }).notNull(),
  held: bigint("held", { mode: "bigint" }).notNull(),
});
