import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { ledgerChecks } from "~/db/schema";

import { forgetRolledBack, fullCheck, incrementalCheck, isLockBusy, lockMarks } from "./ledger-marks.server";
import type { LedgerCheck } from "./ledger.server";

/**
 * The ledger's invariant check off the request path (decisions 241, 269): a full check reads every
 * transfer (a second or more at a million transfers), so it runs nightly and when an admin asks; the
 * frequent scheduled check is incremental, from the last check's mark. Every result is stored; pages
 * show the latest and its age, and when the last full one ran.
 */

export type LedgerCheckKind = "full" | "incremental";

export interface StoredLedgerCheck extends LedgerCheck {
  checkedAt: Date;
  durationMs: number;
  /** The admin who asked for it; null: a scheduled check. */
  checkedBy: number | null;
  /** Every invariant holds (the sum is zero, nobody below their holds, balances match their transfers). */
  balanced: boolean;
  kind: LedgerCheckKind;
  /** The mark it left: transfers up to this id are counted (or kept open for the next check). */
  throughTransferId: number | null;
}

/** How many results are kept (the overview shows the latest; the rest is a short history). */
const kept = 50;

/** The invariants of one check hold. */
export function isBalanced(check: LedgerCheck): boolean {
  return check.sum === 0n && check.negativeMembers === 0 && check.mismatched === 0 && check.pendingMismatched === 0;
}

async function store(
  tx: Tx,
  kind: LedgerCheckKind,
  started: number,
  { through, ...check }: LedgerCheck & { through: number },
  checkedBy: number | null,
) {
  const durationMs = Math.round(performance.now() - started);
  const [row] = await tx
    .insert(ledgerChecks)
    .values({ ...check, durationMs, checkedBy, kind, throughTransferId: through })
    .returning();
  // The latest full one stays whatever its age: the overview says when it ran.
  await tx
    .delete(ledgerChecks)
    .where(
      and(
        lt(ledgerChecks.id, row.id - kept + 1),
        sql`${ledgerChecks.id} <> (select coalesce(max(id), 0) from ledger_checks where kind = 'full')`,
      ),
    );
  return row;
}

/** The mark the last check left (read under lockMarks): null when none did. */
async function lastMark(tx: Tx): Promise<number | null> {
  const [mark] = await tx
    .select({ through: ledgerChecks.throughTransferId })
    .from(ledgerChecks)
    .where(isNotNull(ledgerChecks.throughTransferId))
    .orderBy(desc(ledgerChecks.id))
    .limit(1);
  return mark?.through ?? null;
}

/**
 * A check's transaction: REPEATABLE READ, so that the full check's statements share one snapshot
 * (decision 270); its first statement is the lock, which takes none, so the snapshot sees what the
 * previous check committed.
 */
const checking = { isolationLevel: "repeatable read" } as const;

/** Runs the full check now ("Check now", nightly) and stores its result and the marks it leaves. */
export async function runLedgerCheck(checkedBy: number | null = null): Promise<StoredLedgerCheck> {
  const started = performance.now();
  const row = await db.transaction(async (tx) => {
    await lockMarks(tx);
    return store(tx, "full", started, await fullCheck(tx, await lastMark(tx)), checkedBy);
  }, checking);
  return stored(row);
}

/**
 * Runs the incremental check from the last check's mark and stores its result; a full one when there
 * is no mark yet (never checked, or only before marks existed). Then forgets the open ids that were
 * rolled back, if the transfers are quiet for a moment.
 */
export async function runIncrementalLedgerCheck(checkedBy: number | null = null): Promise<StoredLedgerCheck> {
  const started = performance.now();
  const row = await db.transaction(async (tx) => {
    await lockMarks(tx);
    const mark = await lastMark(tx);
    return mark === null
      ? store(tx, "full", started, await fullCheck(tx, null), checkedBy)
      : store(tx, "incremental", started, await incrementalCheck(tx, mark), checkedBy);
  }, checking);
  try {
    await db.transaction(async (tx) => {
      await lockMarks(tx);
      await forgetRolledBack(tx);
    });
  } catch (error) {
    if (!isLockBusy(error)) throw error;
  }
  return stored(row);
}

/** The latest stored result, or null when the ledger was never checked yet. */
export async function lastLedgerCheck(): Promise<(StoredLedgerCheck & { lastFullAt: Date | null }) | null> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
  if (!row) return null;
  const [full] =
    row.kind === "full"
      ? [row]
      : await db
          .select({ checkedAt: ledgerChecks.checkedAt })
          .from(ledgerChecks)
          .where(eq(ledgerChecks.kind, "full"))
          .orderBy(desc(ledgerChecks.id))
          .limit(1);
  return { ...stored(row), lastFullAt: full?.checkedAt ?? null };
}

/**
 * The frequent scheduled check, incremental: runs unless a check was stored within `minutes` (an
 * admin's "Check now" moments ago). Answers the result it ran, or null when it had nothing to do.
 */
export async function scheduledLedgerCheck(minutes: number): Promise<StoredLedgerCheck | null> {
  const [recent] = await db
    .select({ id: ledgerChecks.id })
    .from(ledgerChecks)
    .where(sql`${ledgerChecks.checkedAt} > now() - make_interval(mins => ${minutes}::int)`)
    .limit(1);
  return recent ? null : runIncrementalLedgerCheck();
}

/** The nightly full check, unless a full one ran within `hours` (an admin's "Check now"). */
export async function nightlyLedgerCheck(hours: number): Promise<StoredLedgerCheck | null> {
  const [recent] = await db
    .select({ id: ledgerChecks.id })
    .from(ledgerChecks)
    .where(and(eq(ledgerChecks.kind, "full"), sql`${ledgerChecks.checkedAt} > now() - make_interval(hours => ${hours}::int)`))
    .limit(1);
  return recent ? null : runLedgerCheck();
}

function stored(row: typeof ledgerChecks.$inferSelect): StoredLedgerCheck {
  const check: LedgerCheck = {
    sum: row.sum,
    negativeMembers: row.negativeMembers,
    mismatched: row.mismatched,
    pendingMismatched: row.pendingMismatched,
    accounts: row.accounts,
    transfers: row.transfers,
  };
  return {
    ...check,
    checkedAt: row.checkedAt,
    durationMs: row.durationMs,
    checkedBy: row.checkedBy,
    balanced: isBalanced(check),
    kind: row.kind,
    throughTransferId: row.throughTransferId,
  };
}
