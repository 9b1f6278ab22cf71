import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { notifications, orderEvents, products, users } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { changeOrderStatus, findOrderByCodeAndPhone, orderDetail, orderForUser, placeOrder } from "~/domain/orders";
import { DomainError } from "~/lib/errors";
import { ensureDatabase } from "~/seed/startup.server";

import { guest, idempotencyKey, storeProduct } from "../support/fixtures";

async function stockOf(id: number) {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, id));
  return row.q;
}

beforeAll(async () => {
  await ensureDatabase();
});

describe("placing an order", () => {
  it("decrements stock, snapshots the lines and totals, starts the timeline at Pending", async () => {
    const { store, rows } = await storeProduct("default");
    const [a, b] = rows;
    const before = [await stockOf(a.id), await stockOf(b.id)];
    const order = await placeOrder({
      storeId: store.id,
      cart: { [a.id]: 2, [b.id]: 1 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect(order.status).toBe("pending");
    expect(order.code).toMatch(/^CCT-\d{6}-[A-Z2-9]{6}$/);
    expect(order.phone).toBe("+84912345678");
    expect(order.totalUsd).toBe(2n * a.price + b.price);
    expect(order.totalVnd).toBe(2n * a.vndToPay + b.vndToPay);
    expect(order.totalCcm).toBe(2n * a.ccmToPay + b.ccmToPay);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([before[0] - 2, before[1] - 1]);
    const detail = await orderDetail(order);
    expect(detail.lines.map((l) => [l.productId, l.name, l.quantity])).toEqual([
      [a.id, a.name, 2],
      [b.id, b.name, 1],
    ]);
    expect(detail.events.map((e) => [e.from, e.to])).toEqual([[null, "pending"]]);
  });

  it("re-reads prices from the database: the cart carries quantities only", async () => {
    const { store, product } = await storeProduct("member01", 2);
    await db.update(products).set({ price: 777n, vndToPay: 12_345n }).where(eq(products.id, product.id));
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 3 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect(order.totalUsd).toBe(3n * 777n);
    expect(order.totalVnd).toBe(3n * 12_345n);
    const { lines } = await orderDetail(order);
    expect(lines[0].price).toBe(777n);
  });

  it("takes discount_percentage off the đồng when the discount flag is on", async () => {
    const { store, product } = await storeProduct("default", 1);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 2 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
      discount: true,
    });
    const percent = BigInt(product.discountPercentage);
    expect(percent).toBeGreaterThan(0n);
    expect(order.totalVnd).toBe((2n * product.vndToPay * (100n - percent) + 50n) / 100n);
    expect(order.totalUsd).toBe(2n * product.price);
    expect(order.discount).toBe(true);
  });

  it("refuses more than the stock, and changes nothing", async () => {
    const { store, product } = await storeProduct("default", 3);
    const stock = await stockOf(product.id);
    const attempt = placeOrder({
      storeId: store.id,
      cart: { [product.id]: stock + 1 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    await expect(attempt).rejects.toMatchObject({ message: "orders:checkout.outOfStock", status: 409 });
    expect(await stockOf(product.id)).toBe(stock);
  });

  it("refuses a product of another store or an unpublished one", async () => {
    const { store } = await storeProduct("default");
    const { product: other } = await storeProduct("member01");
    await expect(
      placeOrder({
        storeId: store.id,
        cart: { [other.id]: 1 },
        buyer: null,
        input: { ...guest, idempotency_key: idempotencyKey() },
      }),
    ).rejects.toMatchObject({
      message: "orders:checkout.unavailable",
    });
    const [hidden] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "inactive")));
    await expect(
      placeOrder({
        storeId: store.id,
        cart: { [hidden.id]: 1 },
        buyer: null,
        input: { ...guest, idempotency_key: idempotencyKey() },
      }),
    ).rejects.toBeInstanceOf(DomainError);
  });

  it("is idempotent: the same key answers the same order and takes the stock once", async () => {
    const { store, product } = await storeProduct("default", 4);
    const stock = await stockOf(product.id);
    const key = idempotencyKey();
    const input = { ...guest, idempotency_key: key };
    const [first, second] = await Promise.all([
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: null, input }),
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: null, input }),
    ]);
    const third = await placeOrder({ storeId: store.id, cart: {}, buyer: null, input });
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(await stockOf(product.id)).toBe(stock - 1);
  });

  it("answers a reused key only to the same shopper: another phone or a member gets 409, not the order", async () => {
    const { store, product } = await storeProduct("default", 4);
    const key = idempotencyKey();
    await placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: null, input: { ...guest, idempotency_key: key } });
    const otherGuest = placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: null,
      input: { ...guest, phone: "+84 912 000 111", idempotency_key: key },
    });
    await expect(otherGuest).rejects.toMatchObject({ status: 409, message: "orders:checkout.keyReused" });
    const member = await findUserByAccount("member02");
    const asMember = placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: member!,
      input: { ...guest, idempotency_key: key },
    });
    await expect(asMember).rejects.toBeInstanceOf(DomainError);
  });

  it("refuses an empty cart, a bad phone and the CCT payment for a guest", async () => {
    const { store, product } = await storeProduct("default");
    await expect(
      placeOrder({ storeId: store.id, cart: {}, buyer: null, input: { ...guest, idempotency_key: idempotencyKey() } }),
    ).rejects.toMatchObject({ message: "orders:checkout.emptyCart" });
    await expect(
      placeOrder({
        storeId: store.id,
        cart: { [product.id]: 1 },
        buyer: null,
        input: { ...guest, phone: "12", idempotency_key: idempotencyKey() },
      }),
    ).rejects.toMatchObject({ field: "phone" });
    await expect(
      placeOrder({
        storeId: store.id,
        cart: { [product.id]: 1 },
        buyer: null,
        input: { ...guest, payment_method: "cct", idempotency_key: idempotencyKey() },
      }),
    ).rejects.toMatchObject({ field: "payment_method" });
  });
});

describe("who may read and move an order", () => {
  it("the buyer, the store owner and admins read it; another member gets 404", async () => {
    const member2 = (await findUserByAccount("member02"))!;
    const member1 = (await findUserByAccount("member01"))!;
    const admin = (await findUserByAccount("admin01"))!;
    const staff = (await findUserByAccount("staff01"))!;
    const { store, product } = await storeProduct("member01");
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: member2,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect((await orderForUser(order.id, member2)).actors).toEqual(["buyer"]);
    expect((await orderForUser(order.id, member1)).actors).toEqual(["seller"]);
    expect((await orderForUser(order.id, admin)).actors).toEqual(["admin"]);
    // Staff handle the system store's orders only.
    await expect(orderForUser(order.id, staff)).rejects.toMatchObject({ status: 404 });
    const stranger = (await findUserByAccount("moder01"))!;
    await expect(orderForUser(order.id, stranger)).rejects.toMatchObject({ status: 404, message: "orders:notFound" });
  });

  it("follows the state machine, keeps the timeline, notifies the member buyer, returns stock on Canceled", async () => {
    const member2 = (await findUserByAccount("member02"))!;
    const owner = (await findUserByAccount("member01"))!;
    const { store, product } = await storeProduct("member01", 1);
    const stock = await stockOf(product.id);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 2 },
      buyer: member2,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    await expect(changeOrderStatus({ orderId: order.id, to: "confirmed", actors: ["seller"], by: owner })).rejects.toMatchObject({
      status: 409,
    });
    await changeOrderStatus({ orderId: order.id, to: "waiting", actors: ["buyer"], by: member2, note: "paid by bank" });
    await expect(changeOrderStatus({ orderId: order.id, to: "confirmed", actors: ["buyer"], by: member2 })).rejects.toMatchObject(
      { status: 403 },
    );
    await changeOrderStatus({ orderId: order.id, to: "confirmed", actors: ["seller"], by: owner });
    await changeOrderStatus({ orderId: order.id, to: "delivery", actors: ["seller"], by: owner });
    await changeOrderStatus({ orderId: order.id, to: "cant_contact", actors: ["seller"], by: owner });
    expect(await stockOf(product.id)).toBe(stock - 2);
    await changeOrderStatus({ orderId: order.id, to: "canceled", actors: ["seller"], by: owner, note: "no answer" });
    expect(await stockOf(product.id)).toBe(stock);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorRole, e.note])).toEqual([
      [null, "pending", "buyer", null],
      ["pending", "waiting", "buyer", "paid by bank"],
      ["waiting", "confirmed", "seller", null],
      ["confirmed", "delivery", "seller", null],
      ["delivery", "cant_contact", "seller", null],
      ["cant_contact", "canceled", "seller", "no answer"],
    ]);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, member2.id));
    expect(notes.filter((n) => n.title.includes(order.code)).map((n) => n.title)).toEqual([
      `Order ${order.code}: Confirmed`,
      `Order ${order.code}: Delivery`,
      `Order ${order.code}: Can't Contact`,
      `Order ${order.code}: Canceled`,
    ]);
  });

  it("a guest finds an order by code and phone only; an unknown code and a wrong phone are the same refusal", async () => {
    const { store, product } = await storeProduct("default", 5);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect((await findOrderByCodeAndPhone(order.code.toLowerCase(), "+84 912 345 678")).id).toBe(order.id);
    const unknown = await findOrderByCodeAndPhone("CCT-000000-AAAAAA", guest.phone).catch((e: unknown) => e);
    const wrong = await findOrderByCodeAndPhone(order.code, "0987654321").catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(DomainError);
    expect(wrong).toEqual(unknown);
  });

  it("rejected orders return their stock", async () => {
    const admin = (await db.select().from(users).where(eq(users.account, "admin01")))[0];
    const { store, product } = await storeProduct("default", 6);
    const stock = await stockOf(product.id);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 3 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    await changeOrderStatus({ orderId: order.id, to: "waiting", actors: ["buyer"], by: null });
    await changeOrderStatus({ orderId: order.id, to: "rejected", actors: ["admin"], by: admin });
    expect(await stockOf(product.id)).toBe(stock);
  });
});
