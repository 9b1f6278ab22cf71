import { randomBytes } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type Tx } from "~/db/client.server";
import {
  orderEvents,
  orderLines,
  orders,
  products,
  users,
  type Order,
  type OrderLine,
  type PaymentMethod,
  type Product,
  type ReceivingArea,
  type Transfer,
  type User,
} from "~/db/schema";
import { lineTotals, sumTotals, type Cart, type DiscountFlag, type Totals } from "~/lib/cart";
import { formatDate } from "~/lib/dates";
import { COIN_DECIMALS, formatCoin, unitsToNumber, USD_DECIMALS } from "~/lib/money";
import { checkTransition, nextStatuses, returnsStock, type OrderActor, type OrderStatus } from "~/lib/order-status";
import { orderPhone as normalizePhone } from "~/lib/schemas/store";

import { audit } from "./audit.server";
import type { MailContext } from "./auth.server";
import { DomainError } from "./errors";
import { once } from "./idempotency.server";
import { findTransfer, hold, memberAccountId, memberBalance, post, rowsOf, voidTransfer } from "./ledger.server";
import { announceNewOrder, announceStatusChange, languageOfMail } from "./order-notices.server";
import { isAdmin, isStaffOrAdmin } from "./permissions.server";
import { isUniqueViolation } from "./pg-errors.server";
import { withRetry } from "./retry.server";

export interface CheckoutInput {
  name: string;
  phone: string;
  email: string;
  address: string;
  receiving_area: ReceivingArea;
  payment_method: PaymentMethod;
  idempotency_key: string;
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
 * language of `mail` (the checkout page's; without it, as in scripts, no mail leaves).
 */
export async function placeOrder(args: {
  storeId: number;
  cart: Cart;
  buyer: User | null;
  input: CheckoutInput;
  /** The shopper's discount flag (a card's percentage when on): the order keeps the discounted amounts. */
  discount?: DiscountFlag;
  mail?: MailContext;
}): Promise<Order> {
  const { storeId, cart, buyer, input, mail } = args;
  const discount = args.discount ?? false;
  const cct = input.payment_method === "cct";
  // Paying with the CCT balance needs a wallet: signed-in users only.
  if (cct && !buyer) throw new DomainError("orders:checkout.paymentUnavailable", 422, "payment_method");
  if (cct && buyer?.id === storeId) throw new DomainError("orders:checkout.ownStore", 422, "payment_method");
  const phone = normalizePhone(input.phone);
  if (!phone) throw new DomainError("validation:phone", 422, "phone");
  const ids = Object.keys(cart).map(Number);
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
            throw new DomainError("orders:checkout.outOfStock", 409, undefined, { name: p.name, stock: p.quantity });
          const totals = lineTotals(
            { price: p.price, vnd_to_pay: p.vndToPay, ccm_to_pay: p.ccmToPay, discount_percentage: p.discountPercentage },
            quantity,
            discount,
          );
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
            language: languageOfMail(mail),
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
    if (!replayed) await announceNewOrder(value, mail);
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
    name: p.name,
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

export type CctPaymentState = "held" | "paid" | "refunded";

/** A CCT order's payment as the pages show it: held (pending), paid (posted) or refunded (voided). */
export function cctPaymentOf(transfer: Transfer | undefined): { state: CctPaymentState; amount: bigint } | null {
  if (!transfer) return null;
  const state: CctPaymentState = transfer.status === "posted" ? "paid" : transfer.status === "voided" ? "refunded" : "held";
  return { state, amount: transfer.amount };
}

/* Reading orders */

export const storeUser = alias(users, "store_user");

export async function getOrder(id: number): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new DomainError("orders:notFound", 404);
  return row;
}

/** Everything an order page shows: the order, its store (with bank details), lines and timeline. */
export async function orderDetail(order: Order) {
  const [store] = await db
    .select({ id: users.id, name: users.name, account: users.account, phone_number: users.phoneNumber, address: users.address })
    .from(users)
    .where(eq(users.id, order.storeId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const events = await db
    .select({
      id: orderEvents.id,
      actor: users.name,
      actorRole: orderEvents.actorRole,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      note: orderEvents.note,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));
  const payment = order.paymentTransferId === null ? null : cctPaymentOf(await findTransfer(order.paymentTransferId));
  return { order, store, lines, events, payment };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** The roles a signed-in user holds on an order (none: they may not see it). */
export function actorsFor(order: Pick<Order, "buyerId" | "storeId">, user: User, systemStoreId: number | null): OrderActor[] {
  const roles: OrderActor[] = [];
  if (order.buyerId === user.id) roles.push("buyer");
  if (order.storeId === user.id) roles.push("seller");
  if (isStaffOrAdmin(user) && order.storeId === systemStoreId) roles.push("staff");
  if (isAdmin(user)) roles.push("admin");
  return roles;
}

export async function systemStoreId(): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = 'default'`)
    .limit(1);
  return row?.id ?? null;
}

/** The order if the user may see it (buyer, store owner, staff for the system store, admin); 404 otherwise. */
export async function orderForUser(id: number, user: User) {
  const order = await getOrder(id);
  const actors = actorsFor(order, user, await systemStoreId());
  if (actors.length === 0) throw new DomainError("orders:notFound", 404);
  return { detail: await orderDetail(order), actors, next: nextStatuses(order.status, actors) };
}

export const checkOrderLimit = { max: 20, windowSeconds: 15 * 60 };

/** A guest's look-up by code and phone: the same refusal for an unknown code and a wrong phone. */
export async function findOrderByCodeAndPhone(code: string, phone: string): Promise<Order> {
  const normalized = normalizePhone(phone);
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`upper(${orders.code}) = ${code.trim().toUpperCase()}`)
    .limit(1);
  if (!row || !normalized || row.phone !== normalized) throw new DomainError("orders:check.notFound", 404);
  return row;
}

/* Changing status */

/**
 * Moves an order to `to` as `actor` (one of the roles the caller proved). Refuses transitions the
 * state machine does not know (409) and actors it does not allow (403). Canceled and Rejected give
 * the stock back. The change is then announced (order-notices.server.ts): the store's bell, the
 * buyer's bell and mail (the mail needs `mail` for the site's address).
 */
export async function changeOrderStatus(args: {
  orderId: number;
  to: OrderStatus;
  actors: OrderActor[];
  by: User | null;
  note?: string | null;
  mail?: MailContext;
}) {
  const { orderId, to, actors, by } = args;
  const note = args.note?.trim() || null;
  const updated = await withRetry(() =>
    db.transaction(async (tx: Tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new DomainError("orders:notFound", 404);
      // A CCT order is paid by its hold: "I have paid" never applies to it.
      const checks = actors.map((actor) => ({
        actor,
        check:
          order.paymentMethod === "cct" && to === "waiting"
            ? ({ ok: false, reason: "notAllowed" } as const)
            : checkTransition(order.status, to, actor),
      }));
      const allowed = checks.find((c) => c.check.ok);
      if (!allowed) {
        const notAllowed = checks.length === 0 || checks.some((c) => !c.check.ok && c.check.reason === "notAllowed");
        throw notAllowed
          ? new DomainError("orders:status_change.notAllowed", 409, undefined, { from: order.status, to })
          : new DomainError("orders:status_change.forbidden", 403, undefined, { to });
      }
      const [row] = await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
      // Lock order (as in placeOrder): the order, then products by id, then accounts by id.
      if (returnsStock(to)) {
        const lines = await tx
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, orderId))
          .orderBy(asc(orderLines.productId));
        for (const line of lines) {
          if (line.productId === null) continue;
          await tx
            .update(products)
            .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
            .where(eq(products.id, line.productId));
        }
      }
      // A CCT order's hold follows the status in the same transaction: Completed pays the store,
      // Canceled and Rejected give the amount back (the ledger posts or voids at most once).
      if (order.paymentTransferId !== null) {
        if (to === "completed") await post(order.paymentTransferId, tx);
        else if (returnsStock(to)) await voidTransfer(order.paymentTransferId, tx);
      }
      await tx
        .insert(orderEvents)
        .values({ orderId, actorId: by?.id ?? null, actorRole: allowed.actor, fromStatus: order.status, toStatus: to, note });
      // The back office's moves are audited too (a buyer's or seller's own are in the timeline only).
      if (by && (allowed.actor === "staff" || allowed.actor === "admin")) {
        await audit(tx, {
          actor: by,
          action: "order.status",
          target: { type: "order", id: orderId },
          before: { status: order.status },
          after: { status: to, as: allowed.actor, note },
        });
      }
      return { order: row, from: order.status, actor: allowed.actor };
    }),
  );
  const { order, from, actor } = updated;
  await announceStatusChange({ order, from, to, actor, by, note }, args.mail);
  return order;
}

/* JSON */

/** An order line in the API's shape: prices and totals as numbers (USD, đồng, CCT). */
export function orderLineJson(l: OrderLine) {
  return {
    name: l.name,
    quantity: l.quantity,
    price: unitsToNumber(l.price, USD_DECIMALS),
    vnd_to_pay: Number(l.vndToPay),
    ccm_to_pay: unitsToNumber(l.ccmToPay, COIN_DECIMALS),
    total_usd: unitsToNumber(l.totalUsd, USD_DECIMALS),
    total_vnd: Number(l.totalVnd),
    total_cct: unitsToNumber(l.totalCcm, COIN_DECIMALS),
  };
}

export function orderDetailJson(d: OrderDetail) {
  const o = d.order;
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    customer: o.name,
    phone: o.phone,
    email: o.email,
    address: o.address,
    receiving_area: o.receivingArea,
    payment_method: o.paymentMethod,
    total_usd: unitsToNumber(o.totalUsd, USD_DECIMALS),
    total_vnd: Number(o.totalVnd),
    total_cct: unitsToNumber(o.totalCcm, COIN_DECIMALS),
    discount: o.discount,
    created_at: o.createdAt,
    store: d.store ? { account: d.store.account, name: d.store.name } : null,
    lines: d.lines.map((l) => ({ product_id: l.productId, ...orderLineJson(l) })),
    cct_payment: d.payment ? { state: d.payment.state, amount: unitsToNumber(d.payment.amount, COIN_DECIMALS) } : null,
    timeline: d.events.map((e) => ({ by: e.actor, role: e.actorRole, from: e.from, to: e.to, note: e.note, at: e.at })),
  };
}
