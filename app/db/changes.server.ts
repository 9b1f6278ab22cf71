import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";

import { db, dbDriver, subscribe, type Tx } from "~/db/client.server";
import { listenStatement } from "~/db/notification-listener.server";
import { log } from "~/infra/log.server";

/**
 * What an app process keeps in memory must not outlive a change made by another process (cluster
 * workers, several machines on one PostgreSQL). `changing(topic, work)` runs the change in a
 * transaction that also announces it with NOTIFY: PostgreSQL delivers the announcement to every
 * listening process (this one too) when the transaction commits, and never when it rolls back.
 * Each process forgets what the topic makes stale, then acknowledges. NOTIFY is asynchronous, so
 * the change's request waits (a short while at most) until every listening process has
 * acknowledged: once it answers, no process serves the old data, not even to the very next request.
 *
 * While this process is not listening (starting, or its listening connection dropped), it cannot
 * know what changed: `changesAreHeard()` answers false and caches must not serve from memory; when
 * it listens again, every cache is forgotten, since announcements in between were missed. PGlite
 * belongs to a single process, which forgets its own caches when it saves.
 */
export type Topic = "categories";

const channel = "cct_changes";
/** How long a change waits for the other processes' acknowledgements before answering anyway. */
const acknowledgementTimeoutMs = 2_000;

const forgetters = new Map<Topic, Set<() => void>>();
let heard = dbDriver === "pglite";
let lost = false;
/** Changes made here, waiting for acknowledgements: id → acknowledgements still expected. */
const waiting = new Map<string, { missing: number; done: () => void }>();

/** `forget` runs whenever `topic` changes, in any process. */
export function onChange(topic: Topic, forget: () => void): void {
  const set = forgetters.get(topic) ?? new Set();
  set.add(forget);
  forgetters.set(topic, set);
}

function forget(topic: Topic): void {
  forgetters.get(topic)?.forEach((f) => f());
}

function forgetEverything(): void {
  for (const topic of forgetters.keys()) forget(topic);
}

/** True while every change made by any process reaches this one. */
export function changesAreHeard(): boolean {
  return heard;
}

/**
 * Runs `work` in a transaction that announces a change of `topic`; resolves after the commit, once
 * this process has forgotten and every other listening process has acknowledged (or the wait ran
 * out: a process that stopped answering).
 */
export async function changing<T>(topic: Topic, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (dbDriver !== "postgres") {
    const result = await db.transaction(work);
    forget(topic);
    return result;
  }
  const id = randomBytes(9).toString("base64url");
  let acknowledged: Promise<void> = Promise.resolve();
  try {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      if (heard) {
        // The processes listening now, this one included: each will acknowledge.
        const rows = (await tx.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = ${listenStatement(channel)}`,
        )) as unknown as { n: number }[];
        const n = rows[0]?.n ?? 0;
        if (n > 0) acknowledged = new Promise<void>((done) => waiting.set(id, { missing: n, done }));
      }
      await tx.execute(sql`select pg_notify(${channel}, ${`change:${topic}:${id}`})`);
      return value;
    });
    // This process forgets at once, whether it is listening or not.
    forget(topic);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = await Promise.race([
      acknowledged.then(() => false),
      new Promise<boolean>((done) => (timer = setTimeout(() => done(true), acknowledgementTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (late) log("warn", "a change was not acknowledged by every process in time", { topic, missing: waiting.get(id)?.missing });
    return result;
  } finally {
    waiting.delete(id);
  }
}

function hear(payload: string): void {
  const [kind, first, second] = payload.split(":");
  if (kind === "ack") {
    const wait = waiting.get(first);
    if (wait && --wait.missing <= 0) wait.done();
    return;
  }
  if (kind === "change" && forgetters.has(first as Topic)) forget(first as Topic);
  else forgetEverything();
  if (kind === "change" && second) {
    db.execute(sql`select pg_notify(${channel}, ${`ack:${second}`})`).catch(() => {});
  }
}

/** Start-up: LISTEN for the changes of the other processes (PostgreSQL; nothing on PGlite). */
export function listenForChanges(): Promise<void> {
  return subscribe(channel, {
    message: hear,
    live(listening) {
      if (listening === heard) return;
      heard = listening;
      forgetEverything();
      if (!listening) log("warn", "change notifications lost: in-memory caches off until listening again");
      else if (lost) log("info", "change notifications heard again");
      lost ||= !listening;
    },
  });
}
