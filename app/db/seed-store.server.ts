import type { Db } from "./client.server";

/** Demo catalogue and orders; `ids` maps demo account → user id. Idempotent. */
export async function seedStore(_db: Db, _ids: Map<string, number>): Promise<void> {}
