import { and, asc, eq, inArray, like, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import type { Page } from "~/db/paginate.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { rowsOf } from "~/db/rows.server";
import { orderEvents, orderLines, orders, products, type Order, type Product, type User } from "~/db/schema";
import { requireCurrentPassword, systemStoreId, verifySecondFactor } from "~/domain/accounts";
import { listProducts, type ProductView } from "~/domain/catalogue";
import { memberAccountId, memberBalance, once, scopedKey, transfer } from "~/domain/ledger";
import { lineTotals, sumTotals } from "~/lib/cart";
import { DomainError } from "~/lib/errors";
import type { Language } from "~/lib/i18n";
import { formatCoin } from "~/lib/money";
import { restockLines, type RestockInput } from "~/lib/schemas/restock";

import { orderCode, soldLine } from "./checkout.server";

/**
 * /buy-products: a member restocks their own store from the system catalogue with the CCT balance.
 * One transaction: the system products are locked and their stock taken, the member pays the
 * system store (one posted `purchase` transfer), each line lands in the member's store as a
 * published product linked to the system product (created once, its stock raised after), and the
 * purchase is kept as a completed order of the system store. The same key answers the same order.
 */
export async function restock(user: User, input: RestockInput, key: string): Promise<{ order: Order; replayed: boolean }> {
  const lines = restockLines(input.items);
  if (lines.size === 0) throw new DomainError("products:restock.nothingChosen", 422);
  const systemId = await systemStoreId();
  if (systemId === null || systemId === user.id) throw new DomainError("products:restock.unavailable", 409);
  await requireCurrentPassword(user, input.password);
  const orderKey = scopedKey("restock", user.id, key);
  const find = async () => {
    const order = await orderByKey(orderKey);
    // The same key with other lines is another request: refused (409), as transfers and packages are.
    if (order && !(await sameLines(order.id, lines))) throw new DomainError("wallet:errors.keyReused", 409);
    return order;
  };
  try {
    const { value, replayed } = await once({
      find,
      create: async () => {
        // A replay moves nothing and its code was already spent: only a new purchase asks for one.
        await verifySecondFactor(user.id, input.otp);
        return withRetry(() => db.transaction((tx) => buy(tx, { user, systemId, lines, orderKey })));
      },
      // The same form sent twice at once: the second one's order (or transfer) key is taken.
      findAfter: isUniqueViolation,
    });
    return { order: value, replayed };
  } catch (error) {
    if (error instanceof DomainError && error.message === "wallet:errors.insufficientFunds") {
      const { available } = await memberBalance(user.id);
      throw new DomainError("products:restock.insufficientFunds", 422, undefined, { available: formatCoin(available) });
    }
    throw error;
  }
}

/** The system store's published products a member may buy (a page), with how many of each their store holds. */
export async function restockCatalogue(userId: number, query: { q?: string; page?: number; lng?: Language }) {
  const systemId = await systemStoreId();
  if (systemId === null) return { items: [], page: 1, pages: 1, total: 0 } satisfies Page<ProductView & { held: number }>;
  const list = await listProducts(systemId, query, 24);
  const ids = list.items.map((p) => p.id);
  const held = ids.length
    ? await db
        .select({ source: products.sourceProductId, quantity: products.quantity })
        .from(products)
        .where(and(eq(products.storeId, userId), inArray(products.sourceProductId, ids)))
    : [];
  const heldBy = new Map(held.map((h) => [h.source, h.quantity]));
  return { ...list, items: list.items.map((p) => ({ ...p, held: heldBy.get(p.id) ?? 0 })) };
}

/** Whether an order holds exactly these system products in these quantities. */
async function sameLines(orderId: number, lines: Map<number, number>): Promise<boolean> {
  const rows = await db
    .select({ productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.length === lines.size && rows.every((r) => r.productId !== null && lines.get(r.productId) === r.quantity);
}

async function orderByKey(key: string): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

/** The purchase, or undefined when the same key's purchase committed while this one waited for the locks. */
async function buy(
  tx: Tx,
  args: { user: User; systemId: number; lines: Map<number, number>; orderKey: string },
): Promise<Order | undefined> {
  const { user, systemId, lines, orderKey } = args;
  // Lock order as at checkout: products by id, then the accounts (inside the ledger).
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [...lines.keys()]))
    .orderBy(asc(products.id))
    .for("update");
  // The same form sent twice at once waits here for the first; it then finds the first's order.
  const [first] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, orderKey));
  if (first) return undefined;
  const byId = new Map(rows.map((p) => [p.id, p]));
  const bought = [...lines].map(([id, quantity]) => {
    const p = byId.get(id);
    if (!p || p.storeId !== systemId || p.status !== "published" || p.ccmToPay <= 0n) {
      throw new DomainError("products:restock.productUnavailable", 409);
    }
    if (p.quantity < quantity) {
      throw new DomainError("products:restock.outOfStock", 409, undefined, { name: p.name, stock: p.quantity });
    }
    return { p, quantity, totals: lineTotals(p, quantity, false) };
  });
  const total = sumTotals(bought.map((b) => b.totals));
  const [{ id }] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`),
  );
  const orderId = Number(id);
  const { transfer: payment } = await transfer(
    {
      debit: await memberAccountId(user.id, tx),
      credit: await memberAccountId(systemId, tx),
      amount: total.ccm,
      kind: "purchase",
      key: `purchase:${orderKey}`,
      reference: { type: "order", id: orderId },
      createdBy: user.id,
    },
    tx,
  );
  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      // The code's day and "Placed at" come from the same instant (both read in New York).
      code: orderCode(now),
      createdAt: now,
      storeId: systemId,
      buyerId: user.id,
      name: user.name,
      phone: user.phoneNumber ?? "",
      email: user.email,
      address: user.address ?? "",
      receivingArea: "AT_HOME",
      paymentMethod: "cct",
      paymentTransferId: payment.id,
      status: "completed",
      totalUsd: total.usd,
      totalVnd: total.vnd,
      totalCcm: total.ccm,
      idempotencyKey: orderKey,
    })
    .returning();
  await tx.insert(orderLines).values(bought.map(({ p, quantity, totals }) => soldLine(orderId, p, quantity, totals)));
  await tx.insert(orderEvents).values({ orderId, actorId: user.id, actorRole: "buyer", fromStatus: null, toStatus: "completed" });
  for (const { p, quantity } of bought) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}`, updatedAt: new Date() })
      .where(eq(products.id, p.id));
    await addToStore(tx, user.id, p, quantity);
  }
  return order;
}

/**
 * The member's product linked to `source`: its stock raised, or created as a published copy (the
 * system product is approved already) under a slug free in the member's store.
 */
async function addToStore(tx: Tx, storeId: number, source: Product, quantity: number): Promise<void> {
  const raised = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.storeId, storeId), eq(products.sourceProductId, source.id)))
    .returning({ id: products.id });
  if (raised.length) return;
  await tx.insert(products).values({
    storeId,
    sourceProductId: source.id,
    categoryId: source.categoryId,
    name: source.name,
    nameVi: source.nameVi,
    slug: await freeSlug(tx, storeId, source.slug),
    meta: source.meta,
    description: source.description,
    descriptionVi: source.descriptionVi,
    price: source.price,
    vndToPay: source.vndToPay,
    ccmToPay: source.ccmToPay,
    discountPercentage: source.discountPercentage,
    quantity,
    status: "published",
    thumbnail: source.thumbnail,
    images: source.images,
    reviewedAt: new Date(),
  });
}

/** `slug`, or `slug-2`, `slug-3`… whichever the store does not use yet. */
async function freeSlug(tx: Tx, storeId: number, slug: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(and(eq(products.storeId, storeId), like(products.slug, `${slug}%`)))
    ).map((r) => r.slug),
  );
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  return candidate;
}
