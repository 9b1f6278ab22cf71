/**
 * The order state machine (DESIGN §6) and who may move an order. Pure: shared by the server, the
 * pages (which buttons to show) and the tests.
 */

export const orderStatuses = [
  "pending",
  "waiting",
  "confirmed",
  "delivery",
  "cant_contact",
  "completed",
  "canceled",
  "rejected",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who acts on an order: its buyer, the store's owner, staff (system store only) or an admin. */
export type OrderActor = "buyer" | "seller" | "staff" | "admin";

const sellerSide: OrderActor[] = ["seller", "staff", "admin"];

/** from → to → who may do it. */
const transitions: Partial<Record<OrderStatus, Partial<Record<OrderStatus, OrderActor[]>>>> = {
  pending: { waiting: ["buyer"], canceled: ["buyer"] },
  waiting: { confirmed: sellerSide, rejected: sellerSide },
  confirmed: { delivery: sellerSide },
  delivery: { completed: sellerSide, cant_contact: sellerSide },
  cant_contact: { delivery: sellerSide, canceled: sellerSide },
};

export type TransitionCheck = { ok: true } | { ok: false; reason: "notAllowed" | "forbidden" };

/** Whether `actor` may move an order from `from` to `to`: refused transitions and refused actors differ. */
export function checkTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionCheck {
  const who = transitions[from]?.[to];
  if (!who) return { ok: false, reason: "notAllowed" };
  return who.includes(actor) ? { ok: true } : { ok: false, reason: "forbidden" };
}

/** The statuses the actors may move an order to from `from`. */
export function nextStatuses(from: OrderStatus, actors: OrderActor[]): OrderStatus[] {
  return Object.entries(transitions[from] ?? {})
    .filter(([, who]) => who.some((w) => actors.includes(w)))
    .map(([to]) => to as OrderStatus);
}

/** Canceled and Rejected orders give their stock back. */
export function returnsStock(to: OrderStatus): boolean {
  return to === "canceled" || to === "rejected";
}
