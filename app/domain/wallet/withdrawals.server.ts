import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { paginate, pendingFirst, sortedBy } from "~/db/paginate.server";
import { withRetry } from "~/db/retry.server";
import { users, withdrawals, type RequestStatus, type User, type Withdrawal, type WithdrawalMethod } from "~/db/schema";
import { isAdmin, isStaffOrAdmin, notifyWallet, requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import {
  assertSameRequest,
  fingerprint,
  hold,
  lockAccount,
  memberAccountId,
  once,
  post,
  rowsOf,
  scopedKey,
  systemAccountId,
  systemCodes,
  voidTransfer,
} from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, formatCoin, parseUnits, unitsToNumber } from "~/lib/money";
import type { SortOrder } from "~/lib/sort";
import type { WithdrawalInput } from "~/lib/wallet";
import type { withdrawalSorts } from "~/lib/wallet-terms";

import { approvalStep, assertMayDecide, controlsFor } from "./four-eyes.server";
import { getSettings } from "./settings.server";

export function publicWithdrawal(w: Withdrawal & { account?: string | null }) {
  return {
    id: w.id,
    user_id: w.userId,
    account: w.account ?? undefined,
    method: w.method,
    amount: unitsToNumber(w.amount, COIN_DECIMALS),
    address: w.address,
    status: w.status,
    payout_tx_hash: w.payoutTxHash,
    /** Four eyes: how many must approve it (fixed when it was made), who approved first while a second admin is awaited. */
    approvals_required: w.approvalsRequired,
    first_approved_by: w.firstApprovedBy,
    first_approved_at: w.firstApprovedAt,
    reason: w.reason,
    transfer_id: w.transferId,
    decided_at: w.decidedAt,
    created_at: w.createdAt,
  };
}
export type PublicWithdrawal = ReturnType<typeof publicWithdrawal>;

/** Which withdrawals a user may approve or reject: admins both kinds, staff the CCM ones. */
export function decidableMethods(user: User): WithdrawalMethod[] {
  if (isAdmin(user)) return ["usdt", "ccm"];
  if (isStaffOrAdmin(user)) return ["ccm"];
  return [];
}

async function withdrawalByKey(key: string): Promise<Withdrawal | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.idempotencyKey, key));
  return row;
}

const startOfUtcDay = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};

/**
 * Asks to withdraw: the password is checked, the amount is held at once (pending transfer to the
 * withdrawals clearing account). Minimum per request and a limit per member per UTC day (pending
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
            gte(withdrawals.createdAt, startOfUtcDay()),
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

async function decidedRefusal(id: number, visible: (w: Withdrawal) => boolean): Promise<never> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row || !visible(row)) throw new DomainError("wallet:errors.notFound", 404);
  throw new DomainError("wallet:errors.alreadyDecided", 409);
}

/** Closes a pending withdrawal (status change and post/void in one transaction, at most once). */
async function close(
  id: number,
  where: ReturnType<typeof and>,
  change: Partial<Withdrawal>,
  resolve: typeof post,
  recorded?: (tx: Tx, row: Withdrawal) => Promise<void>,
): Promise<Withdrawal | null> {
  return withRetry(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawals)
        .set(change)
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, "pending"), where))
        .returning();
      if (!row) return null;
      await resolve(row.transferId, tx);
      await recorded?.(tx, row);
      return row;
    }),
  );
}

/** The member takes back a pending withdrawal (the hold is released). Someone else's: 404. */
export async function cancelWithdrawal(user: User, id: number) {
  const row = await close(id, eq(withdrawals.userId, user.id), { status: "cancelled", decidedAt: new Date() }, voidTransfer);
  if (!row) return decidedRefusal(id, (w) => w.userId === user.id);
  return publicWithdrawal(row);
}

/**
 * Records `actor`'s approval as the first of two (the request stays pending), replacing `replacing`
 * (null: none yet; else an approval that lapsed). Null when another decision got there first.
 */
async function recordFirstApproval(actor: User, row: Withdrawal, payoutTxHash: string): Promise<Withdrawal | null> {
  const replacing = row.firstApprovedBy;
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(withdrawals)
      .set({ firstApprovedBy: actor.id, firstApprovedAt: new Date(), payoutTxHash })
      .where(
        and(
          eq(withdrawals.id, row.id),
          eq(withdrawals.status, "pending"),
          replacing === null ? isNull(withdrawals.firstApprovedBy) : eq(withdrawals.firstApprovedBy, replacing),
        ),
      )
      .returning();
    if (approved) {
      await audit(tx, {
        actor,
        action: "withdrawal.first_approval",
        target: { type: "withdrawal", id: row.id },
        before: { status: "pending", first_approved_by: replacing },
        after: { status: "pending", first_approved_by: actor.account, payout_tx_hash: payoutTxHash },
      });
    }
    return approved ?? null;
  });
}

function requireMethod(actor: User, method: WithdrawalMethod | undefined) {
  const allowed = decidableMethods(actor);
  if (!allowed.length || (method && !allowed.includes(method))) throw new DomainError("errors:forbidden", 403);
  return allowed;
}

type Decision = { intent: "approve"; payoutTxHash: string } | { intent: "reject"; reason: string };

/**
 * Approve (paid out: the payout hash is recorded and the hold posted) or reject (the hold is
 * voided, the amount available again); the member is notified either way. Four eyes: a request made
 * above the threshold is paid out by its second approval only (four-eyes.server.ts); refusing needs
 * one person.
 */
export async function decideWithdrawal(
  actor: User,
  id: number,
  decision: Decision,
  method?: WithdrawalMethod,
  attempt = 0,
): Promise<PublicWithdrawal> {
  const allowed = requireMethod(actor, method);
  const methods = method ? [method] : allowed;
  const [target] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.method, methods)));
  if (!target) throw new DomainError("wallet:errors.notFound", 404);
  await assertMayDecide(actor, target.userId, target.twoFactorRequired);
  if (target.status !== "pending") throw new DomainError("wallet:errors.alreadyDecided", 409);
  // A second approval pays out only while the first it completes still stands.
  let firstStands: SQL | undefined;
  if (decision.intent === "approve") {
    const step = await approvalStep(actor, target, target.amount, (u) => decidableMethods(u).includes(target.method));
    if (step === "first") {
      const recorded = await recordFirstApproval(actor, target, decision.payoutTxHash);
      if (recorded) return publicWithdrawal(recorded);
      if (attempt < 3) return decideWithdrawal(actor, id, decision, method, attempt + 1);
      throw new DomainError("wallet:errors.alreadyDecided", 409);
    }
    if (target.firstApprovedBy !== null) firstStands = eq(withdrawals.firstApprovedBy, target.firstApprovedBy);
  }
  const change: Partial<Withdrawal> =
    decision.intent === "approve"
      ? { status: "confirmed", payoutTxHash: decision.payoutTxHash }
      : { status: "rejected", reason: decision.reason };
  const row = await close(
    id,
    and(inArray(withdrawals.method, methods), firstStands),
    { ...change, decidedBy: actor.id, decidedAt: new Date() },
    decision.intent === "approve" ? post : voidTransfer,
    (tx, closed) =>
      audit(tx, {
        actor,
        action: decision.intent === "approve" ? "withdrawal.approved" : "withdrawal.rejected",
        target: { type: "withdrawal", id },
        before: { status: "pending", first_approved_by: closed.firstApprovedBy },
        after: { ...change, amount: closed.amount, member: closed.userId },
      }),
  );
  if (!row) {
    // Decided meanwhile, or its first approval changed under this one: look again.
    if (attempt < 3) return decideWithdrawal(actor, id, decision, method, attempt + 1);
    return decidedRefusal(id, (w) => methods.includes(w.method));
  }
  const amount = formatCoin(row.amount);
  if (decision.intent === "approve") {
    await notifyWallet(row.userId, "withdrawalApproved", { amount, hash: decision.payoutTxHash }, "/dashboard");
  } else {
    await notifyWallet(row.userId, "withdrawalRejected", { amount, reason: decision.reason }, "/dashboard");
  }
  return publicWithdrawal(row);
}

const columns = { ...getTableColumns(withdrawals), account: users.account };

const withdrawalOrder: Record<(typeof withdrawalSorts)[number], SQLWrapper> = {
  id: withdrawals.id,
  created: withdrawals.createdAt,
  member: sql`lower(${users.account})`,
  amount: withdrawals.amount,
  status: withdrawals.status,
};

/** Withdrawals of the given kinds for the back office: pending first (oldest first), then newest; or by a column. */
export async function listWithdrawals(
  methods: WithdrawalMethod[],
  status: RequestStatus | undefined,
  page: number,
  pageSize: number,
  sort?: SortOrder<(typeof withdrawalSorts)[number]> | null,
) {
  const where = and(inArray(withdrawals.method, methods), status ? eq(withdrawals.status, status) : undefined);
  const rows = db
    .select(columns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(...sortedBy(sort, withdrawalOrder, withdrawals.id, pendingFirst(withdrawals.status, withdrawals.id)));
  const { items, ...meta } = await paginate(rows, db.select({ total: count() }).from(withdrawals).where(where), page, pageSize);
  return { withdrawals: items.map(publicWithdrawal), ...meta };
}

export async function listMyWithdrawals(userId: number, limit = 20) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.id))
    .limit(limit);
  return rows.map(publicWithdrawal);
}
