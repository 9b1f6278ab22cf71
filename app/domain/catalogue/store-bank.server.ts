import { eq } from "drizzle-orm";

import { db, type Executor } from "~/db/client.server";
import { shops, type User } from "~/db/schema";
import { assertAdmin, systemStoreId } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import type { StoreBankInput } from "~/lib/schemas/store-bank";
import { bankByBin } from "~/lib/vn-banks";

/** Where a store is paid by bank transfer (decision 186). */
export interface StoreBank {
  bin: string;
  /** The bank's short name ("Vietcombank") and full name, from the NAPAS list. */
  bankName: string;
  bankFullName: string;
  account: string;
  holder: string;
}

/** The store's payout bank, or null: then the store does not offer bank transfer. */
export async function storeBank(storeId: number): Promise<StoreBank | null> {
  const [row] = await db
    .select({ bin: shops.bankBin, account: shops.bankAccount, holder: shops.bankHolder })
    .from(shops)
    .where(eq(shops.userId, storeId))
    .limit(1);
  const bank = row?.bin ? bankByBin(row.bin) : undefined;
  if (!row?.account || !row.holder || !bank) return null;
  return { bin: bank.bin, bankName: bank.shortName, bankFullName: bank.name, account: row.account, holder: row.holder };
}

/** The three columns for a checked input: all null when the input is empty (the details removed). */
function columnsOf(input: StoreBankInput) {
  if (!input.bank_bin) return { bankBin: null, bankAccount: null, bankHolder: null };
  if (!bankByBin(input.bank_bin)) throw new DomainError("validation:bankBin", 422, "bank_bin");
  return { bankBin: input.bank_bin, bankAccount: input.account_number, bankHolder: input.account_holder };
}

async function write(exec: Executor, storeId: number, columns: ReturnType<typeof columnsOf>) {
  const set = { ...columns, updatedAt: new Date() };
  await exec
    .insert(shops)
    .values({ userId: storeId, ...set })
    .onConflictDoUpdate({ target: shops.userId, set });
}

/** The owner sets (or, with all fields empty, removes) their store's payout bank. */
export async function saveStoreBank(ownerId: number, input: StoreBankInput): Promise<StoreBank | null> {
  await write(db, ownerId, columnsOf(input));
  return storeBank(ownerId);
}

/**
 * An admin sets the system store's payout bank: one admin, audited with before and after (decision
 * 188: not a four-eyes control; the audit trail and the bank's own name check on every transfer guard it).
 */
export async function saveSystemStoreBank(admin: User, input: StoreBankInput): Promise<StoreBank | null> {
  assertAdmin(admin);
  const id = await systemStoreId();
  if (id === null) throw new DomainError("store:notFound", 404);
  const columns = columnsOf(input);
  const before = await storeBank(id);
  await db.transaction(async (tx) => {
    await write(tx, id, columns);
    await audit(tx, {
      actor: admin,
      action: "shop.bank_changed",
      target: { type: "user", id },
      before: before ? { bin: before.bin, account: before.account, holder: before.holder } : null,
      after: columns.bankBin ? { bin: columns.bankBin, account: columns.bankAccount, holder: columns.bankHolder } : null,
    });
  });
  return storeBank(id);
}
