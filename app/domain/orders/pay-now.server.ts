import type { Order } from "~/db/schema";
import { storeBank } from "~/domain/catalogue";
import { qrSvg, vietQrPayload } from "~/infra/vietqr.server";

/**
 * How to pay a bank-transfer order still awaiting payment (decision 187): the store's bank, the
 * exact amount, the order code as the transfer note, and the VietQR payload that carries them all.
 */
export interface PayNow {
  bin: string;
  bankName: string;
  bankFullName: string;
  account: string;
  holder: string;
  /** Whole đồng. */
  amountVnd: bigint;
  note: string;
  /** The EMVCo payload a banking app scans. */
  vietqr: string;
}

/** The instructions, or null: not a bank transfer, no longer awaiting payment, or a store without bank details. */
export async function payNowFor(
  order: Pick<Order, "storeId" | "code" | "totalVnd" | "paymentMethod" | "status">,
): Promise<PayNow | null> {
  if (order.paymentMethod !== "bank_vnd" || order.status !== "pending") return null;
  const bank = await storeBank(order.storeId);
  if (!bank) return null;
  const vietqr = vietQrPayload({ bin: bank.bin, account: bank.account, amount: order.totalVnd, note: order.code });
  const { bin, bankName, bankFullName, account, holder } = bank;
  return { bin, bankName, bankFullName, account, holder, amountVnd: order.totalVnd, note: order.code, vietqr };
}

/**
 * What an order page receives. The buyer gets the code drawn as inline SVG, made on the server (no
 * script, no request); the store's side reads only which bank the buyer was given (decision 228),
 * so neither the drawing nor the payload is made or sent for it.
 */
export async function payNowShown(payNow: PayNow | null, payer: boolean): Promise<PayNowShown | null> {
  if (!payNow) return null;
  const { vietqr, ...details } = payNow;
  return { ...details, qrSvg: payer ? await qrSvg(vietqr) : null };
}

export type PayNowShown = Omit<PayNow, "vietqr"> & { qrSvg: string | null };
