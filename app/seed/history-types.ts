/** The shapes of the demo history's plan (history-plan.ts makes it, history.server.ts writes it). */
import type { Totals } from "~/lib/cart";
import type { OrderActor, OrderStatus } from "~/lib/order-status";
import type { Coin, WithdrawalMethod } from "~/lib/wallet-terms";

export interface CatalogueItem {
  name: string;
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
}

export interface PlannedMember {
  account: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  ccmAddress: string;
  joinedAt: number;
  /** null: never activated their account (they do nothing else). */
  activatedAt: number | null;
  /** Sellers' products (indexes into the catalogue given to the plan), with their price factor and stock. */
  shop: { items: number[]; factor: number; stock: number[] } | null;
}

/** One side of a movement: a member's wallet or a system account. */
export type Side = { member: number } | { system: "deposits" | "withdrawals"; coin?: Coin };

/** A money movement; `ref` names the deposit, withdrawal or order it belongs to (ids are known only when written). */
export type PlannedMovement =
  | {
      op: "transfer" | "hold";
      at: number;
      debit: Side;
      credit: Side;
      amount: bigint;
      kind: "deposit" | "withdrawal" | "purchase";
      ref: { type: "deposit" | "withdrawal" | "order"; index: number };
      createdBy: { member: number } | "admin";
    }
  | { op: "post" | "void"; at: number; ref: { type: "withdrawal" | "order"; index: number } };

export interface PlannedDeposit {
  member: number;
  coin: Coin;
  amount: bigint;
  rate: bigint;
  cct: bigint;
  txHash: string;
  createdAt: number;
  status: "pending" | "confirmed" | "rejected";
  decidedAt: number | null;
  reason: string | null;
}

export interface PlannedWithdrawal {
  member: number;
  method: WithdrawalMethod;
  amount: bigint;
  address: string;
  createdAt: number;
  status: "pending" | "confirmed" | "rejected" | "cancelled";
  decidedAt: number | null;
  decidedBy: "admin" | "staff" | null;
  reason: string | null;
  payoutTxHash: string | null;
}

export interface PlannedOrder {
  code: string;
  seller: number;
  buyer: number | null;
  name: string;
  phone: string;
  email: string;
  address: string;
  receivingArea: "MB" | "MN" | "AT_HOME";
  paymentMethod: "bank_vnd" | "cct";
  status: OrderStatus;
  totals: Totals;
  lines: { item: number; quantity: number; price: bigint; vndToPay: bigint; ccmToPay: bigint; totals: Totals }[];
  events: { actor: number | null; role: OrderActor; from: OrderStatus | null; to: OrderStatus; at: number }[];
  createdAt: number;
}

export interface HistoryPlan {
  members: PlannedMember[];
  deposits: PlannedDeposit[];
  withdrawals: PlannedWithdrawal[];
  orders: PlannedOrder[];
  /** In the order they happened. */
  movements: PlannedMovement[];
}
