import { and, eq, isNull, ne } from "drizzle-orm";

import { db } from "~/db/client.server";
import { users, type Order, type User } from "~/db/schema";
import { notify, systemStoreId } from "~/domain/accounts";
import { logError, maskEmail } from "~/infra/log.server";
import { sendMail, type Mail } from "~/infra/mail.server";
import { requestMailFacts } from "~/infra/request-scope.server";
import { bothLanguages, textsIn } from "~/infra/texts.server";
import { formatDateTime } from "~/lib/dates";
import { type Language } from "~/lib/i18n";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import type { OrderActor, OrderStatus } from "~/lib/order-status";

import { orderDetail, orderDetailIn } from "./orders.server";
import { payNowMail } from "./pay-now-mail.server";

/**
 * Who hears of an order, and how (decision 117): the store's side gets the bell (the owner; for
 * the system store `default`, every staff member), the buyer gets mails in the language of the
 * checkout page (and the bell when a member). Nothing here ever fails the order: the order is
 * committed before, and a failure is logged.
 */

/** The language an order's mails are written in: the checkout's (the page's, or the API client's); English outside a request. */
export function languageOfOrder(): Language {
  return requestMailFacts()?.language ?? "en";
}

const prefixOf = (lng: Language) => (lng === "vi" ? "/vi" : "");

/** The store's side: its owner, or every staff member (not locked) for the system store; with the page they open. */
async function storeSide(order: Order): Promise<{ ids: number[]; url: string }> {
  if (order.storeId !== (await systemStoreId())) return { ids: [order.storeId], url: `/user-orders/${order.id}` };
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isStaff, true), isNull(users.lockedAt), ne(users.id, order.storeId)));
  return { ids: staff.map((s) => s.id), url: `/staff/user-orders/${order.id}` };
}

/** The amount the order is paid with, as each language writes it. */
function paidTotal(order: Order, lng: Language): string {
  return order.paymentMethod === "cct" ? `${formatCoin(order.totalCcm, lng)} CCT` : formatVnd(order.totalVnd, lng);
}

async function safely(what: string, order: Order, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logError(error, { msg: `order ${what} failed`, order: order.id });
  }
}

/** Sends after the answer: SMTP's speed or failure never holds or fails the order. */
function sendLater(order: Order, mail: Omit<Mail, "to">) {
  void sendMail({ to: order.email, ...mail }, { order: order.id }).catch((error: unknown) =>
    logError(error, { msg: "order mail not queued", order: order.id, to: maskEmail(order.email) }),
  );
}

/** A new order: the store's side gets the bell, the buyer the confirmation mail (inside a request only: scripts send none). */
export async function announceNewOrder(order: Order): Promise<void> {
  const mail = requestMailFacts();
  await safely("bell", order, async () => {
    const { ids, url } = await storeSide(order);
    const title = bothLanguages("orders:notify.placed", (_t, lng) => ({
      code: order.code,
      name: order.name,
      total: paidTotal(order, lng),
    }));
    for (const id of ids.filter((id) => id !== order.buyerId)) await notify(id, { ...title, url });
  });
  if (!mail) return;
  await safely("confirmation mail", order, async () => sendLater(order, await confirmationMail(order, mail.origin)));
}

/** The confirmation: the code, the lines and the total in USD, VND and CCT, how to pay, the check-order link. */
async function confirmationMail(order: Order, origin: string) {
  const lng = order.language;
  const t = textsIn(lng);
  const { store, lines } = await orderDetailIn(await orderDetail(order), lng);
  const amounts = (usd: bigint, vnd: bigint, ccm: bigint) =>
    t("orders:mail.amounts", { usd: formatUsd(usd), vnd: formatVnd(vnd, lng), cct: formatCoin(ccm, lng) });
  const storeName = store?.name ?? "";
  const paymentNote =
    order.paymentMethod === "cct"
      ? t("orders:cctPayment.held", { amount: formatCoin(order.totalCcm, lng) })
      : t(store?.phoneNumber ? "orders:detail.bankText" : "orders:detail.bankTextNoPhone", {
          amount: formatVnd(order.totalVnd, lng),
          store: storeName,
          phone: store?.phoneNumber,
          code: order.code,
        });
  const subject = t("orders:mail.placedSubject", { code: order.code, store: storeName });
  const text = t("orders:mail.placedBody", {
    name: order.name,
    store: storeName,
    code: order.code,
    placedAt: formatDateTime(order.createdAt, t("common:timeZone")),
    status: t(`orders:status.${order.status}`),
    payment: t(`orders:payment.${order.paymentMethod}`),
    area: t(`orders:area.${order.receivingArea}`),
    address: order.address,
    lines: lines
      .map((l) =>
        t("orders:mail.line", { name: l.name, quantity: l.quantity, amounts: amounts(l.totalUsd, l.totalVnd, l.totalCcm) }),
      )
      .join("\n"),
    total: amounts(order.totalUsd, order.totalVnd, order.totalCcm),
    payment_note: paymentNote,
    link: checkLink(order, origin),
  });
  // A bank transfer awaiting payment: "Pay now" first, with the VietQR code (decision 187).
  return { subject, ...((await payNowMail(order, text)) ?? { text }) };
}

function checkLink(order: Order, origin: string): string {
  return `${origin}${prefixOf(order.language)}/check-order?code=${encodeURIComponent(order.code)}`;
}

export interface StatusChange {
  order: Order;
  from: OrderStatus;
  to: OrderStatus;
  /** The role the change was made in, and by whom (null: a guest proving code and phone). */
  actor: OrderActor;
  by: User | null;
  note: string | null;
}

/**
 * A status change: the store's side hears of a change made by someone else (the buyer, an admin;
 * staff do not hear of each other's moves), the buyer of a change they did not make (the bell for
 * a member, a mail for everyone).
 */
export async function announceStatusChange(change: StatusChange): Promise<void> {
  const mail = requestMailFacts();
  const { order, to, actor, by } = change;
  const statusTitle = bothLanguages("orders:notify.statusChanged", (t) => ({
    code: order.code,
    status: t(`orders:status.${to}`),
  }));
  if (actor !== "seller" && actor !== "staff") {
    await safely("bell", order, async () => {
      const { ids, url } = await storeSide(order);
      for (const id of ids.filter((id) => id !== by?.id)) await notify(id, { ...statusTitle, url });
    });
  }
  if (actor === "buyer") return;
  if (order.buyerId !== null && order.buyerId !== by?.id) {
    await safely("bell", order, () =>
      notify(order.buyerId!, { ...statusTitle, url: `/user-orders/${order.id}` }).then(() => undefined),
    );
  }
  if (!mail) return;
  await safely("status mail", order, async () => sendLater(order, await statusMail(change, mail.origin)));
}

async function statusMail({ order, to, note }: StatusChange, origin: string) {
  const t = textsIn(order.language);
  const { store } = await orderDetailIn(await orderDetail(order), order.language);
  const status = t(`orders:status.${to}`);
  return {
    subject: t("orders:mail.statusSubject", { code: order.code, status }),
    text: t("orders:mail.statusBody", {
      name: order.name,
      code: order.code,
      store: store?.name ?? "",
      status,
      note: note ? t("orders:mail.note", { note }) : "",
      link: checkLink(order, origin),
    }),
  };
}
