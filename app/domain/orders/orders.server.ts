import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db } from "~/db/client.server";
import { orderEvents, orderLines, orders, users, type Order, type Transfer, type User } from "~/db/schema";
import { isAdmin, isStaffOrAdmin, systemStoreId } from "~/domain/accounts";
import { localized } from "~/domain/catalogue";
import { findTransfer } from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import type { Language } from "~/lib/i18n";
import { nextStatuses, type OrderActor } from "~/lib/order-status";
import { normalizePhone } from "~/lib/phone";
import { nameIn } from "~/lib/product-names";

import { payNowFor, payNowShown } from "./pay-now.server";

/**
 * Orders after checkout (checkout.server.ts places them): reading them for the people allowed to
 * see them, moving them along their statuses with the stock and the CCT payment, their JSON.
 */

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

/** Everything an order page shows: the order, its store, how to pay it (bank transfer), lines and timeline. */
export async function orderDetail(order: Order) {
  const [store] = await db
    .select({ id: users.id, name: users.name, account: users.account, phoneNumber: users.phoneNumber, address: users.address })
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
  return { order, store, lines, events, payment, payNow: await payNowFor(order) };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/**
 * The detail as a reader of `lng` sees it: the lines' names as sold in that language (decision 199)
 * and the store's name in the glossary's translation (decision 142). Only what is shown changes.
 */
export async function orderDetailIn(detail: OrderDetail, lng: Language): Promise<OrderDetail> {
  const stores = detail.store ? await localized(lng, [detail.store], ["name"]) : [];
  const lines = detail.lines.map((l) => ({ ...l, name: nameIn(lng, l) }));
  return { ...detail, lines, store: stores[0] ?? detail.store };
}

/**
 * The detail as its reader sees it on a page: in their language (orderDetailIn), and the payment's
 * QR code drawn only for the payer, to whom the instructions speak (decision 228).
 */
export async function orderDetailFor(detail: OrderDetail, lng: Language, payer: boolean) {
  const shown = await orderDetailIn(detail, lng);
  return { ...shown, payNow: await payNowShown(shown.payNow, payer) };
}

/** The roles a signed-in user holds on an order (none: they may not see it). */
export function actorsFor(order: Pick<Order, "buyerId" | "storeId">, user: User, systemStoreId: number | null): OrderActor[] {
  const roles: OrderActor[] = [];
  if (order.buyerId === user.id) roles.push("buyer");
  if (order.storeId === user.id) roles.push("seller");
  if (isStaffOrAdmin(user) && order.storeId === systemStoreId) roles.push("staff");
  if (isAdmin(user)) roles.push("admin");
  return roles;
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

/* JSON */
