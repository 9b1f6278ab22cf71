import { eq } from "drizzle-orm";

import { db } from "~/db/client.server";
import { catalogueVersion } from "~/db/schema";

/**
 * The version of everything a public store page shows, shared by every process: triggers bump it
 * when a transaction that changed products, categories, stores, card offers or a store owner's
 * public details commits (migration 0015, decision 127).
 */
const versionRow = db
  .select({ version: catalogueVersion.version })
  .from(catalogueVersion)
  .where(eq(catalogueVersion.id, 1))
  .prepare("catalogue_version");

async function readVersion(): Promise<number> {
  const [row] = await versionRow.execute();
  return row?.version ?? 0;
}

/** A read already sent to the database, and the one that will be sent when it has answered. */
let running: Promise<number> | undefined;
let queued: Promise<number> | undefined;

function start(): Promise<number> {
  const read = readVersion().finally(() => {
    if (running === read) running = undefined;
  });
  running = read;
  return read;
}

const ignore = () => undefined;

/**
 * The version as of a read that starts after this call (never an older one: a change committed
 * before the request arrived is always seen). Requests arriving together share that read: while one
 * is under way, the next callers all wait for the single read queued behind it (decision 147).
 */
export function currentCatalogueVersion(): Promise<number> {
  if (queued) return queued;
  if (!running) return start();
  queued = running.then(ignore, ignore).then(() => {
    queued = undefined;
    return start();
  });
  return queued;
}
