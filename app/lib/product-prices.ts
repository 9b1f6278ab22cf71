/**
 * A product's VND and CCT amounts derived from its base price in USD at the current rates
 * (decision 224). Pure: the product form's live preview and the catalogue's save share it.
 */

import { COIN_DECIMALS, parseUnits, unitsToDecimal, USD_DECIMALS } from "./money";

/** The rates a derived price uses, as decimal strings: đồng per US dollar, CCT per US dollar. */
export interface PriceRates {
  vndPerUsd: string;
  cctPerUsd: string;
}

/** The rate a fresh install uses for đồng (about what a dollar fetched in 2026). */
export const defaultVndPerUsd = "24000";

/** The CCT a USDT (so a dollar) buys on a fresh install. */
export const defaultCctPerUsd = "1";

const RATE_DECIMALS = 8;

/** `a / b` rounded half up (both non-negative). */
const roundedDiv = (a: bigint, b: bigint) => (a + b / 2n) / b;

/**
 * Đồng for `price` (a plain decimal in USD): rounded to the nearest 1,000 ₫ as shops price in
 * Vietnam, to the whole đồng when that is less than 1,000 ₫. Null when the price is not a price.
 */
export function derivedVnd(price: string, rates: PriceRates): string | null {
  const cents = parseUnits(price, USD_DECIMALS);
  const rate = parseUnits(rates.vndPerUsd, RATE_DECIMALS);
  if (cents === null || rate === null) return null;
  const dong = roundedDiv(cents * rate, 10n ** BigInt(USD_DECIMALS + RATE_DECIMALS));
  return (dong >= 1000n ? roundedDiv(dong, 1000n) * 1000n : dong).toString();
}

/** CCT for `price` (USD counts as USDT, whose CCT rate admins set), to 10^-8 CCT. */
export function derivedCct(price: string, rates: PriceRates): string | null {
  const cents = parseUnits(price, USD_DECIMALS);
  const rate = parseUnits(rates.cctPerUsd, COIN_DECIMALS);
  if (cents === null || rate === null) return null;
  return unitsToDecimal(roundedDiv(cents * rate, 10n ** BigInt(USD_DECIMALS)), COIN_DECIMALS);
}

/** Two plain decimals (or whole numbers) are one amount ("12.5" and "12.50"). */
export function sameAmount(a: string, b: string, decimals: number): boolean {
  const x = parseUnits(a, decimals);
  return x !== null && x === parseUnits(b, decimals);
}
