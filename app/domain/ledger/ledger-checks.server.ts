import { desc, lt, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { ledgerChecks } from "~/db/schema";

import { checkLedger, type LedgerCheck } from "./ledger.server";

/**
 * The ledger's invariant check off the request path (decision 241): checkLedger() reads every
 * transfer twice (a second or more at a million transfers), so it runs in the background and when an
 * admin asks, and its result is stored; pages show the latest stored result and its age.
 */

export interface StoredLedgerCheck extends LedgerCheck {
  checkedAt: Date;
  durationMs: number;
  /** The admin who asked for it; null: the scheduled check. */
  checkedBy: number | null;
  /** Every invariant holds (the sum is zero, nobody below their holds, balances match their transfers). */
  balanced: boolean;
}

/** How many results are kept (the overview shows the latest; the rest is a short history). */
const kept = 50;

/** The invariants of one check hold. */
export function isBalanced(check: LedgerCheck): boolean {
  return check.sum === 0n && check.negativeMembers === 0 && check.mismatched === 0 && check.pendingMismatched === 0;
}

/** Runs the full check now and stores its result (the older ones beyond `kept` removed). */
export async function runLedgerCheck(checkedBy: number | null = null): Promise<StoredLedgerCheck> {
  const started = performance.now();
  const check = await checkLedger();
  const durationMs = Math.round(performance.now() - started);
  const [row] = await db
    .insert(ledgerChecks)
    .values({ ...check, durationMs, checkedBy })
    .returning();
  await db.delete(ledgerChecks).where(lt(ledgerChecks.id, row.id - kept + 1));
  return stored(row);
}

/** The latest stored result, or null when the ledger was never checked yet. */
export async function lastLedgerCheck(): Promise<StoredLedgerCheck | null> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
  return row ? stored(row) : null;
}

/**
 * The scheduled check: runs unless another process (or an admin) checked within `minutes`, so that
 * several workers on one database check about once per interval between them, not once each.
 * Answers the result it ran, or null when it had nothing to do.
 */
export async function scheduledLedgerCheck(minutes: number): Promise<StoredLedgerCheck | null> {
  const [recent] = await db
    .select({ id: ledgerChecks.id })
    .from(ledgerChecks)
    .where(sql`${ledgerChecks.checkedAt} > now() - make_interval(mins => ${minutes}::int)`)
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
  };
}
