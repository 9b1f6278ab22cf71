/**
 * The wallet's words and small rules, without the form schemas (lib/wallet.ts): what pages and
 * components need in the browser, so that they do not load zod with them.
 */
import { readTypedAmount } from "./amount-input";
import { COIN_DECIMALS, COIN_SCALE, parseUnits, unitsToDecimal } from "./money";

export const coins = ["USDT", "ZAFI", "CCT"] as const;
export type Coin = (typeof coins)[number];

/** The deposit page of each coin. */
export const depositPages = { USDT: "/invest-usdt", ZAFI: "/deposite-zafi", CCT: "/deposite-ccm" } as const satisfies Record<
  Coin,
  string
>;

/**
 * The chain each coin is received on (decision 202): the addresses in the settings are a TRON address
 * for USDT and BNB Smart Chain addresses for ZAFI and CCT. The deposit page names it beside the address,
 * as a wallet app does: a coin sent on another network is lost.
 */
export const depositNetworks = { USDT: "trc20", ZAFI: "bep20", CCT: "bep20" } as const satisfies Record<Coin, string>;

/** The ledger's own accounts (codes `deposits:USDT`, `withdrawals`…): people read their names, never the codes. */
export const systemAccounts = ["deposits", "withdrawals", "adjustments", "revenue", "commissions"] as const;
export type SystemAccount = (typeof systemAccounts)[number];

/** What a system account's code names: `deposits:USDT` → { account: "deposits", coin: "USDT" }; an unknown code is "other". */
export function systemAccountOf(code: string): { account: SystemAccount | "other"; coin: string } {
  const [base, coin = ""] = code.split(":");
  return { account: (systemAccounts as readonly string[]).includes(base) ? (base as SystemAccount) : "other", coin };
}

/** CCT received for `amount` coins at `rate` (both 10^-8), rounded down to 10^-8. */
export function quoteUnits(amount: bigint, rate: bigint): bigint {
  return (amount * rate) / COIN_SCALE;
}

/** The quote on the amount as typed and the rate (for the live preview); null when the amount is not a valid amount. */
export function quote(amountText: string, rateText: string): string | null {
  const amount = parseUnits(readTypedAmount(amountText), COIN_DECIMALS);
  const rate = parseUnits(rateText, COIN_DECIMALS);
  if (amount === null || rate === null || amount <= 0n) return null;
  return unitsToDecimal(quoteUnits(amount, rate), COIN_DECIMALS);
}

export const withdrawalMethods = ["usdt", "ccm"] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

export const requestStatuses = ["pending", "confirmed", "rejected", "cancelled"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The columns the back office's deposit and withdrawal queues sort by (?sort=, lib/sort.ts); pending first by default. */
export const depositSorts = ["id", "created", "member", "amount", "cct", "status"] as const;
export const withdrawalSorts = ["id", "created", "member", "amount", "status"] as const;

/** The columns /admin/transactions sorts by; newest first by default. */
export const transactionSorts = ["id", "created", "kind", "amount", "status"] as const;

/** ?status= when it is a known status. */
export function requestStatusParam(value: string | null): RequestStatus | undefined {
  return requestStatuses.find((s) => s === value);
}

/** A fresh idempotency key (forms get one each time they are rendered). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** What a ledger transfer is for, and where it stands (two-phase: pending, then posted or voided). */
export const transferKinds = ["deposit", "withdrawal", "transfer", "purchase", "refund", "commission", "adjustment"] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferStatuses = ["pending", "posted", "voided"] as const;
export type TransferStatus = (typeof transferStatuses)[number];
