import { asc, eq, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { withRetry } from "~/db/retry.server";
import { orderEvents, orderLines, orders, products, type User } from "~/db/schema";
import { audit } from "~/domain/audit";
import { post, voidTransfer } from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { checkTransition, returnsStock, type OrderActor, type OrderStatus } from "~/lib/order-status";

import { announceStatusChange } from "./order-notices.server";

/**
 * Moves an order to `to` as `actor` (one of the roles the caller proved). Refuses transitions the
 * state machine does not know (409) and actors it does not allow (403). Canceled and Rejected give
 * the stock back. The change is then announced (order-notices.server.ts): the store's bell, the
 * buyer's bell and mail (inside a request: the mail needs its site's address).
 */
export async function changeOrderStatus(args: {
  orderId: number;
  to: OrderStatus;
  actors: OrderActor[];
  by: User | null;
  note?: string | null;
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
  await announceStatusChange({ order, from, to, actor, by, note });
  return order;
}
