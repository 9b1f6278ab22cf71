import type { Db } from "./client.server";

/** Demo balances (adjustment transfers) and pending requests; `ids` maps demo account → user id. Idempotent. */
export async function seedWallet(_db: Db, _ids: Map<string, number>): Promise<void> {}
