/**
 * The cart's arithmetic (specification sections 4 and 9), shared by the server and the browser.
 * A cart is a map product id → quantity for one store account. Pure functions: every change
 * returns a new cart.
 */

import { maxId } from "./params";

export type Cart = Record<string, number>;

/** What a line needs from its product: prices in USD cents, đồng and 10^-8 CCT. */
export interface PricedProduct {
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
  discountPercentage: number;
}

export interface Totals {
  usd: bigint;
  vnd: bigint;
  ccm: bigint;
}

/** The localStorage key the browser mirrors the cart under. */
export function cartStorageKey(account: string): string {
  return `${account}_cart`;
}

function whole(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Anything (a parsed cookie, localStorage, JSON) as a cart: positive whole quantities only. */
export function toCart(value: unknown): Cart {
  const cart: Cart = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return cart;
  for (const [id, qty] of Object.entries(value)) {
    const n = whole(typeof qty === "string" && qty.trim() !== "" ? Number(qty) : typeof qty === "number" ? qty : NaN);
    if (/^\d{1,10}$/.test(id) && Number(id) <= maxId && n > 0) cart[id] = n;
  }
  return cart;
}

/** Adding a quantity adds to the existing amount; at zero or below the product is removed. */
export function addItem(cart: Cart, productId: number | string, quantity: number): Cart {
  const id = String(productId);
  const next = { ...cart };
  const qty = (next[id] ?? 0) + whole(quantity);
  if (qty <= 0) delete next[id];
  else next[id] = qty;
  return next;
}

/**
 * An add sent from a page that showed `seen` of the product in the cart: when the cart already
 * holds `seen + quantity`, this is the same add sent twice (a double click, the form re-sent
 * before the page came back) and the cart stays as it is. Without `seen`, a plain add.
 */
export function addOnce(cart: Cart, productId: number | string, quantity: number, seen?: number): Cart {
  const id = String(productId);
  if (seen !== undefined && whole(quantity) !== 0 && (cart[id] ?? 0) === whole(seen) + whole(quantity)) return cart;
  return addItem(cart, productId, quantity);
}

/** Setting a quantity directly never goes below 1. */
export function setItem(cart: Cart, productId: number | string, quantity: number): Cart {
  return { ...cart, [String(productId)]: Math.max(1, whole(quantity)) };
}

export function removeItem(cart: Cart, productId: number | string): Cart {
  const next = { ...cart };
  delete next[String(productId)];
  return next;
}

/** The total product count (the header badge). */
export function itemCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, qty) => sum + qty, 0);
}

/**
 * The discount flag (specification §4): off (false), or on. It is on for a member holding a
 * membership card and then carries the card's percentage, which the cart only names: a line is
 * reduced by the product's own discountPercentage, as the specification says (decision 211
 * lifted decision 081's card cap). `true` is the flag on without a card to name.
 */
export type DiscountFlag = boolean | { card: number };

const percentOf = (n: number) => Math.min(100, Math.max(0, whole(n)));

/** The percentage a line's VND total is reduced by: the product's, 0 with the flag off. */
export function appliedDiscount(productPercentage: number, discount: DiscountFlag): number {
  return discount === false ? 0 : percentOf(productPercentage);
}

/**
 * qty × price; qty × vndToPay, less discountPercentage % when the discount flag is on (rounded
 * half up to the đồng); qty × ccmToPay.
 */
export function lineTotals(product: PricedProduct, quantity: number, discount: DiscountFlag): Totals {
  const qty = BigInt(whole(quantity));
  const vnd = qty * product.vndToPay;
  const percent = BigInt(appliedDiscount(product.discountPercentage, discount));
  return {
    usd: qty * product.price,
    vnd: percent > 0n ? (vnd * (100n - percent) + 50n) / 100n : vnd,
    ccm: qty * product.ccmToPay,
  };
}

/** The đồng the discount takes off the lines: each line's full VND total less what it costs. */
export function discountSaved(lines: { product: { vndToPay: bigint }; quantity: number; totals: Totals }[]): bigint {
  return lines.reduce((sum, l) => sum + BigInt(whole(l.quantity)) * l.product.vndToPay - l.totals.vnd, 0n);
}

/** The cart total is the sum over the lines. */
export function sumTotals(lines: Totals[]): Totals {
  return lines.reduce((sum, l) => ({ usd: sum.usd + l.usd, vnd: sum.vnd + l.vnd, ccm: sum.ccm + l.ccm }), {
    usd: 0n,
    vnd: 0n,
    ccm: 0n,
  });
}

/** Every quantity at most the stock (products with no stock leave); the ids that changed. */
export function capToStock(cart: Cart, stock: Record<string, number>): { cart: Cart; capped: string[] } {
  const next: Cart = {};
  const capped: string[] = [];
  for (const [id, qty] of Object.entries(cart)) {
    const available = Math.max(0, stock[id] ?? 0);
    if (qty > available) capped.push(id);
    if (Math.min(qty, available) > 0) next[id] = Math.min(qty, available);
  }
  return { cart: next, capped };
}
