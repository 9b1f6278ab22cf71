import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orderLines, orders, products, users } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { featuredProducts, getProduct, listProducts, relatedProducts, storeCategories, storeIdentity } from "~/domain/catalogue";
import { placeOrder } from "~/domain/orders";
import { decodeCookieValue } from "~/lib/cookie-value";
import { demoCatalogue } from "~/seed/catalogue";
import { ensureDatabase } from "~/seed/startup.server";

import { demo } from "../support/demo";
import { cookieFor, createMember, guest, idempotencyKey, storeProduct } from "../support/fixtures";
import { call, form, loadPage } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

const vi = (en: string) => demoCatalogue.find((p) => p.name.en === en)!.name.vi;

describe("store lists", () => {
  it("put sold-out products last, whatever the order asked for", async () => {
    const store = (await findUserByAccount("member01"))!;
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      const { items } = await listProducts(store.id, { sort }, 50);
      const soldOut = items.filter((p) => p.quantity === 0);
      expect(soldOut.length, "member01's demo store has a sold-out product").toBeGreaterThan(0);
      expect(
        items.slice(-soldOut.length).every((p) => p.quantity === 0),
        sort,
      ).toBe(true);
    }
    // The sold-out product is still there to see (its page says so), just last.
    const zinc = (await listProducts(store.id, { q: "Zinc" })).items[0];
    expect(zinc.quantity).toBe(0);
    const [fresh] = await db.select().from(products).where(eq(products.id, zinc.id));
    await db.update(products).set({ featured: true }).where(eq(products.id, zinc.id));
    const featured = await featuredProducts(store.id, 50);
    expect(featured.at(-1)?.id).toBe(zinc.id);
    await db.update(products).set({ featured: fresh.featured }).where(eq(products.id, zinc.id));
  });

  it("relate a product to others of its category in the same store, in stock first, never itself", async () => {
    const store = (await findUserByAccount("member01"))!;
    const vitamin = (await listProducts(store.id, { q: "Vitamin C" })).items[0];
    const related = await relatedProducts(store.id, vitamin);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    for (const p of related) {
      expect(p.categoryId).toBe(vitamin.categoryId);
      expect(p.id).not.toBe(vitamin.id);
    }
    const firstSoldOut = related.findIndex((p) => p.quantity === 0);
    if (firstSoldOut >= 0) expect(related.slice(firstSoldOut).every((p) => p.quantity === 0)).toBe(true);
    expect(await relatedProducts(store.id, { id: vitamin.id, categoryId: null })).toEqual([]);
  });
});

describe("demo data in both languages", () => {
  it("shows names, descriptions and categories in Vietnamese on /vi pages, in English elsewhere", async () => {
    const store = (await findUserByAccount("default"))!;
    const english = (await listProducts(store.id, { q: "Herbal Tea" })).items[0];
    const vietnamese = await getProduct(store.id, english.id, "vi");
    expect(vietnamese.name).toBe("Trà thảo mộc");
    expect(vietnamese.description).toContain("Đà Lạt");
    expect(vietnamese.categoryName).toBe("Chăm sóc sức khỏe");
    expect((await getProduct(store.id, english.id, "en")).name).toBe("Herbal Tea");
    const categories = await storeCategories(store.id, "vi");
    expect(categories.map((c) => c.name)).toEqual(
      ["Chăm sóc cá nhân", "Chăm sóc sức khỏe", "Thiết bị y tế", "Thực phẩm chức năng"].sort((a, b) => a.localeCompare(b, "vi")),
    );
    // The page itself: the store's name too.
    const page = await call("/vi/store/default/products/" + english.id);
    expect(page.body.product.name).toBe("Trà thảo mộc");
    expect(page.body.store.name).toBe("Cửa hàng hệ thống CCT");
  });

  it("finds a product by its Vietnamese or its stored name in either language (decision 190)", async () => {
    const names = async (path: string) => (await call(path)).body.list.items.map((p: { name: string }) => p.name);
    // "kẽm" (zinc) folds to "kem", as "kèm" (with) in descriptions does: found, not alone.
    expect(await names(`/vi/store/member01/products?q=${encodeURIComponent("kẽm")}`)).toContain(vi("Zinc 25mg"));
    expect(await names("/vi/store/member01/products?q=zinc")).toEqual([vi("Zinc 25mg")]);
    expect(await names(`/store/member01/products?q=${encodeURIComponent("viên kẽm")}`)).toContain("Zinc 25mg");
  });

  it("shows a product's own Vietnamese name on /vi, and the English name where it has none (decision 198)", async () => {
    const { store, rows } = await storeProduct("member02");
    const product = rows.find((p) => p.name === "Digital Thermometer")!;
    expect((await getProduct(store.id, product.id, "vi")).name).toBe(vi("Digital Thermometer"));
    await db.update(products).set({ nameVi: null }).where(eq(products.id, product.id));
    expect((await getProduct(store.id, product.id, "vi")).name).toBe("Digital Thermometer");
    await db.update(products).set({ nameVi: product.nameVi }).where(eq(products.id, product.id));
  });

  it("prices the cart with the names of the reader's language; the order keeps the stored names", async () => {
    const { store, rows } = await storeProduct("member02");
    const product = rows.find((p) => p.name === "Vitamin C 1000mg")!;
    const cart = { Cookie: `cart_member02=${encodeURIComponent(JSON.stringify({ [product.id]: 1 }))}` };
    const page = await call("/vi/store/member02/cart", { headers: cart });
    expect(page.body.lines.map((l: { product: { name: string } }) => l.product.name)).toEqual([vi("Vitamin C 1000mg")]);
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect(order.totalUsd).toBe(product.price);
  });
});

/** The Set-Cookie headers a document request of the store layout answers with. */
async function accountCheckCookies(path: string): Promise<Map<string, string>> {
  const page = await loadPage(path);
  expect(page.status).toBe(200);
  const layout = page.data["routes/layouts/store.tsx"] as { init: { headers: Headers } };
  const cookies = new Map<string, string>();
  for (const header of new Headers(layout.init.headers).getSetCookie()) {
    const [pair, ...attributes] = header.split("; ");
    const name = pair.slice(0, pair.indexOf("="));
    if (!["userName", "phoneNumber", "address", "userAccount", "userId"].includes(name)) continue;
    // Plain values: session cookies for the whole site, readable by the page's scripts.
    expect(attributes).toEqual(["Path=/", "SameSite=Lax"]);
    expect(pair.slice(name.length + 1)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
    cookies.set(name, decodeCookieValue(pair.slice(name.length + 1)));
  }
  return cookies;
}

describe("the account check (§7)", () => {
  it("sets userName, phoneNumber, address, userAccount and userId from the store being browsed, on every visit", async () => {
    const owner = (await findUserByAccount("lananhpharma"))!;
    const cookies = await accountCheckCookies("/store/lananhpharma/products");
    expect(Object.fromEntries(cookies)).toEqual({
      userName: "Lan Anh Pharmacy",
      phoneNumber: owner.phoneNumber,
      address: owner.address,
      userAccount: "lananhpharma",
      userId: String(owner.id),
    });
    // In Vietnamese, the store's Vietnamese name; the address keeps its commas and spaces.
    expect((await accountCheckCookies("/vi/store/lananhpharma")).get("userName")).toBe("Nhà thuốc Lan Anh");
    // Another store replaces every value; an absent phone or address empties it.
    const { user } = await createMember("cookie");
    const other = await accountCheckCookies(`/store/${user.account}/cart`);
    expect(Object.fromEntries(other)).toEqual({
      userName: user.name,
      phoneNumber: "",
      address: "",
      userAccount: user.account,
      userId: String(user.id),
    });
    // A rename shows at the next visit (not only at the next login).
    await db.update(users).set({ name: 'Chị Hoa; "Shop", 100%' }).where(eq(users.id, user.id));
    expect((await accountCheckCookies(`/store/${user.account}`)).get("userName")).toBe('Chị Hoa; "Shop", 100%');
  });

  it("checks the system store on the shop-wide pages of the store layout", async () => {
    const cookies = await accountCheckCookies("/ccm-store");
    expect(cookies.get("userAccount")).toBe("default");
    expect(cookies.get("userName")).toBe("CCT System Store");
  });

  it("an unknown account goes to the 404 page and sets nothing", async () => {
    const page = await loadPage("/store/nosuchstore404");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/404");
    expect(page.headers.getSetCookie()).toEqual([]);
  });

  it("signing in no longer sets a userName cookie", async () => {
    const login = await call("/login", form({}, { email: demo.member.email, password: demo.member.password }));
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().some((c) => c.startsWith("userName="))).toBe(false);
  });
});

describe("the store page settings (/store-settings)", () => {
  const png = (width: number, height: number) =>
    import("sharp").then(({ default: sharp }) =>
      sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
        .png()
        .toBuffer(),
    );

  function multipart(cookie: Record<string, string>, values: Record<string, string>, files: Record<string, Uint8Array> = {}) {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.set(k, v);
    for (const [k, bytes] of Object.entries(files))
      body.set(k, new File([new Uint8Array(bytes)], `${k}.png`, { type: "image/png" }));
    return { method: "POST", headers: cookie, body };
  }

  it("saves the description, logo and banner, shows them on the store home, and removes a picture", async () => {
    const { user } = await createMember("identity");
    const cookie = await cookieFor(user.account);
    const saved = await call(
      "/store-settings",
      multipart(
        cookie,
        { description: "  Herbs and teas from Da Lat.  " },
        { logo: await png(300, 300), banner: await png(1600, 480) },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/store-settings");
    const identity = await storeIdentity(user.id);
    expect(identity.description).toBe("Herbs and teas from Da Lat.");
    expect(identity.logo).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
    expect(identity.banner).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
    expect((await call(identity.banner!.replace(".png", "-800.webp"))).status).toBe(200);
    const home = await call(`/store/${user.account}`);
    expect(home.body.identity).toEqual(identity);

    // Saving without files keeps the pictures; "remove" takes one away.
    await call("/store-settings", multipart(cookie, { description: "Herbs.", remove_logo: "on" }));
    expect(await storeIdentity(user.id)).toEqual({ description: "Herbs.", logo: null, banner: identity.banner });
  });

  it("refuses a description over 300 characters and a file that is not a picture, keeping what was saved", async () => {
    const { user } = await createMember("identity");
    const cookie = await cookieFor(user.account);
    const long = await call("/store-settings", multipart(cookie, { description: "x".repeat(301) }));
    expect(long.status).toBe(400);
    expect(long.body.error.description).toEqual(["validation:tooLong"]);
    const text = new TextEncoder().encode("not a picture");
    const fake = await call("/store-settings", multipart(cookie, { description: "Fine." }, { logo: text }));
    expect(fake.status).toBe(422);
    expect(fake.body.error.logo).toEqual(["products:errors.imageType"]);
    expect(await storeIdentity(user.id)).toEqual({ description: null, logo: null, banner: null });
  });

  it("is a member page: guests go to the login page", async () => {
    const answer = await call("/store-settings");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toMatch(/^\/login/);
  });
});

/** A guest's checkout of one product on the cart page (a plain form post); the answer, a redirect. */
async function guestCheckout(prefix: "" | "/vi", account: string, productId: number) {
  const cart = `cart_${account}=${encodeURIComponent(JSON.stringify({ [productId]: 1 }))}`;
  const placed = await call(`${prefix}/store/${account}/cart`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cart },
    body: new URLSearchParams({ intent: "checkout", ...guest, idempotency_key: idempotencyKey() }),
  });
  expect(placed.status).toBe(302);
  return placed;
}

describe("the guest's order confirmation", () => {
  it("the checkout sends the guest to the order with ?placed=1; only the browser that placed it sees the confirmation", async () => {
    const { product } = await storeProduct("member01", 1);
    const placed = await guestCheckout("/vi", "member01", product.id);
    const location = new URL(placed.headers.get("Location")!, "http://app.test");
    expect(location.pathname).toBe("/vi/store/member01/check-order");
    expect(location.searchParams.get("placed")).toBe("1");
    const remembered = placed.headers
      .getSetCookie()
      .find((c) => c.startsWith("guest_orders="))!
      .split(";")[0];
    const page = await call(`${location.pathname}${location.search}`, { headers: { Cookie: remembered } });
    expect(page.body.placed).toBe(true);
    expect(page.body.detail.order.email).toBe(guest.email);
    const elsewhere = await call(`${location.pathname}${location.search}`);
    expect([elsewhere.body.placed, elsewhere.body.detail]).toEqual([false, null]);
  });

  it("names the lines and the store in the reader's language; the order keeps what was sold", async () => {
    const { store, product } = await storeProduct("lananhpharma", 0);
    const placed = await guestCheckout("", "lananhpharma", product.id);
    const code = new URL(placed.headers.get("Location")!, "http://app.test").searchParams.get("code")!;
    const remembered = placed.headers
      .getSetCookie()
      .find((c) => c.startsWith("guest_orders="))!
      .split(";")[0];
    const read = async (prefix: string) => {
      const page = await call(`${prefix}/check-order?code=${code}`, { headers: { Cookie: remembered } });
      expect(page.status).toBe(200);
      return { line: page.body.detail.lines[0].name, store: page.body.detail.store.name };
    };
    expect(await read("/vi")).toEqual({ line: vi(product.name), store: "Nhà thuốc Lan Anh" });
    expect(await read("")).toEqual({ line: product.name, store: store.name });
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    const sold = await db.select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(sold).toEqual([{ name: product.name }]);
  });
});

describe("the 404 page", () => {
  it("offers the previous page of this site as the way back, never another site's", async () => {
    const from = (referer: string) => call("/no-such-page", { headers: { Referer: referer } });
    const inside = await from("http://app.test/store/member01/products?q=tea");
    expect(inside.status).toBe(404);
    expect(inside.body).toEqual({ back: "/store/member01/products?q=tea" });
    expect((await from("https://evil.example/phish")).body).toEqual({ back: null });
    expect((await call("/no-such-page")).body).toEqual({ back: null });
  });
});
