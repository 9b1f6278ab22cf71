import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { createMember, demo, giveStoreBank, guest, idempotencyKey, tokenFor } from "../support/fixtures";
import { bearer, call, freshIp, json } from "../support/route-harness";

async function token(email: string, password: string): Promise<string> {
  const res = await call("/api/auth/login", json({ email, password }));
  return String(res.body.access_token);
}

const post = (body: unknown, extra: Record<string, string> = {}) => json(body, extra);

beforeAll(async () => {
  await ensureDatabase();
});

describe("catalogue API", () => {
  it("lists a store's published products with paging, search, category and sort", async () => {
    const res = await call("/api/store/default/products");
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

    const cheap = await call("/api/store/default/products?sort=price_asc");
    const prices = cheap.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));

    const found = await call("/api/store/member01/products?q=thermo");
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual(["Digital Thermometer"]);

    const category = found.body.data[0].category.id;
    const inCategory = await call(`/api/store/member01/products?category=${category}`);
    expect(inCategory.body.data.every((p: { category: { id: number } }) => p.category.id === category)).toBe(true);
  });

  it("answers one product, 404 for an unknown one or an unknown store", async () => {
    const list = await call("/api/store/default/products");
    const id = String(list.body.data[0].id);
    const one = await call(`/api/store/default/products/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(Number(id));
    expect((await call("/api/store/member01/products/" + id)).status).toBe(404);
    expect((await call("/api/store/nobody99/products")).status).toBe(404);
  });
});

describe("cart and checkout API", () => {
  it("adds, sets, caps by stock, removes; checkout makes one order per key and empties the cart", async () => {
    const created = await call("/api/store/member01/carts", { method: "POST" });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const list = await call("/api/store/member01/products?sort=price_asc");
    const [a, b] = list.body.data as { id: number; quantity: number; price: number }[];
    const op = (body: unknown) => call(`/api/carts/${id}`, post(body));

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
    const first = await call(`/api/carts/${id}/checkout`, post({ ...guest, idempotency_key: key }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "pending", phone: "+84912345678" });
    const quantities = Object.fromEntries(
      first.body.lines.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]),
    );
    expect(quantities).toEqual({ [a.id]: 1, [b.id]: 2 });
    const again = await call(`/api/carts/${id}/checkout`, post({ ...guest, idempotency_key: key }));
    expect(again.body.id).toBe(first.body.id);
    expect((await call(`/api/carts/${id}`)).body.items).toEqual({});

    // The key may also come as the Idempotency-Key header.
    await op({ op: "add", product_id: a.id, quantity: 1 });
    const headerKey = idempotencyKey();
    const withHeader = () => call(`/api/carts/${id}/checkout`, post(guest, { "Idempotency-Key": headerKey }));
    const byHeader = await withHeader();
    expect(byHeader.status).toBe(201);
    expect(byHeader.body.id).not.toBe(first.body.id);
    expect((await withHeader()).body.id).toBe(byHeader.body.id);

    const bad = await call(`/api/carts/${id}/checkout`, post({ ...guest, phone: "abc", idempotency_key: idempotencyKey() }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone).toEqual([expect.any(String)]);
  });
});

describe("orders API", () => {
  it("checks an order by code and phone, the same 404 otherwise, 429 past the limit", async () => {
    const created = await call("/api/store/default/carts", { method: "POST" });
    const id = String(created.body.id);
    const list = await call("/api/store/default/products");
    await call(`/api/carts/${id}`, post({ op: "add", product_id: list.body.data[0].id, quantity: 1 }));
    const order = await call(`/api/carts/${id}/checkout`, post({ ...guest, idempotency_key: idempotencyKey() }));

    const ip = freshIp();
    const ok = await call("/api/orders/check", { ...post({ code: order.body.code, phone: guest.phone }), ip });
    expect(ok.status).toBe(200);
    expect(ok.body.timeline).toEqual([expect.objectContaining({ from: null, to: "pending" })]);
    const wrongPhone = await call("/api/orders/check", { ...post({ code: order.body.code, phone: "0999999999" }), ip });
    const unknown = await call("/api/orders/check", { ...post({ code: "CCT-NOPE", phone: guest.phone }), ip });
    expect(wrongPhone.status).toBe(404);
    expect(unknown.body).toEqual(wrongPhone.body);
    for (let i = 0; i < 17; i++) await call("/api/orders/check", { ...post({ code: "x", phone: "y" }), ip });
    expect((await call("/api/orders/check", { ...post({ code: order.body.code, phone: guest.phone }), ip })).status).toBe(429);
  });

  it("a member's orders: as buyer and seller; another member cannot read one; the owner confirms; admins list them", async () => {
    const buyer = await token("member2@example.com", "Member#2026pass");
    const owner = await token("member@example.com", "Member#2026pass");
    const admin = await token("admin@example.com", "Admin#2026pass");
    const created = await call("/api/store/member01/carts", { method: "POST" });
    const id = String(created.body.id);
    const list = await call("/api/store/member01/products");
    await call(`/api/carts/${id}`, post({ op: "add", product_id: list.body.data[0].id, quantity: 1 }));
    const order = await call(
      `/api/carts/${id}/checkout`,
      post({ ...guest, idempotency_key: idempotencyKey() }, { Authorization: `Bearer ${buyer}` }),
    );
    const orderId = String(order.body.id);

    const mine = await call("/api/orders", bearer(buyer));
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(order.body.id);
    const sold = await call("/api/orders?as=seller", bearer(owner));
    expect(sold.body.data.map((o: { id: number }) => o.id)).toContain(order.body.id);

    const stranger = await token("staff@example.com", "Staff#2026pass");
    expect((await call(`/api/orders/${orderId}`, bearer(stranger))).status).toBe(404);
    expect((await call(`/api/orders/${orderId}`)).status).toBe(401);
    const seen = await call(`/api/orders/${orderId}`, bearer(buyer));
    expect(seen.body.next_statuses).toEqual(["waiting", "canceled"]);

    const status = (who: string, to: string) =>
      call(`/api/orders/${orderId}/status`, post({ to }, { Authorization: `Bearer ${who}` }));
    expect((await status(owner, "confirmed")).status).toBe(409);
    expect((await status(buyer, "waiting")).body.status).toBe("waiting");
    expect((await status(buyer, "confirmed")).status).toBe(403);
    const confirmed = await status(owner, "confirmed");
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.timeline.map((e: { to: string }) => e.to)).toEqual(["pending", "waiting", "confirmed"]);

    const report = await call(`/api/admin/orders?status=confirmed&q=${order.body.code}`, bearer(admin));
    expect(report.status).toBe(200);
    expect(report.body.data.map((o: { code: string }) => o.code)).toEqual([order.body.code]);
    expect(report.body.totals.find((t: { status: string }) => t.status === "confirmed").orders).toBe(1);
    expect((await call("/api/admin/orders", bearer(owner))).status).toBe(403);
  });
});

describe("a deactivated store", () => {
  it("answers 404 'store unavailable' on the API, and again 200 once reactivated", async () => {
    const { findUserByAccount } = await import("~/domain/accounts");
    const { setShopActive } = await import("~/domain/catalogue");
    const owner = (await findUserByAccount("member02"))!;
    const admin = (await findUserByAccount("admin01"))!;
    await setShopActive(admin, owner.id, false);
    const closed = await call("/api/store/member02/products");
    expect(closed.status).toBe(404);
    expect(closed.body.message).toBe("This store is unavailable");
    await setShopActive(admin, owner.id, true);
    expect((await call("/api/store/member02/products")).status).toBe(200);
  });
});

describe("a total too large to record", () => {
  it("is refused with a message in the client's language, and no order is made", async () => {
    const { user, password } = await createMember("bigprice");
    await giveStoreBank(user.id);
    const seller = await tokenFor({ email: user.email, password });
    const product = await call(
      "/api/products",
      json({ name: "Gold bar", price: 1, vnd_to_pay: 1000, ccm_to_pay: 9_999_999_999, quantity: 20 }, bearer(seller).headers),
    );
    expect(product.status).toBe(201);
    const admin = await tokenFor(demo.admin);
    await call(`/api/admin/user-products/${product.body.id}/approve`, json({}, bearer(admin).headers));
    const cart = String((await call(`/api/store/${user.account}/carts`, { method: "POST" })).body.id);
    await call(`/api/carts/${cart}`, post({ op: "add", product_id: product.body.id, quantity: 10 }));
    const refused = await call(
      `/api/carts/${cart}/checkout`,
      post({ ...guest, idempotency_key: idempotencyKey() }, { "Accept-Language": "vi" }),
    );
    expect([refused.status, refused.body.message]).toEqual([422, "Một số trong yêu cầu này quá lớn."]);
    expect((await call("/api/orders?role=sold", bearer(seller))).body.data).toEqual([]);
  });
});
