import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";

import { db } from "~/db/client.server";
import { carts, type Product, type User } from "~/db/schema";
import { cardDiscount } from "~/domain/cards";
import { publishedByIds } from "~/domain/catalogue";
import {
  addOnce,
  appliedDiscount,
  capToStock,
  lineTotals,
  removeItem,
  setItem,
  sumTotals,
  toCart,
  type Cart,
  type DiscountFlag,
  type Totals,
} from "~/lib/cart";
import { DomainError } from "~/lib/errors";
import { defaultLanguage, type Language } from "~/lib/i18n";
import { nameIn } from "~/lib/product-names";

export type CartOp =
  | { op: "add"; product_id: number; quantity: number; seen?: number }
  | { op: "set"; product_id: number; quantity: number }
  | { op: "remove"; product_id: number }
  | { op: "clear" };

export interface CartLine {
  product: Pick<Product, "id" | "name" | "thumbnail" | "quantity" | "discountPercentage"> & {
    price: bigint;
    vndToPay: bigint;
    ccmToPay: bigint;
  };
  quantity: number;
  /** The percentage taken off the line's VND total (0 with the discount flag off). */
  discount: number;
  totals: Totals;
}

/** A message for the shopper: a translation key with its parameters. */
export interface CartNotice {
  key: string;
  params: Record<string, string | number>;
}

function priced(p: Product): CartLine["product"] {
  return {
    id: p.id,
    name: p.name,
    thumbnail: p.thumbnail,
    quantity: p.quantity,
    discountPercentage: p.discountPercentage,
    price: p.price,
    vndToPay: p.vndToPay,
    ccmToPay: p.ccmToPay,
  };
}

/**
 * The cart against the database: unknown or unpublished products leave it, quantities are capped
 * by stock (with a notice naming the products), and every line is priced from the product row.
 */
export async function priceCart(storeId: number, cart: Cart, discount: DiscountFlag = false, lng: Language = defaultLanguage) {
  // Names in the reader's language (decision 198); the order's lines keep both.
  const rows = (await publishedByIds(storeId, Object.keys(cart).map(Number))).map((p) => ({ ...p, name: nameIn(lng, p) }));
  const byId = new Map(rows.map((p) => [String(p.id), p]));
  const stock = Object.fromEntries(rows.map((p) => [String(p.id), p.quantity]));
  const known = Object.fromEntries(Object.entries(cart).filter(([id]) => byId.has(id)));
  const capped = capToStock(known, stock);
  const notices = capped.capped.map((id): CartNotice => {
    const p = byId.get(id)!;
    return p.quantity > 0
      ? { key: "store:cart.capped", params: { name: p.name, stock: p.quantity } }
      : { key: "store:cart.soldOut", params: { name: p.name } };
  });
  const lines: CartLine[] = Object.entries(capped.cart).map(([id, quantity]) => {
    const product = priced(byId.get(id)!);
    return {
      product,
      quantity,
      discount: appliedDiscount(product.discountPercentage, discount),
      totals: lineTotals(product, quantity, discount),
    };
  });
  const changed = JSON.stringify(capped.cart) !== JSON.stringify(cart);
  return { cart: capped.cart, lines, totals: sumTotals(lines.map((l) => l.totals)), notices, changed, discount };
}

/** Applies one cart operation; the product must be a published product of this store. */
export async function applyCartOp(
  storeId: number,
  cart: Cart,
  op: CartOp,
  discount: DiscountFlag = false,
  lng: Language = defaultLanguage,
) {
  if (op.op === "clear") return priceCart(storeId, {}, discount, lng);
  const [product] = await publishedByIds(storeId, [op.product_id]);
  if (!product && op.op !== "remove") throw new DomainError("store:product.notFound", 404);
  const next =
    op.op === "add"
      ? addOnce(cart, op.product_id, op.quantity, op.seen)
      : op.op === "set"
        ? setItem(cart, op.product_id, op.quantity)
        : removeItem(cart, op.product_id);
  return priceCart(storeId, next, discount, lng);
}

export type PricedCart = Awaited<ReturnType<typeof priceCart>>;

/**
 * The discount flag (specification §4, §9): on for a signed-in member holding a membership card,
 * with that card's percentage as the most a line is reduced by (decision 081); off for guests.
 */
export async function discountFlag(user: User | null): Promise<DiscountFlag> {
  if (!user) return false;
  const card = await cardDiscount(user.id);
  return card === null ? false : { card };
}

/* API carts: a random id per cart, kept in the database. */

export async function createApiCart(storeId: number): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  await db.insert(carts).values({ id, storeId, items: {} });
  return id;
}

export async function getApiCart(id: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).limit(1);
  if (!row) throw new DomainError("store:cart.notFound", 404);
  return { id: row.id, storeId: row.storeId, cart: toCart(row.items) };
}

export async function saveApiCart(id: string, cart: Cart) {
  await db.update(carts).set({ items: cart, updatedAt: new Date() }).where(eq(carts.id, id));
}
