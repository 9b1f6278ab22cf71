import { db, runMigrations } from "./client.server";
import { isEmpty, seed } from "./seed.server";

let ready: Promise<void> | undefined;

/** Migrates, and seeds the demo data into an empty database; once per process. */
export function ensureDatabase(): Promise<void> {
  ready ??= (async () => {
    await runMigrations();
    if (await isEmpty(db)) await seed(db);
  })();
  return ready;
}
