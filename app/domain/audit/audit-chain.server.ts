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

export async function verifyAuditChain(batch = batchSize): Promise<ChainCheck> {
  let prev: string | null = null;
  let after = 0;
  let head: { id: number; hash: string } | null = null;
  let entries = 0;
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
let lastCheck: { at: number; check: Promise<ChainCheck> } | undefined;

/**
 * The chain's state for the audit page: checking walks the whole log (about a second per 100,000
 * entries on PostgreSQL), so a check is shared by the pages loaded within a minute of it, and by
 * those loaded while it runs. `now` asks for a check started from now on (the page's "Check now").
 */
export function auditChainStatus(now = false): Promise<ChainCheck> {
  const running = lastCheck && Date.now() - lastCheck.at < (now ? 0 : checkFreshForMs);
  if (running) return lastCheck!.check;
  const check = verifyAuditChain();
  const started = { at: Date.now(), check };
  lastCheck = started;
  check.catch(() => {
    if (lastCheck === started) lastCheck = undefined;
  });
  return check;
}
