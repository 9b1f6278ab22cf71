/**
 * Money is an integer in the smallest unit: USD in cents, VND in đồng, CCT/USDT/ZAFI in 10^-8.
 * This module converts between those integers, decimal strings and numbers, and formats them for
 * people. It is shared by the server and the browser.
 */

import { currentDisplay } from "./display";
import type { Language } from "./i18n";

export const COIN_DECIMALS = 8;
export const USD_DECIMALS = 2;
export const COIN_SCALE = 10n ** BigInt(COIN_DECIMALS);

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** "12.5" with 8 decimals → 1250000000n. Null for anything that is not a plain non-negative decimal or has too many decimals. */
export function parseUnits(text: string, decimals: number): bigint | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** 1250000000n with 8 decimals → "12.5" (exact, no trailing zeros). */
export function unitsToDecimal(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** The amount as a JSON number (the API's shape: coin_balance is a number of CCT). */
export function unitsToNumber(amount: bigint, decimals: number): number {
  return Number(unitsToDecimal(amount, decimals));
}

/** How each language writes a number: English 1,234.56, Vietnamese 1.234,56. */
const separators: Record<Language, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  vi: { group: ".", decimal: "," },
};

function groupThousands(whole: string, group = ","): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A whole number in the reader's conventions: 12,400 in English, 12.400 in Vietnamese. */
export function formatWhole(n: number, lng?: Language): string {
  const digits = String(Math.abs(Math.trunc(n)));
  return `${n < 0 ? "-" : ""}${groupThousands(digits, separators[lng ?? currentDisplay().language].group)}`;
}

/**
 * The specification's display rule: 2 decimals, or as many as needed when the number starts with
 * zeros (0.000123). Accepts a decimal string or a number; written in the reader's language
 * (decision 194: 1,234.50 in English, 1.234,50 in Vietnamese) unless one is given.
 */
export function formatAmount(value: string | number, maxDecimals = COIN_DECIMALS, lng?: Language): string {
  const { group, decimal } = separators[lng ?? currentDisplay().language];
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(maxDecimals) : "0") : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return `0${decimal}00`;
  const [, sign, whole, fraction = ""] = match;
  const digits = fraction.slice(0, maxDecimals);
  if (whole === "0" && /^00/.test(digits) && /[1-9]/.test(digits)) {
    // Starts with zeros: keep every digit up to the last significant one.
    return `${sign}0${decimal}${digits.replace(/0+$/, "")}`;
  }
  // Round half up to 2 decimals on the decimal string (no floating point).
  const cents = BigInt(whole + digits.padEnd(2, "0").slice(0, 2)) + (Number(digits[2] ?? "0") >= 5 ? 1n : 0n);
  const rounded = cents.toString().padStart(3, "0");
  const wholePart = rounded.slice(0, -2);
  const isZero = cents === 0n;
  return `${sign && !isZero ? "-" : ""}${groupThousands(wholePart, group)}${decimal}${rounded.slice(-2)}`;
}

/** A coin amount in 10^-8 units for display: 1250000000n → "12.50" ("12,50" to a Vietnamese reader). */
export function formatCoin(amount: bigint | number, lng?: Language): string {
  const text = typeof amount === "bigint" ? unitsToDecimal(amount, COIN_DECIMALS) : amount;
  return formatAmount(text, COIN_DECIMALS, lng);
}

/** US dollars from cents: 123456 → "$1,234.56", in both languages (the specification's format). */
export function formatUsd(cents: bigint | number): string {
  const amount = formatAmount(unitsToDecimal(BigInt(cents), USD_DECIMALS), COIN_DECIMALS, "en");
  return amount.startsWith("-") ? `-$${amount.slice(1)}` : `$${amount}`;
}

/**
 * Vietnamese đồng (whole numbers) as each language writes them: English 1250000 → "1,250,000 VND",
 * Vietnamese → "1.250.000 ₫" (dots between thousands, the sign after a no-break space).
 */
export function formatVnd(dong: bigint | number, lng: Language): string {
  const text = BigInt(dong).toString();
  const negative = text.startsWith("-");
  const digits = negative ? text.slice(1) : text;
  const sign = negative ? "-" : "";
  if (lng === "vi") return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}\u00a0₫`;
  return `${sign}${groupThousands(digits)} VND`;
}
