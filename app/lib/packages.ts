/**
 * The arithmetic of packages, shared by the server and the browser: the referrer's commission on a
 * price and what a refund can take back from the referrer. Amounts are bigint in 10^-8 CCT.
 */

export const packagePurchaseStatuses = ["purchased", "refunded"] as const;
export type PackagePurchaseStatus = (typeof packagePurchaseStatuses)[number];

/**
 * The direct referrer's commission: `percentage` whole percent of `price`, rounded DOWN to 10^-8
 * CCT (the company never pays out a fraction of a unit it did not receive). 0 to 100 only.
 */
export function commissionOf(price: bigint, percentage: number): bigint {
  if (price < 0n) throw new RangeError("price must not be negative");
  if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError("percentage must be a whole number from 0 to 100");
  }
  return (price * BigInt(percentage)) / 100n;
}

/**
 * A refund takes the commission back from the referrer, but never more than they have available
 * (the database refuses a member below their held amounts): the rest is the shortfall, which the
 * company bears (docs/decisions/089).
 */
export function reclaimOf(commission: bigint, available: bigint): { reclaimed: bigint; shortfall: bigint } {
  const reclaimed = available <= 0n ? 0n : available < commission ? available : commission;
  return { reclaimed, shortfall: commission - reclaimed };
}

/** A package's benefits, one a line, without empty lines. */
export function benefitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
