import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { cartCountFromCookie } from "~/lib/cart-count";
import { ensureDatabase } from "~/seed/startup.server";

import { call } from "../support/route-harness";

/*
 * Adding to the page cart: a double click adds once; a quantity over the stock is told once
 * (decisions 137, 139); the cart notification's answer, and "Continue shopping" kept in the store (decision 204).
 */

beforeAll(async () => {
  await ensureDatabase();
});

describe("adding to the cart (decision 137)", () => {
  async function add(body: Record<string, string>, cookie = "") {
    const res = await call("/store/member01/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "add", redirectTo: "/store/member01", ...body }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("cart_member01="));
    return { res, cookie: setCookie ? setCookie.split(";")[0] : cookie };
  }

  it("the same add sent twice (a double click) adds once; the next add from the new page adds", async () => {
    const store = (await findUserByAccount("member01"))!;
    const [a] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(1);
    let step = await add({ productId: String(a.id), quantity: "1", seen: "0" });
    expect(step.res.status).toBe(302);
    step = await add({ productId: String(a.id), quantity: "1", seen: "0" }, step.cookie);
    expect(step.res.status).toBe(302);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(1);
    step = await add({ productId: String(a.id), quantity: "1", seen: "1" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(2);
    // Without what the page showed (an older page, another client): a plain add.
    step = await add({ productId: String(a.id), quantity: "1" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(3);
  });

  it("a quantity lowered to the stock is told once: the cart page's notice, no toast", async () => {
    const store = (await findUserByAccount("member01"))!;
    const [b] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(1);
    const step = await add({ productId: String(b.id), quantity: String(b.quantity + 3) });
    expect(step.res.headers.get("Location")).toBe(`/store/member01/cart?return=%2Fstore%2Fmember01&capped=${b.id}`);
    expect(step.res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(false);
    const page = await call(`/store/member01/cart?capped=${b.id}`, { headers: { Cookie: step.cookie } });
    expect(page.body.notices).toEqual([{ key: "store:cart.capped", params: { name: b.name, stock: b.quantity } }]);
  });
});

describe("the end of an add (decision 204)", () => {
  async function firstProduct() {
    const store = (await findUserByAccount("member01"))!;
    const [p] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(1);
    return p;
  }

  it("a page whose scripts run gets the line in the page's language, the cart's totals and count, and no toast", async () => {
    const p = await firstProduct();
    const res = await call("/vi/store/member01/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", productId: String(p.id), quantity: "2", respond: "notification" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`cart_member01=`))).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(false);
    const added = res.body.added;
    expect(added.line.product.id).toBe(p.id);
    expect(added.line.product.name).toBe(p.nameVi || p.name);
    expect(added.line.quantity).toBe(2);
    expect(added.count).toBe(2);
    expect(String(added.totals.vnd)).toBe(String(p.vndToPay * 2n));
  });

  it.each([
    ["/store/member01/products/1", "/store/member01/products/1"],
    ["/store/member01/products?q=tea", "/store/member01/products?q=tea"],
    ["/store/member02/products", "/store/member01/products"],
    ["/store/member01x", "/store/member01/products"],
    ["//evil.example/store/member01", "/store/member01/products"],
    ["https://evil.example/store/member01", "/store/member01/products"],
  ])("the cart page's Continue shopping for return=%j goes to %j", async (to, expected) => {
    const page = await call(`/store/member01/cart?return=${encodeURIComponent(to)}`);
    expect(page.body.continuePath).toBe(expected);
  });
});
