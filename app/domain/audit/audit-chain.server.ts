import { asc, gt, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/*
 * The audit log's hash chain (decision 178): the database writes each entry's `hash` over its
 * content and the previous entry's hash (`drizzle/*_audit_hash_chain.sql`, `audit_log_hash`).
 * Checking walks the entries in id order, a batch at a time (memory stays the same however long the
 * log): each must hash to what it stores, and name the hash of the entry before it as `prev_hash`
 * (the first names none). An entry changed after it was written fails the first test, one removed
 * fails the second at the entry after it.
 */

export type ChainCheck =
  | { intact: true; entries: number; head: { id: number; hash: string } | null }
  | { intact: false; entries: number; brokenAt: number };

const batchSize = 2000;

/** A check's start: the whole log (none), or after an intact head already checked. */
type Checked = { entries: number; head: { id: number; hash: string } | null };

export async function verifyAuditChain(batch = batchSize, from?: Checked): Promise<ChainCheck> {
  let prev: string | null = from?.head?.hash ?? null;
  let after = from?.head?.id ?? 0;
  let head = from?.head ?? null;
  let entries = from?.entries ?? 0;
  for (;;) {
    const rows = await db
      .select({
        id: auditLog.id,
        prevHash: auditLog.prevHash,
        hash: auditLog.hash,
        computed: sql<string>`audit_log_hash(${auditLog})`,
      })
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(batch);
    for (const row of rows) {
      if (row.hash === null || row.hash !== row.computed || row.prevHash !== prev) {
        return { intact: false, entries, brokenAt: row.id };
      }
      prev = row.hash;
      head = { id: row.id, hash: row.hash };
      entries += 1;
    }
    if (rows.length < batch) return { intact: true, entries, head };
    after = head!.id;
  }
}

/** How long the audit page shows a check before it makes another. */
const checkFreshForMs = 60_000;
/** How old the last whole walk may be before a page's check walks the whole log again. */
const wholeWalkEveryMs = 60 * 60_000;
let lastCheck: { at: number; check: Promise<ChainCheck> } | undefined;
let lastWhole: { at: number; intact: Checked } | undefined;

/**
 * The chain's state for the audit page. A whole walk costs about a second per 100,000 entries, so
 * a check is shared by the pages loaded within a minute of it and by those loaded while it runs,
 * and within an hour of an intact whole walk a page's check goes on from the head it reached (the
 * log only grows: the entries written since are walked, and the link to the old head is tested).
 * A change to an older entry is found by the next whole walk: hourly, on restart, or at once by
 * `now`, the page's "Check now".
 */
export function auditChainStatus(now = false): Promise<ChainCheck> {
  const running = lastCheck && Date.now() - lastCheck.at < (now ? 0 : checkFreshForMs);
  if (running) return lastCheck!.check;
  const whole = now || !lastWhole || Date.now() - lastWhole.at >= wholeWalkEveryMs;
  const startedAt = Date.now();
  const check = verifyAuditChain(batchSize, whole ? undefined : lastWhole!.intact);
  const started = { at: startedAt, check };
  lastCheck = started;
  check.then(
    (result) => {
      if (!result.intact) lastWhole = undefined;
      else if (whole) lastWhole = { at: startedAt, intact: { entries: result.entries, head: result.head } };
      else if (lastWhole) lastWhole.intact = { entries: result.entries, head: result.head };
    },
    () => {
      if (lastCheck === started) lastCheck = undefined;
    },
  );
  return check;
}
