/**
 * A payout account as banks write it (decision 186): the account number in digits (6 to 19, the
 * NAPAS range; no bank publishes a stricter rule we could keep), the holder's name in capitals
 * without diacritics, as a Vietnamese bank prints it and as a transfer shows it.
 */
export const bankAccountPattern = /^\d{6,19}$/;
export const bankHolderPattern = /^[A-Z0-9][A-Z0-9 .&'-]{1,49}$/;

/** Spaces, dots and dashes people type inside a number are dropped; anything else stays to be refused. */
export function normalizeBankAccount(value: string): string {
  return value.replace(/[\s.-]/g, "");
}

/** "Nguyễn Thị Đào " → "NGUYEN THI DAO". */
export function normalizeBankHolder(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "D").toUpperCase().replace(/\s+/g, " ").trim();
}
