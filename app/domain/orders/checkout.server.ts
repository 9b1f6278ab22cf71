import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { rowsOf } from "~/db/rows.server";
import {
  orderEvents,
  orderLines,
  orders,
  products,
  type Order,
  type PaymentMethod,
  type Product,
  type ReceivingArea,
  type User,
} from "~/db/schema";
import { requireCurrentPassword, verifySecondFactor } from "~/domain/accounts";
import { storeBank } from "~/domain/catalogue";
import { hold, memberAccountId, memberBalance, once } from "~/domain/ledger";
import { lineTotals, sumTotals, type Cart, type DiscountFlag, type Totals } from "~/lib/cart";
import { formatDate } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { formatCoin } from "~/lib/money";
import { normalizePhone } from "~/lib/phone";
import { nameIn } from "~/lib/product-names";

import { announceNewOrder, languageOfOrder } from "./order-notices.server";

/**
 * Checkout: a cart becomes an order (stock taken, lines kept as sold, a CCT payment held), once
 * per idempotency key. What happens to an order afterwards is in orders.server.ts.
 */

export interface CheckoutInput {
  name: string;
  phone: string;
  email: string;
  address: string;
  receiving_area: ReceivingArea;
  payment_method: PaymentMethod;
  idempotency_key: string;
  /** Paying with the CCT balance: the current password, and the authenticator's code when on. */
  password?: string;
  otp?: string;
}

/**
 * A human order code: CCT-YYMMDD-XXXXXX (letters and digits that cannot be mistaken for one
 * another). The date is the America/New_York day, the day "Placed at" shows for the same instant.
 */
export function orderCode(now = new Date()): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(6);
  const tail = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  const date = formatDate(now).slice(2).replace(/-/g, "");
  return `CCT-${date}-${tail}`;
}

/**
 * The order a checkout key already produced. It answers only the same shopper (same member, or a
 * guest with the same phone): anyone else reusing a key learns nothing and gets a refusal.
 */
async function orderByKey(key: string, buyer: User | null, phone: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  if (row && (row.buyerId !== (buyer?.id ?? null) || row.phone !== phone)) {
    throw new DomainError("orders:checkout.keyReused", 409);
  }
  return row;
}

/**
 * Places an order from a cart: in one transaction it re-reads every product (locked), refuses what
 * is unpublished, of another store or short of stock, decrements stock, and writes the order, its
 * lines (a snapshot) and the first timeline entry. The same idempotency key answers the same order.
 * A new order is then announced: the store's bell, and the buyer's confirmation mail in the
 * request's language (outside a request, as in scripts, no mail leaves).
 */
export async function placeOrder(args: {
  storeId: number;
  cart: Cart;
  buyer: User | null;
  input: CheckoutInput;
  /** The shopper's discount flag (a card's percentage when on): the order keeps the discounted amounts. */
  discount?: DiscountFlag;
}): Promise<Order> {
  const { storeId, cart, buyer, input } = args;
  const discount = args.discount ?? false;
  const cct = input.payment_method === "cct";
  // Paying with the CCT balance needs a wallet: signed-in users only.
  if (cct && !buyer) throw new DomainError("orders:checkout.paymentUnavailable", 422, "payment_method");
  if (cct && buyer?.id === storeId) throw new DomainError("orders:checkout.ownStore", 422, "payment_method");
  // A bank transfer needs somewhere to go: a store without bank details does not offer it (decision 186).
  if (!cct && !(await storeBank(storeId))) throw new DomainError("orders:checkout.noBankTransfer", 422, "payment_method");
  const phone = normalizePhone(input.phone);
  if (!phone) throw new DomainError("validation:phone", 422, "phone");
  // CCT leaves the wallet only with the password (and code): a bearer token or a session alone is not enough.
  if (cct) {
    await requireCurrentPassword(buyer!, input.password ?? "");
    // A replay moves nothing and its code was spent: only a new order asks for one.
    if (!(await orderByKey(input.idempotency_key, buyer, phone))) await verifySecondFactor(buyer!.id, input.otp);
  }
  const ids = Object.keys(cart).map(Number);
  // A refusal names a product as the reader's cart does.
  const lng = languageOfOrder();
  const createOrder = () =>
    withRetry(() =>
      db.transaction(async (tx) => {
        const rows = await tx.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for("update");
        const byId = new Map(rows.map((p) => [p.id, p]));
        const lines = ids.map((id) => {
          const p = byId.get(id);
          if (!p || p.storeId !== storeId || p.status !== "published") throw new DomainError("orders:checkout.unavailable", 409);
          const quantity = cart[String(id)];
          if (p.quantity < quantity)
            throw new DomainError("orders:checkout.outOfStock", 409, undefined, { name: nameIn(lng, p), stock: p.quantity });
          // Each line is paid in CCT, or the order is not: a line without a CCT price would come free.
          if (cct && p.ccmToPay <= 0n)
            throw new DomainError("orders:checkout.noCctPriceFor", 422, "payment_method", { name: nameIn(lng, p) });
          const totals = lineTotals(p, quantity, discount);
          return { p, quantity, totals };
        });
        const total = sumTotals(lines.map((l) => l.totals));
        const now = new Date();
        const payment = cct
          ? await holdPayment(tx, { buyer: buyer!, storeId, amount: total.ccm, key: input.idempotency_key })
          : null;
        const [order] = await tx
          .insert(orders)
          .values({
            ...(payment ? { id: payment.orderId, paymentTransferId: payment.transfer.id } : {}),
            // The code's day and "Placed at" come from the same instant (both read in New York).
            code: orderCode(now),
            createdAt: now,
            storeId,
            buyerId: buyer?.id ?? null,
            name: input.name.trim(),
            phone,
            email: input.email.trim(),
            address: input.address.trim(),
            receivingArea: input.receiving_area,
            paymentMethod: input.payment_method,
            status: cct ? "waiting" : "pending",
            totalUsd: total.usd,
            totalVnd: total.vnd,
            totalCcm: total.ccm,
            discount: discount !== false,
            language: lng,
            idempotencyKey: input.idempotency_key,
          })
          .returning();
        for (const { p, quantity } of lines) {
          await tx
            .update(products)
            .set({ quantity: sql`${products.quantity} - ${quantity}`, updatedAt: new Date() })
            .where(eq(products.id, p.id));
        }
        await tx.insert(orderLines).values(lines.map(({ p, quantity, totals }) => soldLine(order.id, p, quantity, totals)));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          actorId: buyer?.id ?? null,
          actorRole: "buyer",
          fromStatus: null,
          toStatus: order.status,
        });
        return order;
      }),
    );
  try {
    const { value, replayed } = await once({
      find: () => orderByKey(input.idempotency_key, buyer, phone),
      create: () => {
        if (ids.length === 0) throw new DomainError("orders:checkout.emptyCart", 422);
        return createOrder();
      },
      // Two submissions of the same form at once: the second one answers the first one's order (its
      // INSERT hits the unique key; with CCT its hold may first find the balance already held).
      findAfter: (error) => isUniqueViolation(error) || (cct && error instanceof DomainError),
    });
    if (!replayed) await announceNewOrder(value);
    return value;
  } catch (error) {
    if (error instanceof DomainError && error.message === "wallet:errors.insufficientFunds") {
      const { available } = await memberBalance(buyer!.id);
      throw new DomainError("orders:checkout.insufficientFunds", 422, "payment_method", { available: formatCoin(available) });
    }
    throw error;
  }
}

/**
 * Holds a CCT order's total on the buyer's wallet for the store owner's wallet (the system store
 * `default` is a user too: its own member wallet), inside the order's transaction. The order id is
 * taken from the sequence first so the hold can name it; the ledger key derives from the order's
 * idempotency key, so a replayed checkout can never hold twice.
 */
async function holdPayment(tx: Tx, args: { buyer: User; storeId: number; amount: bigint; key: string }) {
  if (args.amount <= 0n) throw new DomainError("orders:checkout.noCctPrice", 422, "payment_method");
  const [{ id }] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`),
  );
  const orderId = Number(id);
  const { transfer } = await hold(
    {
      debit: await memberAccountId(args.buyer.id, tx),
      credit: await memberAccountId(args.storeId, tx),
      amount: args.amount,
      kind: "purchase",
      key: `purchase:order:${args.key}`,
      reference: { type: "order", id: orderId },
      createdBy: args.buyer.id,
    },
    tx,
  );
  return { orderId, transfer };
}

/** An order line as sold: a snapshot of the product's prices with the line's totals (later edits never change it). */
export function soldLine(orderId: number, p: Product, quantity: number, totals: Totals) {
  return {
    orderId,
    productId: p.id,
    // Both names as sold (decision 199): readers see theirs, the contract and mails too.
    name: p.name,
    nameVi: p.nameVi,
    quantity,
    price: p.price,
    vndToPay: p.vndToPay,
    ccmToPay: p.ccmToPay,
    discountPercentage: p.discountPercentage,
    totalUsd: totals.usd,
    totalVnd: totals.vnd,
    totalCcm: totals.ccm,
  };
}
