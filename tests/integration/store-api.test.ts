import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/db/startup.server";
import * as adminOrders from "~/routes/api/admin.orders";
import * as login from "~/routes/api/auth.login";
import * as cart from "~/routes/api/cart";
import * as checkout from "~/routes/api/cart.checkout";
import * as orders from "~/routes/api/orders";
import * as orderCheck from "~/routes/api/orders.check";
import * as orderDetail from "~/routes/api/orders.detail";
import * as orderStatus from "~/routes/api/orders.status";
import * as carts from "~/routes/api/store.carts";
import * as product from "~/routes/api/store.product";
import * as productList from "~/routes/api/store.products";

import { bearer, call, json } from "./call-route";
import { freshIp } from "./helpers";
import { callWith, guest, idempotencyKey } from "./store-helpers";

async function token(email: string, password: string): Promise<string> {
  const res = await call(login.action, "/api/auth/login", json({ email, password }));
  return String(res.body.access_token);
}

const post = (body: unknown, extra: Record<string, string> = {}) => json(body, extra);

beforeAll(async () => {
  await ensureDatabase();
});

describe("catalogue API", () => {
  it("lists a store's published products with paging, search, category and sort", async () => {
    const res = await callWith(productList.loader, "/api/store/default/products", { account: "default" });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 13, page: 1, pages: 2 });
    expect(res.body.data).toHaveLength(12);
    expect(res.body.data[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      price: expect.any(Number),
      vnd_to_pay: expect.any(Number),
      ccm_to_pay: expect.any(Number),
    });

    const cheap = await callWith(productList.loader, "/api/store/default/products?sort=price_asc", { account: "default" });
    const prices = cheap.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

    const found = await callWith(productList.loader, "/api/store/member01/products?q=thermo", { account: "member01" });
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual(["Digital Thermometer"]);

    const category = found.body.data[0].category.id;
    const inCategory = await callWith(productList.loader, `/api/store/member01/products?category=${category}`, {
      account: "member01",
    });
    expect(inCategory.body.data.every((p: { category: { id: number } }) => p.category.id === category)).toBe(true);
  });

  it("answers one product, 404 for an unknown one or an unknown store", async () => {
    const list = await callWith(productList.loader, "/api/store/default/products", { account: "default" });
    const id = String(list.body.data[0].id);
    const one = await callWith(product.loader, `/api/store/default/products/${id}`, { account: "default", id });
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(Number(id));
    expect((await callWith(product.loader, "/api/store/member01/products/" + id, { account: "member01", id })).status).toBe(404);
    expect((await callWith(productList.loader, "/api/store/nobody99/products", { account: "nobody99" })).status).toBe(404);
  });
});

describe("cart and checkout API", () => {
  it("adds, sets, caps by stock, removes; checkout makes one order per key and empties the cart", async () => {
    const created = await callWith(carts.action, "/api/store/member01/carts", { account: "member01" }, { method: "POST" });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const list = await callWith(productList.loader, "/api/store/member01/products?sort=price_asc", { account: "member01" });
    const [a, b] = list.body.data as { id: number; quantity: number; price: number }[];
    const op = (body: unknown) => callWith(cart.action, `/api/carts/${id}`, { id }, post(body));

    expect((await op({ op: "add", product_id: a.id, quantity: 2 })).body.items).toEqual({ [a.id]: 2 });
    expect((await op({ op: "add", product_id: a.id, quantity: 1 })).body.items).toEqual({ [a.id]: 3 });
    expect((await op({ op: "set", product_id: a.id, quantity: 0 })).body.items).toEqual({ [a.id]: 1 });
    const capped = await op({ op: "add", product_id: b.id, quantity: b.quantity + 5 });
    expect(capped.body.items[b.id]).toBe(b.quantity);
    expect(capped.body.notices).toEqual([{ key: "store:cart.capped", params: { name: expect.any(String), stock: b.quantity } }]);
    const set = await op({ op: "set", product_id: b.id, quantity: 2 });
    expect(set.body.count).toBe(3);
    expect(set.body.totals.usd).toBeCloseTo(a.price + 2 * b.price, 2);
    expect((await op({ op: "add", product_id: 999999, quantity: 1 })).status).toBe(404);

    const key = idempotencyKey();
    const first = await callWith(checkout.action, `/api/carts/${id}/checkout`, { id }, post({ ...guest, idempotency_key: key }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "pending", phone: "+84912345678" });
    const quantities = Object.fromEntries(
      first.body.lines.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]),
    );
    expect(quantities).toEqual({ [a.id]: 1, [b.id]: 2 });
    const again = await callWith(checkout.action, `/api/carts/${id}/checkout`, { id }, post({ ...guest, idempotency_key: key }));
    expect(again.body.id).toBe(first.body.id);
    expect((await callWith(cart.loader, `/api/carts/${id}`, { id })).body.items).toEqual({});

    // The key may also come as the Idempotency-Key header.
    await op({ op: "add", product_id: a.id, quantity: 1 });
    const headerKey = idempotencyKey();
    const withHeader = () =>
      callWith(checkout.action, `/api/carts/${id}/checkout`, { id }, post(guest, { "Idempotency-Key": headerKey }));
    const byHeader = await withHeader();
    expect(byHeader.status).toBe(201);
    expect(byHeader.body.id).not.toBe(first.body.id);
    expect((await withHeader()).body.id).toBe(byHeader.body.id);

    const bad = await callWith(
      checkout.action,
      `/api/carts/${id}/checkout`,
      { id },
      post({ ...guest, phone: "abc", idempotency_key: idempotencyKey() }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone).toEqual([expect.any(String)]);
  });
});

describe("orders API", () => {
  it("checks an order by code and phone, the same 404 otherwise, 429 past the limit", async () => {
    const created = await callWith(carts.action, "/api/store/default/carts", { account: "default" }, { method: "POST" });
    const id = String(created.body.id);
    const list = await callWith(productList.loader, "/api/store/default/products", { account: "default" });
    await callWith(cart.action, `/api/carts/${id}`, { id }, post({ op: "add", product_id: list.body.data[0].id, quantity: 1 }));
    const order = await callWith(
      checkout.action,
      `/api/carts/${id}/checkout`,
      { id },
      post({ ...guest, idempotency_key: idempotencyKey() }),
    );

    const ip = freshIp();
    const ok = await callWith(
      orderCheck.action,
      "/api/orders/check",
      {},
      { ...post({ code: order.body.code, phone: guest.phone }), ip },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.timeline).toEqual([expect.objectContaining({ from: null, to: "pending" })]);
    const wrongPhone = await callWith(
      orderCheck.action,
      "/api/orders/check",
      {},
      { ...post({ code: order.body.code, phone: "0999999999" }), ip },
    );
    const unknown = await callWith(
      orderCheck.action,
      "/api/orders/check",
      {},
      { ...post({ code: "CCT-NOPE", phone: guest.phone }), ip },
    );
    expect(wrongPhone.status).toBe(404);
    expect(unknown.body).toEqual(wrongPhone.body);
    for (let i = 0; i < 17; i++)
      await callWith(orderCheck.action, "/api/orders/check", {}, { ...post({ code: "x", phone: "y" }), ip });
    expect(
      (await callWith(orderCheck.action, "/api/orders/check", {}, { ...post({ code: order.body.code, phone: guest.phone }), ip }))
        .status,
    ).toBe(429);
  });

  it("a member's orders: as buyer and seller; another member cannot read one; the owner confirms; admins list them", async () => {
    const buyer = await token("member2@example.com", "Member#2026pass");
    const owner = await token("member@example.com", "Member#2026pass");
    const admin = await token("admin@example.com", "Admin#2026pass");
    const created = await callWith(carts.action, "/api/store/member01/carts", { account: "member01" }, { method: "POST" });
    const id = String(created.body.id);
    const list = await callWith(productList.loader, "/api/store/member01/products", { account: "member01" });
    await callWith(cart.action, `/api/carts/${id}`, { id }, post({ op: "add", product_id: list.body.data[0].id, quantity: 1 }));
    const order = await callWith(
      checkout.action,
      `/api/carts/${id}/checkout`,
      { id },
      post({ ...guest, idempotency_key: idempotencyKey() }, { Authorization: `Bearer ${buyer}` }),
    );
    const orderId = String(order.body.id);

    const mine = await callWith(orders.loader, "/api/orders", {}, bearer(buyer));
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(order.body.id);
    const sold = await callWith(orders.loader, "/api/orders?as=seller", {}, bearer(owner));
    expect(sold.body.data.map((o: { id: number }) => o.id)).toContain(order.body.id);

    const stranger = await token("staff@example.com", "Staff#2026pass");
    expect((await callWith(orderDetail.loader, `/api/orders/${orderId}`, { id: orderId }, bearer(stranger))).status).toBe(404);
    expect((await callWith(orderDetail.loader, `/api/orders/${orderId}`, { id: orderId })).status).toBe(401);
    const seen = await callWith(orderDetail.loader, `/api/orders/${orderId}`, { id: orderId }, bearer(buyer));
    expect(seen.body.next_statuses).toEqual(["waiting", "canceled"]);

    const status = (who: string, to: string) =>
      callWith(
        orderStatus.action,
        `/api/orders/${orderId}/status`,
        { id: orderId },
        post({ to }, { Authorization: `Bearer ${who}` }),
      );
    expect((await status(owner, "confirmed")).status).toBe(409);
    expect((await status(buyer, "waiting")).body.status).toBe("waiting");
    expect((await status(buyer, "confirmed")).status).toBe(403);
    const confirmed = await status(owner, "confirmed");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.timeline.map((e: { to: string }) => e.to)).toEqual(["pending", "waiting", "confirmed"]);

    const report = await callWith(
      adminOrders.loader,
      `/api/admin/orders?status=confirmed&q=${order.body.code}`,
      {},
      bearer(admin),
    );
    expect(report.status).toBe(200);
    expect(report.body.data.map((o: { code: string }) => o.code)).toEqual([order.body.code]);
    expect(report.body.totals.find((t: { status: string }) => t.status === "confirmed").orders).toBe(1);
    expect((await callWith(adminOrders.loader, "/api/admin/orders", {}, bearer(owner))).status).toBe(403);
  });
});

describe("a deactivated store", () => {
  it("answers 404 'store unavailable' on the API, and again 200 once reactivated", async () => {
    const { findUserByAccount } = await import("~/domain/users.server");
    const { setShopActive } = await import("~/domain/shops.server");
    const owner = (await findUserByAccount("member02"))!;
    await setShopActive(owner.id, false);
    const closed = await callWith(productList.loader, "/api/store/member02/products", { account: "member02" });
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe("This store is unavailable");
    await setShopActive(owner.id, true);
    expect((await callWith(productList.loader, "/api/store/member02/products", { account: "member02" })).status).toBe(200);
  });
});
