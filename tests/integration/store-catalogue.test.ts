import { and, count, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { cartCountFromCookie } from "~/lib/cart-count";
import { seed } from "~/seed/demo.server";
import { ensureDatabase } from "~/seed/startup.server";
import { toastCookie } from "~/utils/toast.server";

import { call } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

describe("demo catalogue", () => {
  it.each(["default", "member01"])(
    "%s has at least 12 published products in several categories, real images, and a few unpublished",
    async (account) => {
      const store = (await findUserByAccount(account))!;
      const rows = await db.select().from(products).where(eq(products.storeId, store.id));
      const published = rows.filter((p) => p.status === "published");
      expect(published.length).toBeGreaterThanOrEqual(12);
      expect(new Set(published.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(3);
      expect(rows.filter((p) => p.status !== "published").length).toBeGreaterThanOrEqual(2);
      // The demo pictures (drawn by scripts/demo-images.ts) went through the image storage like
      // uploads, and are served from it; each product has a gallery of three.
      for (const p of rows) {
        expect(p.thumbnail).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
        expect(p.images).toHaveLength(3);
        expect(p.images[0]).toBe(p.thumbnail);
        for (const image of p.images) expect(image).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
      }
      const served = await call(rows[0].thumbnail!);
      expect([served.status, served.headers.get("Content-Type")]).toEqual([200, "image/png"]);
      expect(served.bytes!.byteLength).toBeLessThan(60_000);
      const copy = await call(rows[0].images[1].replace(".png", "-800.webp"));
      expect([copy.status, copy.headers.get("Content-Type")]).toEqual([200, "image/webp"]);
    },
  );

  it("seeding again changes nothing", async () => {
    const before = await db.select({ n: count() }).from(products);
    await seed(db);
    expect(await db.select({ n: count() }).from(products)).toEqual(before);
  });
});

describe("the cart page's form posts (JavaScript off)", () => {
  async function post(body: Record<string, string>, cookie = "") {
    const res = await call("/store/member01/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(body),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("cart_member01="));
    return { res, cookie: setCookie ? setCookie.split(";")[0] : cookie };
  }

  it("adds, sets (never below 1), caps at the stock with a notice, removes; the header badge reads the cookie", async () => {
    const store = (await findUserByAccount("member01"))!;
    const [a, b] = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), eq(products.status, "published"), ne(products.quantity, 0)))
      .orderBy(products.id)
      .limit(2);
    let step = await post({ intent: "add", productId: String(a.id), quantity: "2", redirectTo: "/store/member01" });
    expect(step.res.status).toBe(302);
    // Without JavaScript an add lands on the cart page, remembering where "Continue shopping" goes (decision 204).
    expect(step.res.headers.get("Location")).toBe("/store/member01/cart?return=%2Fstore%2Fmember01");
    step = await post({ intent: "add", productId: String(a.id), quantity: "1" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(3);
    step = await post({ intent: "set", productId: String(a.id), quantity: "0" }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(1);
    step = await post({ intent: "add", productId: String(b.id), quantity: String(b.quantity + 3) }, step.cookie);
    expect(step.res.headers.get("Location")).toBe(`/store/member01/cart?capped=${b.id}`);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(1 + b.quantity);
    step = await post({ intent: "remove", productId: String(b.id) }, step.cookie);
    expect(cartCountFromCookie(step.cookie, "member01")).toBe(1);
    // A typed quantity the cart cannot take is told in a toast on the cart page, and changes nothing.
    const refused = await post({ intent: "set", productId: String(a.id), quantity: "2.5" }, step.cookie);
    expect([refused.res.status, refused.res.headers.get("Location")]).toEqual([302, "/store/member01/cart"]);
    const toast = await toastCookie.parse(refused.res.headers.getSetCookie().find((c) => c.startsWith("toast=")) ?? null);
    expect(toast).toMatchObject({ type: "error", message: "store:cart.badQuantity" });
    expect(cartCountFromCookie(refused.cookie, "member01")).toBe(1);
    step = await post({ intent: "clear" }, step.cookie);
    expect(step.cookie).toBe("cart_member01=");
  });
});
