import { eq } from "drizzle-orm";

import { db, type Executor } from "~/db/client.server";
import { shops, type User } from "~/db/schema";
import { requireCurrentPassword, systemStoreId, verifySecondFactor } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import type { OwnStoreBankInput, StoreBankInput } from "~/lib/schemas/store-bank";
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
export async function storeBank(storeId: number, exec: Executor = db): Promise<StoreBank | null> {
  const [row] = await exec
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

/**
 * The owner sets (or, with all fields empty, removes) their store's payout bank, with their current
 * password and, with two-factor on, a code: a stolen session cannot send their buyers' transfers elsewhere.
 */
export async function saveStoreBank(owner: User, input: OwnStoreBankInput): Promise<StoreBank | null> {
  const columns = columnsOf(input);
  await requireCurrentPassword(owner, input.password);
  await verifySecondFactor(owner.id, input.otp);
  await write(db, owner.id, columns);
  return storeBank(owner.id);
}

/**
 * The system store's payout bank as a control change's value (decision 203): checked now, applied
 * when a second admin confirms. "" removes it.
 */
export function systemBankValue(input: StoreBankInput): string {
  const columns = columnsOf(input);
  return columns.bankBin
    ? JSON.stringify({ bin: columns.bankBin, account: columns.bankAccount, holder: columns.bankHolder })
    : "";
}

/** What a system_bank change proposes, for the pages that list it (null: the details removed). */
export function proposedSystemBank(value: string | null): { bankName: string; account: string; holder: string } | null {
  if (!value) return null;
  const { bin, account, holder } = JSON.parse(value) as { bin: string; account: string; holder: string };
  return { bankName: bankByBin(bin)?.shortName ?? bin, account, holder };
}

/**
 * Applies a confirmed system_bank change inside the confirming transaction, audited with the details
 * before and after. A second admin confirmed it: one admin alone cannot send the system store's buyers'
 * transfers to another account (decision 203).
 */
export async function applySystemStoreBank(tx: Executor, actor: User | null, value: string): Promise<void> {
  const id = await systemStoreId(tx);
  if (id === null) throw new DomainError("store:notFound", 404);
  const after = value ? (JSON.parse(value) as { bin: string; account: string; holder: string }) : null;
  const before = await storeBank(id, tx);
  await write(
    tx,
    id,
    after
      ? { bankBin: after.bin, bankAccount: after.account, bankHolder: after.holder }
      : { bankBin: null, bankAccount: null, bankHolder: null },
  );
  await audit(tx, {
    actor,
    action: "shop.bank_changed",
    target: { type: "user", id },
    before: before ? { bin: before.bin, account: before.account, holder: before.holder } : null,
    after,
  });
}
