import { sql } from "drizzle-orm";

import { dbDriver, subscribe, type Tx } from "~/db/client.server";

import { log } from "./log.server";

/**
 * What an app process keeps in memory must not outlive a change made by another process (cluster
 * workers, several machines on one PostgreSQL). A change is announced with NOTIFY inside the
 * transaction that makes it: PostgreSQL delivers it to every listening process, this one too,
 * when the transaction commits, and never when it rolls back. Each process LISTENs and forgets
 * what the change makes stale.
 *
 * While this process is not listening (starting, or its listening connection dropped), it cannot
 * know what changed: `changesAreHeard()` answers false and caches must not serve from memory; when
 * it listens again, every cache is forgotten, since announcements in between were missed. PGlite
 * belongs to a single process, which forgets its own caches when it saves.
 */
export type Topic = "categories";

const channel = "cct_changes";
const forgetters = new Map<Topic, Set<() => void>>();
let heard = dbDriver === "pglite";
let lost = false;

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
 * Call inside the transaction that makes the change; this process forgets too (the notification
 * comes back to it), and the caller may also forget at once after the commit.
 */
export async function announceChange(tx: Tx, topic: Topic): Promise<void> {
  if (dbDriver === "postgres") await tx.execute(sql`select pg_notify(${channel}, ${topic})`);
}

/** Start-up: LISTEN for the changes of the other processes (PostgreSQL; nothing on PGlite). */
export function listenForChanges(): Promise<void> {
  return subscribe(channel, {
    message(payload) {
      if (forgetters.has(payload as Topic)) forget(payload as Topic);
      else forgetEverything();
    },
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
