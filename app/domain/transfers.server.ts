import type { User } from "~/db/schema";
import { COIN_DECIMALS, formatCoin, parseUnits, unitsToDecimal } from "~/lib/money";
import type { AdjustmentInput, TransferInput } from "~/lib/wallet";

import { requireCurrentPassword } from "./current-password.server";
import { DomainError } from "./errors";
import { findTransferByKey, memberAccountId, systemAccountId, systemCodes, transfer, type LedgerResult } from "./ledger.server";
import { notifyWallet } from "./notifications.server";
import { verifySecondFactor } from "./two-factor.server";
import { findUserByAccount, findUserById } from "./users.server";

/** The specification's 'Transfer error': unknown receiver, or oneself. */
const transferError = () => new DomainError("wallet:errors.transferError", 422, "account");

export interface PointTransfer {
  id: number;
  amount: string;
  to: { account: string; name: string };
  created_at: Date;
  replayed: boolean;
}

/** Who would receive: the confirmation step shows the name. */
export async function transferReceiver(sender: User, account: string) {
  const receiver = await findUserByAccount(account);
  if (!receiver || receiver.id === sender.id) throw transferError();
  return { account: receiver.account, name: receiver.name };
}

/**
 * Sends CCT to another member at once (a posted transfer); the password is checked first; both
 * sides are notified once (a replay notifies nobody).
 */
export async function sendPoints(sender: User, input: TransferInput, key: string): Promise<PointTransfer> {
  await requireCurrentPassword(sender, input.password);
  // A replay moves nothing and its code was already spent: only a new transfer asks for one.
  if (!(await findTransferByKey(`transfer:${sender.id}:${key}`))) await verifySecondFactor(sender.id, input.otp);
  const receiver = await findUserByAccount(input.account);
  if (!receiver || receiver.id === sender.id) throw transferError();
  const amount = parseUnits(input.amount, COIN_DECIMALS)!;
  const result = await transfer({
    debit: await memberAccountId(sender.id),
    credit: await memberAccountId(receiver.id),
    amount,
    kind: "transfer",
    key: `transfer:${sender.id}:${key}`,
    createdBy: sender.id,
  });
  if (!result.replayed) {
    await notifyWallet(sender.id, "transferSent", { amount: formatCoin(amount), account: receiver.account }, "/dashboard");
    await notifyWallet(receiver.id, "transferReceived", { amount: formatCoin(amount), account: sender.account }, "/dashboard");
  }
  return {
    id: result.transfer.id,
    amount: unitsToDecimal(result.transfer.amount, COIN_DECIMALS),
    to: { account: receiver.account, name: receiver.name },
    created_at: result.transfer.createdAt,
    replayed: result.replayed,
  };
}

/**
 * An admin's correction: credit or debit a member from/to the adjustments account, with the
 * reason. The movement only: who may make it (not one's own, 2FA, four eyes) is decided by
 * adjustments.server.ts, the way in for pages.
 */
export async function adjustBalance(admin: User, userId: number, input: AdjustmentInput, key: string): Promise<LedgerResult> {
  const member = await findUserById(userId);
  if (!member) throw new DomainError("wallet:errors.notFound", 404);
  const wallet = await memberAccountId(member.id);
  const adjustments = await systemAccountId(systemCodes.adjustments);
  const amount = parseUnits(input.amount, COIN_DECIMALS)!;
  const credit = input.direction === "credit";
  const result = await transfer({
    debit: credit ? adjustments : wallet,
    credit: credit ? wallet : adjustments,
    amount,
    kind: "adjustment",
    key: `adjustment:${admin.id}:${key}`,
    memo: input.reason,
    createdBy: admin.id,
  });
  if (!result.replayed) {
    await notifyWallet(
      member.id,
      credit ? "adjustedUp" : "adjustedDown",
      { amount: formatCoin(amount), reason: input.reason },
      "/dashboard",
    );
  }
  return result;
}
