import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { logError } from "~/infra/log.server";
import { objectStore } from "~/infra/storage.server";

/** The parts a process needs before it can serve: each checked by `/readyz`. */
export type ReadinessPart = "database" | "migrations" | "storage";

export interface Readiness {
  ready: boolean;
  /** The parts that failed, by name only: the reasons go to the log, never to the answer. */
  failing: ReadinessPart[];
}

/** A part that has not answered in this time is failing: a probe must not hang with the database. */
const partTimeoutMs = 2_000;
/** Probes every second from several balancers must not become a load of their own. */
const reuseMs = 1_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${partTimeoutMs} ms`)), partTimeoutMs).unref()),
  ]);
}

let journalSize: Promise<number> | undefined;

/** How many migrations this build carries (the folder the start-up migrated from). */
function migrationsInBuild(): Promise<number> {
  journalSize ??= readFile(path.resolve(process.cwd(), "drizzle", "meta", "_journal.json"), "utf8").then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  );
  return journalSize;
}

const checks: Record<ReadinessPart, () => Promise<void>> = {
  async database() {
    await db.execute(sql`select 1`);
  },
  async migrations() {
    const [row] = rowsOf<{ applied: number }>(
      await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
    );
    const applied = Number(row?.applied ?? 0);
    const expected = await migrationsInBuild();
    if (applied < expected) throw new Error(`${applied} of ${expected} migrations applied`);
  },
  async storage() {
    await (await objectStore()).check();
  },
};

async function checkAll(): Promise<Readiness> {
  const parts = Object.keys(checks) as ReadinessPart[];
  const results = await Promise.allSettled(parts.map((part) => withinTime(checks[part]())));
  const failing = parts.filter((part, i) => {
    const result = results[i];
    if (result.status === "fulfilled") return false;
    logError(result.reason, { source: "readiness", part });
    return true;
  });
  return { ready: failing.length === 0, failing };
}

let last: { at: number; answer: Promise<Readiness> } | undefined;

/** Whether this process can serve: the database answers, every migration is applied, storage is reachable. */
export function readiness(): Promise<Readiness> {
  if (!last || Date.now() - last.at > reuseMs) last = { at: Date.now(), answer: checkAll() };
  return last.answer;
}
