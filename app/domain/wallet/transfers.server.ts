import { db, type Tx } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import type { User } from "~/db/schema";
import { findUserByAccount, findUserById, notifyWallet, requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import {
  findTransferByKey,
  memberAccountId,
  memberBalance,
  scopedKey,
  systemAccountId,
  systemCodes,
  transfer,
  type LedgerResult,
} from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import type { Language } from "~/lib/i18n";
import { COIN_DECIMALS, formatCoin, parseUnits, unitsToDecimal } from "~/lib/money";
import type { AdjustmentInput, TransferInput } from "~/lib/schemas/wallet";

/** Why a transfer cannot be made (shown under the 'Transfer error' headline; decision 140). */
export type TransferProblem = "unknownAccount" | "yourself" | "moreThanAvailable";

/**
 * The specification's 'Transfer error', with the reason as a parameter (`reason`, and what it
 * names): the message stays 'Transfer error' for the API; the page says why under it.
 */
const transferError = (reason: TransferProblem, field: "account" | "amount", params: Record<string, string> = {}) =>
  new DomainError("wallet:errors.transferError", 422, field, { reason, ...params });

async function receiverOf(sender: User, account: string) {
  const receiver = await findUserByAccount(account);
  if (!receiver) throw transferError("unknownAccount", "account", { account });
  if (receiver.id === sender.id) throw transferError("yourself", "account");
  return receiver;
}

export interface PointTransfer {
  id: number;
  amount: string;
  to: { account: string; name: string };
  createdAt: Date;
  replayed: boolean;
}

/**
 * The confirmation step's checks, before the password is asked: the receiver exists and is not
 * the sender, and the amount is at most the sender's available balance. Answers who would receive
 * (the step shows the name).
 */
export async function checkTransfer(sender: User, account: string, amount: string) {
  const receiver = await receiverOf(sender, account);
  const { available } = await memberBalance(sender.id);
  const units = parseUnits(amount, COIN_DECIMALS);
  if (units !== null && units > available)
    throw transferError("moreThanAvailable", "amount", { available: formatCoin(available) });
  return { account: receiver.account, name: receiver.name };
}

/**
 * Sends CCT to another member at once (a posted transfer); the password is checked first; both
 * sides are notified once (a replay notifies nobody).
 */
export async function sendPoints(sender: User, input: TransferInput, key: string): Promise<PointTransfer> {
  await requireCurrentPassword(sender, input.password);
  const transferKey = scopedKey("transfer", sender.id, key);
  // A replay moves nothing and its code was already spent: only a new transfer asks for one.
  if (!(await findTransferByKey(transferKey))) await verifySecondFactor(sender.id, input.otp);
  const receiver = await receiverOf(sender, input.account);
  const amount = parseUnits(input.amount, COIN_DECIMALS)!;
  const result = await transfer({
    debit: await memberAccountId(sender.id),
    credit: await memberAccountId(receiver.id),
    amount,
    kind: "transfer",
    key: transferKey,
    createdBy: sender.id,
  });
  if (!result.replayed) {
    // Each side's notice opens the transfer's receipt (decision 206).
    const receipt = `/receipts/${result.transfer.id}`;
    await notifyWallet(
      sender.id,
      "transferSent",
      { amount: (lng) => formatCoin(amount, lng), account: receiver.account },
      receipt,
    );
    await notifyWallet(
      receiver.id,
      "transferReceived",
      { amount: (lng) => formatCoin(amount, lng), account: sender.account },
      receipt,
    );
  }
  return {
    id: result.transfer.id,
    amount: unitsToDecimal(result.transfer.amount, COIN_DECIMALS),
    to: { account: receiver.account, name: receiver.name },
    createdAt: result.transfer.createdAt,
    replayed: result.replayed,
  };
}

const adjustmentKey = (admin: User, key: string) => `adjustment:${admin.id}:${key}`;

/**
 * An admin's correction, inside the caller's transaction: credit or debit a member from/to the
 * adjustments account, with the reason. The movement only: who may make it (not one's own, 2FA,
 * four eyes) is decided by adjustments.server.ts, the way in for pages.
 */
export async function moveAdjustment(
  tx: Tx,
  admin: User,
  userId: number,
  input: AdjustmentInput,
  key: string,
): Promise<LedgerResult> {
  const wallet = await memberAccountId(userId, tx);
  const adjustments = await systemAccountId(systemCodes.adjustments, tx);
  const credit = input.direction === "credit";
  return transfer(
    {
      debit: credit ? adjustments : wallet,
      credit: credit ? wallet : adjustments,
      amount: parseUnits(input.amount, COIN_DECIMALS)!,
      kind: "adjustment",
      key: adjustmentKey(admin, key),
      memo: input.reason,
      createdBy: admin.id,
    },
    tx,
  );
}

/** The member is told of an adjustment made (once: a replay tells nobody). */
export async function notifyAdjustment(userId: number, input: AdjustmentInput): Promise<void> {
  const units = parseUnits(input.amount, COIN_DECIMALS)!;
  const amount = (lng: Language) => formatCoin(units, lng);
  const up = input.direction === "credit";
  await notifyWallet(userId, up ? "adjustedUp" : "adjustedDown", { amount, reason: input.reason }, "/dashboard");
}

/**
 * An adjustment made at once, with its audit entry in the same transaction. `allowed`, when given, is
 * asked first inside that transaction: false moves nothing and answers null, unless the key was used
 * already (asked after `allowed`, which may wait for an adjustment under way with the same key): a
 * replay answers its first result.
 */
export async function adjustBalance(
  admin: User,
  userId: number,
  input: AdjustmentInput,
  key: string,
  allowed?: (tx: Tx) => Promise<boolean>,
): Promise<LedgerResult | null> {
  const member = await findUserById(userId);
  if (!member) throw new DomainError("wallet:errors.notFound", 404);
  const result = await withRetry(() =>
    db.transaction(async (tx) => {
      if (allowed && !(await allowed(tx)) && !(await findTransferByKey(adjustmentKey(admin, key), tx))) return null;
      const moved = await moveAdjustment(tx, admin, member.id, input, key);
      if (!moved.replayed) {
        await audit(tx, {
          actor: admin,
          action: "wallet.adjustment",
          target: { type: "user", id: member.id },
          after: { ...input, transfer: moved.transfer.id },
        });
      }
      return moved;
    }),
  );
  if (result && !result.replayed) await notifyAdjustment(member.id, input);
  return result;
}
