import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orders, products } from "~/db/schema";
import { checkLedger, memberAccountId, memberBalance, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, idempotencyKey, post, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form, loadPage } from "../support/route-harness";

const CCT = 100_000_000n;

/** A member nobody else touches, with `cct` CCT credited, an API token and a web session. */
async function fundedMember(cct: bigint) {
  const { user, password } = await createMember("restock");
  if (cct > 0n) {
    await transfer({
      debit: await systemAccountId(systemCodes.adjustments),
      credit: await memberAccountId(user.id),
      amount: cct * CCT,
      kind: "adjustment",
      key: `test-fund:${user.id}`,
    });
  }
  return { user, password, token: await tokenFor({ email: user.email, password }), cookie: await cookieFor(user.account) };
}

/** Two system products priced at 2 and 5 CCT with 20 and 4 in stock (set by the test). */
async function systemProducts() {
  const { store, rows } = await storeProduct("default");
  const [a, b] = rows.slice(-2);
  await db
    .update(products)
    .set({ ccmToPay: 2n * CCT, quantity: 20 })
    .where(eq(products.id, a.id));
  await db
    .update(products)
    .set({ ccmToPay: 5n * CCT, quantity: 4 })
    .where(eq(products.id, b.id));
  return { system: store, a, b };
}

async function stockOf(id: number) {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, id));
  return row.q;
}

async function linked(storeId: number, sourceId: number) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.sourceProductId, sourceId)));
}

let catalogue: Awaited<ReturnType<typeof systemProducts>>;

beforeAll(async () => {
  await ensureDatabase();
  catalogue = await systemProducts();
});

describe("/buy-products: members restock from the system catalogue with CCT", () => {
  it("moves the exact price, takes the system stock, lists the products in the member's store and records a completed order; a replay moves nothing", async () => {
    const { a, b, system } = catalogue;
    const member = await fundedMember(100n);
    const [stockA, stockB, systemWallet] = [await stockOf(a.id), await stockOf(b.id), await memberBalance(system.id)];
    const key = idempotencyKey();
    const body = {
      items: [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 2 },
      ],
      password: member.password,
    };

    const res = await call("/api/buy-products", post(member.token, body, key));
    expect(res.status).toBe(201);
    const order = res.body.order;
    expect(order).toMatchObject({ status: "completed", payment_method: "cct", total_cct: 16, store: { account: "default" } });
    expect(order.cct_payment).toEqual({ state: "paid", amount: 16 });
    expect(order.lines.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity])).toEqual([
      [a.id, 3],
      [b.id, 2],
    ]);

    expect(await memberBalance(member.user.id)).toMatchObject({ balance: 84n * CCT, held: 0n });
    expect((await memberBalance(system.id)).balance).toBe(systemWallet.balance + 16n * CCT);
    expect(await stockOf(a.id)).toBe(stockA - 3);
    expect(await stockOf(b.id)).toBe(stockB - 2);
    const [mineA] = await linked(member.user.id, a.id);
    expect(mineA).toMatchObject({ status: "published", quantity: 3, name: a.name, slug: a.slug, ccmToPay: 2n * CCT });

    // The member's store shows it; the member's orders list the purchase.
    const store = await call(`/api/store/${member.user.account}/products`);
    expect(store.body.data.map((p: { id: number }) => p.id)).toContain(mineA.id);
    const mine = await call("/api/orders", bearer(member.token));
    expect(JSON.stringify(mine.body)).toContain(order.code);

    const replay = await call("/api/buy-products", post(member.token, body, key));
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.body.order.id).toBe(order.id);
    expect((await memberBalance(member.user.id)).balance).toBe(84n * CCT);
    expect(await stockOf(a.id)).toBe(stockA - 3);
    expect((await linked(member.user.id, a.id))[0].quantity).toBe(3);
    // The same key with other lines is another request: 409, as transfers and packages answer, and nothing moves.
    const reused = await call(
      "/api/buy-products",
      post(member.token, { items: [{ product_id: a.id, quantity: 1 }], password: member.password }, key),
    );
    expect(reused.status).toBe(409);
    expect((await memberBalance(member.user.id)).balance).toBe(84n * CCT);

    // A second purchase raises the same linked product's stock.
    const again = await call(
      "/api/buy-products",
      post(member.token, { items: [{ product_id: a.id, quantity: 1 }], password: member.password }),
    );
    expect(again.status).toBe(201);
    const rows = await linked(member.user.id, a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].quantity).toBe(4);
    expect((await checkLedger()).sum).toBe(0n);
  });

  it("refuses a short balance, short stock, a wrong password, nothing chosen and a product of another store — and nothing moves", async () => {
    const { a, b } = catalogue;
    const member = await fundedMember(3n);
    const before = { a: await stockOf(a.id), b: await stockOf(b.id) };
    const buy = (body: object) => call("/api/buy-products", post(member.token, { password: member.password, ...body }));

    const poor = await buy({ items: [{ product_id: a.id, quantity: 2 }] });
    expect(poor.status).toBe(422);
    expect(poor.body.message).toBe("Your balance is not enough for this purchase (available: 3.00 CCT). Nothing was charged.");

    const short = await buy({ items: [{ product_id: b.id, quantity: before.b + 1 }] });
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(`Only ${before.b} of "${b.name}" left in stock.`);

    const wrong = await buy({ items: [{ product_id: a.id, quantity: 1 }], password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("Password is incorrect");

    const nothing = await buy({ items: [{ product_id: a.id, quantity: 0 }] });
    expect(nothing.status).toBe(422);
    expect(JSON.stringify(nothing.body)).toContain("Choose a quantity for at least one product.");

    const { product: membersOwn } = await storeProduct("member01");
    const foreign = await buy({ items: [{ product_id: membersOwn.id, quantity: 1 }] });
    expect(foreign.status).toBe(409);
    expect(foreign.body.message).toBe("A product you chose is no longer for sale. Reload the page and try again.");

    expect((await memberBalance(member.user.id)).balance).toBe(3n * CCT);
    expect(await stockOf(a.id)).toBe(before.a);
    expect(await stockOf(b.id)).toBe(before.b);
    expect(await linked(member.user.id, a.id)).toHaveLength(0);
    expect(await db.select().from(orders).where(eq(orders.buyerId, member.user.id))).toHaveLength(0);
  });

  it("two submissions of one key at once make one purchase", async () => {
    const { a } = catalogue;
    const member = await fundedMember(10n);
    const before = await stockOf(a.id);
    const key = idempotencyKey();
    const body = { items: [{ product_id: a.id, quantity: 2 }], password: member.password };
    const [one, two] = await Promise.all([
      call("/api/buy-products", post(member.token, body, key)),
      call("/api/buy-products", post(member.token, body, key)),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(one.body.order.id).toBe(two.body.order.id);
    expect((await memberBalance(member.user.id)).balance).toBe(6n * CCT);
    expect(await stockOf(a.id)).toBe(before - 2);
    expect((await linked(member.user.id, a.id))[0].quantity).toBe(2);
  });

  it("works as a plain form with JavaScript off: the page lists the catalogue and the post lands on the receipt", async () => {
    const { a } = catalogue;
    const member = await fundedMember(10n);
    const page = await loadPage("/buy-products", { headers: member.cookie });
    expect(page.status).toBe(200);
    const data = page.data["routes/store/buy-products.tsx"] as {
      catalogue: { items: { id: number; held: number }[] };
      key: string;
    };
    expect(data.catalogue.items.map((p) => p.id)).toContain(a.id);

    const res = await call(
      "/vi/buy-products",
      form(member.cookie, {
        idempotencyKey: data.key,
        "items[0].product_id": String(a.id),
        "items[0].quantity": "1",
        password: member.password,
      }),
    );
    expect(res.status).toBe(302);
    const [order] = await db.select().from(orders).where(eq(orders.buyerId, member.user.id));
    // It ends on the payment's receipt (decision 233), which links the order.
    expect(res.headers.get("Location")).toBe(`/vi/receipts/${order.paymentTransferId}`);
    const receipt = await call(`/receipts/${order.paymentTransferId}`, { headers: member.cookie });
    expect(receipt.body.receipt).toMatchObject({ kind: "purchase", again: "restock", subject: { type: "order", id: order.id } });
    expect(order.status).toBe("completed");

    const refused = await call(
      "/vi/buy-products",
      form(member.cookie, {
        idempotencyKey: idempotencyKey(),
        "items[0].product_id": String(a.id),
        "items[0].quantity": "5",
        password: member.password,
      }),
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("products:restock.insufficientFunds?available=8%2C00");

    const after = await loadPage("/buy-products", { headers: member.cookie });
    const items = (after.data["routes/store/buy-products.tsx"] as typeof data).catalogue.items;
    expect(items.find((p) => p.id === a.id)?.held).toBe(1);
  });

  it("guests are sent to log in; the API asks for a token", async () => {
    const page = await call("/buy-products");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login/);
    expect((await call("/api/buy-products")).status).toBe(401);
  });
});
