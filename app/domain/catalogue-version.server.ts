import { eq } from "drizzle-orm";

import { db } from "~/db/client.server";
import { catalogueVersion } from "~/db/schema";

/**
 * The version of everything a public store page shows, shared by every process: triggers bump it
 * when a transaction that changed products, categories, stores, card offers or a store owner's
 * public details commits (migration 0015, decision 127).
 */
export async function currentCatalogueVersion(): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}
