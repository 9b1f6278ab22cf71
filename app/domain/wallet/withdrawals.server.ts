import { and, eq, gte, inArray, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import { rowsOf } from "~/db/rows.server";
import { withdrawals, type User, type Withdrawal, type WithdrawalMethod } from "~/db/schema";
import { isAdmin, isStaffOrAdmin, requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import {
  assertSameRequest,
  fingerprint,
  hold,
  lockAccount,
  memberAccountId,
  once,
  scopedKey,
  systemAccountId,
  systemCodes,
} from "~/domain/ledger";
import { formatDate, newYorkDay } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits, unitsToDecimal } from "~/lib/money";
import type { WithdrawalInput } from "~/lib/schemas/wallet";

import { adminRoleSince, controlsFor } from "./four-eyes.server";
import { getSettings } from "./settings.server";

/** A withdrawal as the app reads it: the amount as a decimal string of CCT (the API's shape: routes/api/presenters). */
export function withdrawalView(w: Withdrawal & { account?: string | null }) {
  return {
    id: w.id,
    userId: w.userId,
    account: w.account ?? undefined,
    method: w.method,
    amount: unitsToDecimal(w.amount, COIN_DECIMALS),
    address: w.address,
    status: w.status,
    payoutTxHash: w.payoutTxHash,
    /** Four eyes: how many must approve it (fixed when it was made), who approved first while a second admin is awaited. */
    approvalsRequired: w.approvalsRequired,
    firstApprovedBy: w.firstApprovedBy,
    firstApprovedAt: w.firstApprovedAt,
    reason: w.reason,
    transferId: w.transferId,
    decidedAt: w.decidedAt,
    createdAt: w.createdAt,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** Which withdrawals a user may approve or reject: admins both kinds, staff the CCM ones. */
export function decidableMethods(user: User): WithdrawalMethod[] {
  if (isAdmin(user)) return ["usdt", "ccm"];
  if (isStaffOrAdmin(user)) return ["ccm"];
  return [];
}

/** Since when the user holds a role that lets them decide withdrawals of `method` (the older of two; null: none). */
export function deciderSince(user: User, method: WithdrawalMethod): Date | null {
  const held = [adminRoleSince(user), method === "ccm" && user.isStaff ? user.staffSince : null];
  const times = held.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

async function withdrawalByKey(key: string): Promise<Withdrawal | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, key));
  return row;
}

/** Today's New York midnight: the daily limit counts a New York day, the day every page shows. */
const startOfToday = () => {
  const now = new Date();
  // Always a day the database reads (until the year 9999); were it not, a whole day back is the stricter count.
  return newYorkDay(formatDate(now)).start ?? new Date(now.getTime() - 86_400_000);
};

/**
 * Asks to withdraw: the password is checked, the amount is held at once (pending transfer to the
 * withdrawals clearing account). Minimum per request and a limit per member per New York day (pending
 * and paid requests count), checked while the member's wallet is locked so two requests at once
 * cannot both squeeze under it.
 */
export async function requestWithdrawal(user: User, input: WithdrawalInput, key: string) {
  await requireCurrentPassword(user, input.password);
  // A replay moves nothing and its code was already spent: only a new request asks for one.
  if (!(await withdrawalByKey(scopedKey("withdrawal", user.id, key)))) await verifySecondFactor(user.id, input.otp);
  const address = input.method === "ccm" ? (user.ccmAddress ?? "").trim() : (input.address ?? "").trim();
  if (!address) {
    throw input.method === "ccm"
      ? new DomainError("wallet:errors.ccmAddressMissing", 422)
      : new DomainError("validation:required", 422, "address");
  }
  return placeWithdrawal(user, { method: input.method, amount: parseUnits(input.amount, COIN_DECIMALS)!, address }, key);
}

/** The withdrawal itself, once the member proved who they are (also the demo data's way in). */
export async function placeWithdrawal(
  user: User,
  { method, amount, address }: { method: WithdrawalMethod; amount: bigint; address: string },
  key: string,
) {
  const print = fingerprint(method, amount, address);
  const idempotencyKey = scopedKey("withdrawal", user.id, key);
  const find = async () => {
    const row = await withdrawalByKey(idempotencyKey);
    if (row) assertSameRequest(row, print);
    return row;
  };
  // The same key racing, or failing a check the first request made true (its hold counts in the
  // daily limit): the first request's answer, whatever fails now.
  const { value, replayed } = await once({
    find,
    create: () => createWithdrawal(user, { method, amount, address }, idempotencyKey, print),
  });
  return { withdrawal: value, replayed };
}

async function createWithdrawal(
  user: User,
  { method, amount, address }: { method: WithdrawalMethod; amount: bigint; address: string },
  idempotencyKey: string,
  print: string,
): Promise<Withdrawal> {
  const settings = await getSettings();
  const min = parseUnits(settings.withdrawMin, COIN_DECIMALS) ?? 0n;
  const limit = parseUnits(settings.withdrawDailyLimit, COIN_DECIMALS) ?? 0n;
  if (amount < min) throw new DomainError("wallet:errors.belowMinimum", 422, "amount", { min: settings.withdrawMin });
  const wallet = await memberAccountId(user.id);
  const clearing = await systemAccountId(systemCodes.withdrawals);
  const controls = await controlsFor(amount);
  return withRetry(() =>
    db.transaction(async (tx) => {
      await lockAccount(tx, wallet);
      const [{ today }] = await tx
        .select({ today: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, user.id),
            inArray(withdrawals.status, ["pending", "confirmed"]),
            gte(withdrawals.createdAt, startOfToday()),
          ),
        );
      if (BigInt(today) + amount > limit) {
        throw new DomainError("wallet:errors.dailyLimit", 422, "amount", { limit: settings.withdrawDailyLimit });
      }
      const [{ id }] = rowsOf<{ id: number }>(
        await tx.execute(sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::int as id`),
      );
      const held = await hold(
        {
          debit: wallet,
          credit: clearing,
          amount,
          kind: "withdrawal",
          key: `withdrawal:${id}`,
          reference: { type: "withdrawal", id: Number(id) },
          memo: `${method.toUpperCase()} ${address}`,
          createdBy: user.id,
        },
        tx,
      );
      const [row] = await tx
        .insert(withdrawals)
        .values({
          id: Number(id),
          userId: user.id,
          method,
          amount,
          address,
          transferId: held.transfer.id,
          idempotencyKey,
          fingerprint: print,
          ...controls,
        })
        .returning();
      return row;
    }),
  );
}
