import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orderEvents, orders, products, transfers } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { checkLedger, memberAccountId, memberBalance, systemAccountId, transfer } from "~/domain/ledger";
import { changeOrderStatus, orderDetail, placeOrder } from "~/domain/orders";
import { orderDetailJson } from "~/routes/api/presenters/orders";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, guest, idempotencyKey, storeProduct, tokenFor } from "../support/fixtures";
import { call, json } from "../support/route-harness";

const CCT = 100_000_000n;

/** A published product of `account`'s store, priced at `cct` CCT (the test sets the price in the database). */
async function productAt(account: string, offset: number, cct: bigint) {
  const { store, product } = await storeProduct(account, offset);
  await db
    .update(products)
    .set({ ccmToPay: cct * CCT, quantity: 50 })
    .where(eq(products.id, product.id));
  return { store, product };
}

async function stockOf(id: number) {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, id));
  return row.q;
}

// Demo members and createMember() share this password; paying from the balance asks it.
const cctInput = () => ({
  ...guest,
  payment_method: "cct" as const,
  idempotency_key: idempotencyKey(),
  password: demo.member2.password,
});

beforeAll(async () => {
  await ensureDatabase();
});

describe("paying an order with the CCT balance", () => {
  it("holds qty × ccm_to_pay (re-read from the database) at checkout: available drops, balance does not; the order waits for confirmation", async () => {
    const buyer = (await findUserByAccount("member02"))!;
    const { store, product } = await productAt("member01", 0, 3n);
    const seller = await memberBalance(store.id);
    const before = await memberBalance(buyer.id);
    const order = await placeOrder({ storeId: store.id, cart: { [product.id]: 2 }, buyer, input: cctInput() });

    expect(order).toMatchObject({ paymentMethod: "cct", status: "waiting", totalCcm: 6n * CCT });
    const after = await memberBalance(buyer.id);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(before.held + 6n * CCT);
    expect(after.available).toBe(before.available - 6n * CCT);
    expect(await memberBalance(store.id)).toEqual(seller);

    const [hold] = await db.select().from(transfers).where(eq(transfers.id, order.paymentTransferId!));
    expect(hold).toMatchObject({
      kind: "purchase",
      status: "pending",
      amount: 6n * CCT,
      referenceType: "order",
      referenceId: order.id,
    });
    const detail = await orderDetail(order);
    expect(detail.payment).toEqual({ state: "held", amount: 6n * CCT });
    expect(detail.events.map((e) => [e.from, e.to])).toEqual([[null, "waiting"]]);
    expect(orderDetailJson(detail).cct_payment).toEqual({ state: "held", amount: 6 });
  });

  it("Completed posts the hold: the store owner receives the CCT, in the transaction of the status change", async () => {
    const buyer = (await findUserByAccount("member02"))!;
    const owner = (await findUserByAccount("member01"))!;
    const { store, product } = await productAt("member01", 1, 5n);
    const order = await placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input: cctInput() });
    const [b0, s0] = [await memberBalance(buyer.id), await memberBalance(store.id)];

    // The buyer cannot "mark paid" nor cancel it: the hold is the payment.
    await expect(changeOrderStatus({ orderId: order.id, to: "waiting", actors: ["buyer"], by: buyer })).rejects.toMatchObject({
      status: 409,
    });
    await expect(changeOrderStatus({ orderId: order.id, to: "canceled", actors: ["buyer"], by: buyer })).rejects.toMatchObject({
      status: 409,
    });
    for (const to of ["confirmed", "delivery"] as const)
      await changeOrderStatus({ orderId: order.id, to, actors: ["seller"], by: owner });
    expect(await memberBalance(buyer.id)).toEqual(b0);
    await changeOrderStatus({ orderId: order.id, to: "completed", actors: ["seller"], by: owner });

    const [b1, s1] = [await memberBalance(buyer.id), await memberBalance(store.id)];
    expect(b1.balance).toBe(b0.balance - 5n * CCT);
    expect(b1.held).toBe(b0.held - 5n * CCT);
    expect(b1.available).toBe(b0.available);
    expect(s1.balance).toBe(s0.balance + 5n * CCT);
    expect((await orderDetail((await db.select().from(orders).where(eq(orders.id, order.id)))[0])).payment).toEqual({
      state: "paid",
      amount: 5n * CCT,
    });
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("the system store's CCT goes to the `default` user's wallet (staff complete it)", async () => {
    const buyer = (await findUserByAccount("member01"))!;
    const staff = (await findUserByAccount("staff01"))!;
    const { store, product } = await productAt("default", 0, 2n);
    const s0 = await memberBalance(store.id);
    const order = await placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input: cctInput() });
    for (const to of ["confirmed", "delivery", "completed"] as const)
      await changeOrderStatus({ orderId: order.id, to, actors: ["staff"], by: staff });
    expect((await memberBalance(store.id)).balance).toBe(s0.balance + 2n * CCT);
  });

  it("Rejected and Canceled void the hold: the buyer's available balance comes back, the stock too", async () => {
    const buyer = (await findUserByAccount("member02"))!;
    const owner = (await findUserByAccount("member01"))!;
    const { store, product } = await productAt("member01", 2, 4n);
    const b0 = await memberBalance(buyer.id);
    const stock = await stockOf(product.id);

    const rejected = await placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input: cctInput() });
    const canceled = await placeOrder({ storeId: store.id, cart: { [product.id]: 2 }, buyer, input: cctInput() });
    expect((await memberBalance(buyer.id)).available).toBe(b0.available - 12n * CCT);

    await changeOrderStatus({ orderId: rejected.id, to: "rejected", actors: ["seller"], by: owner, note: "sold out" });
    expect((await memberBalance(buyer.id)).available).toBe(b0.available - 8n * CCT);
    for (const to of ["confirmed", "delivery", "cant_contact", "canceled"] as const)
      await changeOrderStatus({ orderId: canceled.id, to, actors: ["seller"], by: owner });

    expect(await memberBalance(buyer.id)).toEqual(b0);
    expect(await stockOf(product.id)).toBe(stock);
    expect((await orderDetail(rejected)).payment).toEqual({ state: "refunded", amount: 4n * CCT });
    const voided = await db.select({ status: transfers.status }).from(transfers).where(eq(transfers.referenceId, canceled.id));
    expect(voided).toEqual([{ status: "voided" }]);
    // Once voided, nothing moves it again.
    await expect(
      changeOrderStatus({ orderId: canceled.id, to: "completed", actors: ["admin"], by: owner }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("insufficient funds: a clear refusal on the payment field, no order, stock untouched", async () => {
    const { user: poor } = await createMember("poor");
    const { store, product } = await productAt("member01", 3, 1n);
    const stock = await stockOf(product.id);
    const input = cctInput();
    await expect(placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: poor, input })).rejects.toMatchObject({
      message: "orders:checkout.insufficientFunds",
      field: "payment_method",
      status: 422,
      params: { available: "0.00" },
    });
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotency_key))).toEqual([]);
    expect(await stockOf(product.id)).toBe(stock);
    expect(await memberBalance(poor.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
  });

  it("a replayed checkout (even two at once, with a balance for one) creates one order and holds once", async () => {
    const { user: buyer } = await createMember("exact");
    const credit = {
      debit: await systemAccountId("adjustments"),
      credit: await memberAccountId(buyer.id),
      amount: CCT,
      kind: "adjustment" as const,
    };
    await transfer({ ...credit, key: `test:${idempotencyKey()}` });
    const { store, product } = await productAt("member01", 4, 1n);
    const b0 = await memberBalance(buyer.id);
    const input = cctInput();
    const [first, second] = await Promise.all([
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input }),
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input }),
    ]);
    const third = await placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer, input });
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(await memberBalance(buyer.id)).toEqual({ balance: CCT, held: CCT, available: 0n });
    expect(b0.available).toBe(CCT);
    const holds = await db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `purchase:order:${input.idempotency_key}`));
    expect(holds).toHaveLength(1);
    expect(holds[0].referenceId).toBe(first.id);
  });

  it("a guest cannot choose CCT; a member cannot pay their own store with it", async () => {
    const { store, product } = await productAt("member01", 5, 1n);
    await expect(
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: null, input: cctInput() }),
    ).rejects.toMatchObject({
      message: "orders:checkout.paymentUnavailable",
      field: "payment_method",
    });
    const owner = (await findUserByAccount("member01"))!;
    await expect(
      placeOrder({ storeId: store.id, cart: { [product.id]: 1 }, buyer: owner, input: cctInput() }),
    ).rejects.toMatchObject({
      message: "orders:checkout.ownStore",
    });
  });
});

describe("the cart page and the API", () => {
  it("offers CCT (with the available balance) to signed-in members only, and refuses a short balance on the form", async () => {
    const { product } = await productAt("default", 1, 3n);
    const cartCookie = `cart_default=${encodeURIComponent(JSON.stringify({ [product.id]: 2 }))}`;
    const asGuest = await call("/store/default/cart", { headers: { Cookie: cartCookie } });
    expect(asGuest.body.cctAvailable).toBeNull();

    const member = await cookieFor("member02");
    const asMember = await call("/store/default/cart", { headers: { Cookie: `${member.Cookie}; ${cartCookie}` } });
    const buyer = (await findUserByAccount("member02"))!;
    expect(asMember.body.cctAvailable).toBe((await memberBalance(buyer.id)).available.toString());

    // A guest posting payment_method=cct by hand is refused on the field.
    const fields = {
      intent: "checkout",
      ...guest,
      payment_method: "cct",
      idempotency_key: idempotencyKey(),
      password: demo.member2.password,
    };
    const post = (cookie: string, body: Record<string, string>) =>
      call("/store/default/cart", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams(body),
      });
    const refused = await post(cartCookie, fields);
    expect(refused.status).toBe(422);
    expect(refused.body.error.payment_method).toEqual(["orders:checkout.paymentUnavailable"]);

    const { user: poor } = await createMember("poorpage");
    const { createSession } = await import("~/domain/accounts");
    const { sessionCookie } = await import("~/utils/auth.server");
    const poorCookie = (await sessionCookie.serialize(await createSession(poor.id, "web"))).split(";")[0];
    const short = await post(`${poorCookie}; ${cartCookie}`, { ...fields, idempotency_key: idempotencyKey() });
    expect(short.status).toBe(422);
    expect(short.body.error.payment_method).toEqual(["orders:checkout.insufficientFunds?available=0.00"]);

    const placed = await post(`${member.Cookie}; ${cartCookie}`, { ...fields, idempotency_key: idempotencyKey() });
    expect(placed.status).toBe(302);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(/user-orders\/(\d+)/.exec(placed.headers.get("Location") ?? "")?.[1])));
    expect(order).toMatchObject({ paymentMethod: "cct", status: "waiting", buyerId: buyer.id, totalCcm: 6n * CCT });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it("the checkout API accepts payment_method cct with a Bearer token, and refuses it without one", async () => {
    const token = await tokenFor(demo.member2);
    const { product } = await productAt("member01", 6, 2n);
    const created = await call("/api/store/member01/carts", { method: "POST" });
    const id = String(created.body.id);
    await call(`/api/carts/${id}`, json({ op: "add", product_id: product.id, quantity: 1 }));

    const anonymous = await call(`/api/carts/${id}/checkout`, json(cctInput()));
    expect(anonymous.status).toBe(422);
    const paid = await call(`/api/carts/${id}/checkout`, json(cctInput(), { Authorization: `Bearer ${token}` }));
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: "waiting",
      payment_method: "cct",
      total_cct: 2,
      cct_payment: { state: "held", amount: 2 },
    });
  });

  it("refuses CCT when any line has no CCT price (it would come free beside a priced one); nothing is held or sold", async () => {
    const token = await tokenFor(demo.member2);
    const buyer = (await findUserByAccount("member02"))!;
    const { product: priced } = await productAt("member01", 7, 2n);
    const { product: unpriced } = await productAt("member01", 8, 0n);
    const created = await call("/api/store/member01/carts", { method: "POST" });
    const id = String(created.body.id);
    await call(`/api/carts/${id}`, json({ op: "add", product_id: unpriced.id, quantity: 2 }));
    await call(`/api/carts/${id}`, json({ op: "add", product_id: priced.id, quantity: 1 }));
    const before = await memberBalance(buyer.id);
    const stock = [await stockOf(priced.id), await stockOf(unpriced.id)];
    const input = cctInput();
    const refused = await call(`/api/carts/${id}/checkout`, json(input, { Authorization: `Bearer ${token}` }));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `"${unpriced.name}" has no CCT price; please choose another payment method or remove it from the cart.`,
    );
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotency_key))).toEqual([]);
    expect(await memberBalance(buyer.id)).toEqual(before);
    expect([await stockOf(priced.id), await stockOf(unpriced.id)]).toEqual(stock);
    // Another way to pay still works for the same cart.
    const bank = await call(
      `/api/carts/${id}/checkout`,
      json({ ...input, payment_method: "bank_vnd", idempotency_key: idempotencyKey() }),
    );
    expect(bank.status).toBe(201);
  });
});
