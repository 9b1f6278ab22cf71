import { and, eq, gt, isNull, or, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { deposits, type Coin, type Deposit, type User } from "~/db/schema";
import { assertAdmin, notifyWallet } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import {
  assertSameRequest,
  fingerprint,
  memberAccountId,
  once,
  scopedKey,
  systemAccountId,
  systemCodes,
  transfer,
} from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, formatCoin, parseUnits, unitsToDecimal } from "~/lib/money";
import { type DepositInput } from "~/lib/schemas/wallet";
import { depositPages, quoteUnits } from "~/lib/wallet-terms";

import { adminRoleSince, approvalStep, assertMayDecide, controlsFor, fitsAloneToday } from "./four-eyes.server";
import { fourEyesThreshold, getSettings, rateUnits } from "./settings.server";

/** A deposit as the app reads it: amounts as decimal strings of their coin / of CCT (the API's shape: routes/api/presenters). */
export function depositView(d: Deposit & { account?: string | null }) {
  return {
    id: d.id,
    userId: d.userId,
    account: d.account ?? undefined,
    coin: d.coin,
    amount: unitsToDecimal(d.amount, COIN_DECIMALS),
    rate: unitsToDecimal(d.rate, COIN_DECIMALS),
    cctAmount: unitsToDecimal(d.cctAmount, COIN_DECIMALS),
    txHash: d.txHash,
    status: d.status,
    reason: d.reason,
    transferId: d.transferId,
    /** Four eyes: how many admins must confirm it, and who confirmed first while a second is awaited. */
    approvalsRequired: d.approvalsRequired,
    firstApprovedBy: d.firstApprovedBy,
    firstApprovedAt: d.firstApprovedAt,
    decidedAt: d.decidedAt,
    createdAt: d.createdAt,
  };
}
export type DepositView = ReturnType<typeof depositView>;

/** The quote at the current rate, computed on the server (the page's preview is only a preview). */
export async function depositQuote(coin: Coin, amountText: string) {
  const settings = await getSettings();
  const rate = rateUnits(settings, coin);
  const amount = parseUnits(amountText, COIN_DECIMALS);
  return {
    coin,
    rate: settings.rates[coin],
    address: settings.addresses[coin],
    cct: amount && amount > 0n ? unitsToDecimal(quoteUnits(amount, rate), COIN_DECIMALS) : null,
  };
}

/**
 * A pending deposit request at the current rate. A transaction hash counts once per coin
 * (case-insensitive; the unique index decides, also between racing requests).
 */
export async function requestDeposit(
  user: User,
  input: DepositInput,
  key: string,
): Promise<{ deposit: Deposit; replayed: boolean }> {
  const idempotencyKey = scopedKey("deposit", user.id, key);
  const print = fingerprint(input.coin, input.amount, input.txHash.toLowerCase());
  const find = async () => {
    const [row] = await db.select().from(deposits).where(eq(deposits.idempotencyKey, idempotencyKey));
    if (row) assertSameRequest(row, print);
    return row;
  };
  const create = async () => {
    const settings = await getSettings();
    const rate = rateUnits(settings, input.coin);
    const amount = parseUnits(input.amount, COIN_DECIMALS)!;
    const cctAmount = quoteUnits(amount, rate);
    if (cctAmount <= 0n) throw new DomainError("wallet:errors.amountTooSmall", 422, "amount");
    const controls = await controlsFor(cctAmount);
    const [row] = await db
      .insert(deposits)
      .values({
        userId: user.id,
        coin: input.coin,
        amount,
        rate,
        cctAmount,
        txHash: input.txHash,
        idempotencyKey,
        fingerprint: print,
        ...controls,
      })
      .returning();
    return row;
  };
  try {
    // The same key racing: the first request's answer, whichever unique index stopped this one.
    const { value, replayed } = await once({ find, create });
    return { deposit: value, replayed };
  } catch (error) {
    if (isUniqueViolation(error, "deposits_tx_hash_norm_idx")) throw new DomainError("wallet:errors.txHashUsed", 409, "txHash");
    throw error;
  }
}

async function decidedRefusal(id: number): Promise<never> {
  const [row] = await db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id));
  if (!row) throw new DomainError("wallet:errors.notFound", 404);
  throw new DomainError("wallet:errors.alreadyDecided", 409);
}

/**
 * Records `actor`'s approval as the first of two (replacing one that lapsed), inside the caller's
 * transaction; null when beaten to it. `dayTotal`: one admin's deposits of the member's last 24 hours
 * would pass the threshold with it, so it needs two approvals from now on (decision 290).
 */
async function recordFirstApproval(tx: Tx, actor: User, row: Deposit, dayTotal = false): Promise<Deposit | null> {
  const replacing = row.firstApprovedBy;
  const [approved] = await tx
    .update(deposits)
    .set({ firstApprovedBy: actor.id, firstApprovedAt: new Date(), ...(dayTotal ? { approvalsRequired: 2 } : {}) })
    .where(
      and(
        eq(deposits.id, row.id),
        eq(deposits.status, "pending"),
        replacing === null ? isNull(deposits.firstApprovedBy) : eq(deposits.firstApprovedBy, replacing),
      ),
    )
    .returning();
  if (approved) {
    await audit(tx, {
      actor,
      action: "deposit.first_approval",
      target: { type: "deposit", id: row.id },
      before: { status: "pending", first_approved_by: replacing },
      after: {
        status: "pending",
        first_approved_by: actor.account,
        cct: row.cctAmount,
        member: row.userId,
        ...(dayTotal ? { approvals_required: 2, why: "day_total" } : {}),
      },
    });
  }
  return approved ?? null;
}

/**
 * What the member's deposits confirmed by one admin alone (no second approval) came to in the last 24
 * hours (decision 290).
 */
async function depositedAloneToday(tx: Tx, userId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${deposits.cctAmount}), 0)::text` })
    .from(deposits)
    .where(
      and(
        eq(deposits.userId, userId),
        eq(deposits.status, "confirmed"),
        gt(deposits.decidedAt, sql`now() - interval '24 hours'`),
        or(isNull(deposits.firstApprovedBy), eq(deposits.firstApprovedBy, deposits.decidedBy)),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/**
 * Confirms a pending deposit (admins only: deposits are checked against the chain by hand): credits
 * its CCT from the coin's clearing account. A deposit made above the four-eyes threshold is credited
 * by a second admin's confirmation only; the first is recorded and the deposit stays pending. The
 * status change and the transfer are one transaction, and the transfer's key is the deposit's, so two
 * admins clicking at once confirm it once: the second waits on the row, then finds it decided.
 */
export async function confirmDeposit(admin: User, id: number, attempt = 0): Promise<DepositView> {
  assertAdmin(admin);
  const [target] = await db.select().from(deposits).where(eq(deposits.id, id));
  if (!target) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(admin, target.userId, target.twoFactorRequired);
  if (target.status !== "pending") throw new DomainError("wallet:errors.alreadyDecided", 409);
  const step = await approvalStep(admin, target, target.cctAmount, adminRoleSince);
  if (step === "first") {
    const recorded = await db.transaction((tx) => recordFirstApproval(tx, admin, target));
    if (recorded) return depositView(recorded);
    if (attempt < 3) return confirmDeposit(admin, id, attempt + 1);
    throw new DomainError("wallet:errors.alreadyDecided", 409);
  }
  // A confirmation that is not a second approval is one admin's alone: with the member's other such
  // deposits of the last 24 hours it stays within the threshold, or it becomes the first of two.
  const alone = target.firstApprovedBy === null || target.firstApprovedBy === admin.id;
  const threshold = alone ? await fourEyesThreshold() : 0n;
  const firstStands =
    target.firstApprovedBy === null ? isNull(deposits.firstApprovedBy) : eq(deposits.firstApprovedBy, target.firstApprovedBy);
  const member = await memberAccountId(target.userId);
  const clearing = await systemAccountId(systemCodes.deposits(target.coin));
  const decided = await withRetry(() =>
    db.transaction(async (tx) => {
      if (alone && !(await fitsAloneToday(tx, target.userId, target.cctAmount, threshold, depositedAloneToday))) {
        const first = await recordFirstApproval(tx, admin, target, true);
        return first && { step: "first" as const, deposit: first };
      }
      const [row] = await tx
        .update(deposits)
        .set({ status: "confirmed", decidedBy: admin.id, decidedAt: new Date() })
        .where(and(eq(deposits.id, id), eq(deposits.status, "pending"), firstStands))
        .returning();
      if (!row) return null;
      const result = await transfer(
        {
          debit: clearing,
          credit: member,
          amount: row.cctAmount,
          kind: "deposit",
          key: `deposit:${row.id}`,
          reference: { type: "deposit", id: row.id },
          memo: `${row.coin} ${row.txHash}`,
          createdBy: admin.id,
        },
        tx,
      );
      const [done] = await tx.update(deposits).set({ transferId: result.transfer.id }).where(eq(deposits.id, id)).returning();
      await audit(tx, {
        actor: admin,
        action: "deposit.confirmed",
        target: { type: "deposit", id },
        before: { status: "pending", first_approved_by: row.firstApprovedBy },
        after: { status: "confirmed", cct: done.cctAmount, member: done.userId, transfer: result.transfer.id },
      });
      return { step: "final" as const, deposit: done };
    }),
  );
  if (!decided) {
    if (attempt < 3) return confirmDeposit(admin, id, attempt + 1);
    return decidedRefusal(id);
  }
  if (decided.step === "first") return depositView(decided.deposit);
  const confirmed = decided.deposit;
  await notifyWallet(
    confirmed.userId,
    "depositConfirmed",
    { amount: (lng) => formatCoin(confirmed.cctAmount, lng), coin: confirmed.coin },
    "/dashboard",
  );
  return depositView(confirmed);
}

export async function rejectDeposit(admin: User, id: number, reason: string) {
  assertAdmin(admin);
  const [target] = await db.select().from(deposits).where(eq(deposits.id, id));
  await assertMayDecide(admin, target?.userId, target?.twoFactorRequired);
  const row = await db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(deposits)
      .set({ status: "rejected", reason, decidedBy: admin.id, decidedAt: new Date() })
      .where(and(eq(deposits.id, id), eq(deposits.status, "pending")))
      .returning();
    if (rejected) {
      await audit(tx, {
        actor: admin,
        action: "deposit.rejected",
        target: { type: "deposit", id },
        before: { status: "pending" },
        after: { status: "rejected", reason, member: rejected.userId },
      });
    }
    return rejected;
  });
  if (!row) return decidedRefusal(id);
  await notifyWallet(row.userId, "depositRejected", { coin: row.coin, reason }, depositPages[row.coin]);
  return depositView(row);
}
