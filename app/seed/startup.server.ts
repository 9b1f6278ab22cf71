import { listenForChanges } from "~/db/changes.server";
import { db, exclusively, runMigrations } from "~/db/client.server";
import { env } from "~/env.server";

import { ensureSystemStore, isEmpty, seed } from "./demo.server";

let ready: Promise<void> | undefined;

/**
 * Demo accounts have published passwords (an admin among them): they belong to development and
 * tests, never to production unless asked for with SEED_DEMO=1.
 */
export function seedsDemoData(): boolean {
  if (env.SEED_DEMO !== undefined) return env.SEED_DEMO;
  return env.NODE_ENV !== "production";
}

/**
 * Migrates, makes sure the system store exists, and seeds the demo data into an empty database
 * where demo data belongs. Under the database's start-up lock: processes starting together
 * (cluster workers, several machines) take turns, and the later ones find the work done.
 */
export function prepareDatabase(): Promise<void> {
  return exclusively(async () => {
    await runMigrations();
    const empty = await isEmpty(db);
    if (empty && seedsDemoData()) await seed(db);
    else await ensureSystemStore(db);
  });
}

/**
 * Once per process: the database prepared, then listening for the changes other processes make
 * (their announcements reset this process's caches). A failure (database down) is retried by the
 * next request instead of being remembered.
 */
export function ensureDatabase(): Promise<void> {
  ready ??= (async () => {
    await prepareDatabase();
    await listenForChanges();
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
