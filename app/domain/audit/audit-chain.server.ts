import { asc, desc, gt, lt, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { auditChainWalks, auditLog } from "~/db/schema";
import { defineJob, jobPending, sendJobOnce } from "~/infra/jobs.server";
import { log, logError } from "~/infra/log.server";

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

/** A whole walk as stored (decision 276). */
type StoredWalk = typeof auditChainWalks.$inferSelect;

/** What the audit page and its API twin show of the chain. `queued`: a whole walk waits or runs in the background. */
export type AuditChainState =
  | { state: "unchecked"; queued: boolean }
  | { state: "intact"; entries: number; walkedAt: Date; queued: boolean }
  | { state: "broken"; brokenAt: number; queued: boolean };

/** The job that walks the whole chain: one waiting and one running at most, across all processes. */
const walkJob = "audit-chain-walk";
/** How many whole walks are kept (the page reads the newest; the rest is a short history). */
const keptWalks = 20;

defineJob(walkJob, {
  policy: "stately",
  retryLimit: 2,
  retryDelaySeconds: 60,
  async handle() {
    const walk = await walkAuditChain();
    const line = { entries: walk.entries, brokenAt: walk.brokenAt, ms: walk.durationMs };
    if (walk.brokenAt === null) log("info", "audit chain walked", line);
    else logError(new Error("the audit chain is broken"), { source: "auditChain", msg: "audit chain walked", ...line });
  },
});

/** Walks the whole chain now and stores the result (the background job's work; ~a second per 100,000 entries). */
export async function walkAuditChain(): Promise<StoredWalk> {
  const started = performance.now();
  const check = await verifyAuditChain();
  const [row] = await db
    .insert(auditChainWalks)
    .values({
      durationMs: Math.round(performance.now() - started),
      entries: check.entries,
      headId: check.intact ? (check.head?.id ?? null) : null,
      headHash: check.intact ? (check.head?.hash ?? null) : null,
      brokenAt: check.intact ? null : check.brokenAt,
    })
    .returning();
  await db.delete(auditChainWalks).where(lt(auditChainWalks.id, row.id - keptWalks + 1));
  return row;
}

async function lastWalk(): Promise<StoredWalk | undefined> {
  const [row] = await db.select().from(auditChainWalks).orderBy(desc(auditChainWalks.id)).limit(1);
  return row;
}

/** Queues a whole walk unless one already waits (one waiting or running is enough). */
async function queueWalk(): Promise<true> {
  await sendJobOnce(walkJob);
  return true;
}

/** At startup (`startBackgroundJobs`): a database with no whole walk on record (a restore, generated data) gets one. */
export async function queueAuditChainWalkIfNone(): Promise<boolean> {
  if (await lastWalk()) return false;
  return queueWalk();
}

/** How long the audit page shows a check before it makes another. */
const checkFreshForMs = 60_000;
/** How old the last whole walk may be before a page queues another. */
const wholeWalkEveryMs = 60 * 60_000;
/** The page's last check, made from the whole walk `walkId`'s head. */
let lastCheck: { at: number; walkId: number; check: Promise<ChainCheck> } | undefined;
/** How far the pages' checks went on, intact, from the whole walk `walkId`. */
let advanced: { walkId: number; intact: Checked } | undefined;

/**
 * The chain's state for the audit page, without ever walking the whole log in the request: the
 * whole walk is the background job's (decision 276). With none on record the page says "not
 * checked yet". Otherwise (decision 242) the page's check goes on from the head the newest whole
 * walk (or the last page's check) reached — the log only grows: the entries written since are
 * walked, and the link to the old head is tested — and is shared by the pages loaded within a
 * minute of it and by those loaded while it runs. A change to an older entry is found by the next
 * whole walk: queued by a page when the last is an hour old, at startup when none is on record, and
 * by "Check now" (`checkAuditChainNow`).
 */
export function auditChainStatus(): Promise<AuditChainState> {
  return chainState(false);
}

/**
 * "Check now", the page's form and the API's POST (decision 279): queues a whole walk (unless one
 * already waits) and checks the entries since the last one afresh; the answer is the state after.
 */
export function checkAuditChainNow(): Promise<AuditChainState> {
  return chainState(true);
}

async function chainState(now: boolean): Promise<AuditChainState> {
  const walk = await lastWalk();
  const due = now || (walk !== undefined && Date.now() - walk.walkedAt.getTime() >= wholeWalkEveryMs);
  const queued = due ? await queueWalk() : await jobPending(walkJob);
  if (!walk) return { state: "unchecked", queued };
  if (walk.brokenAt !== null) return { state: "broken", brokenAt: walk.brokenAt, queued };
  const check = await checkSince(walk, now);
  return check.intact
    ? { state: "intact", entries: check.entries, walkedAt: walk.walkedAt, queued }
    : { state: "broken", brokenAt: check.brokenAt, queued };
}

/** The entries written since the intact whole walk `walk` (or since the pages' last check from it). */
function checkSince(walk: StoredWalk, now: boolean): Promise<ChainCheck> {
  const fresh = lastCheck && lastCheck.walkId === walk.id && Date.now() - lastCheck.at < (now ? 0 : checkFreshForMs);
  if (fresh) return lastCheck!.check;
  const from: Checked =
    advanced?.walkId === walk.id
      ? advanced.intact
      : { entries: walk.entries, head: walk.headId === null ? null : { id: walk.headId, hash: walk.headHash! } };
  const check = verifyAuditChain(batchSize, from);
  const started = { at: Date.now(), walkId: walk.id, check };
  lastCheck = started;
  check.then(
    (result) => {
      if (result.intact) advanced = { walkId: walk.id, intact: { entries: result.entries, head: result.head } };
    },
    () => {
      if (lastCheck === started) lastCheck = undefined;
    },
  );
  return check;
}
