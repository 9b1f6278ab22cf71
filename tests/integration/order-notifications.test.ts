import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orders, products, type Order } from "~/db/schema";
import { memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { formatDate } from "~/lib/dates";
import { demoCatalogue } from "~/seed/catalogue";
import { ensureDatabase } from "~/seed/startup.server";

import { mailsFor, waitForMessage } from "../setup/mailbox";
import { cookieFor, createMember, demo, guest, idempotencyKey, post, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form, json, loadPage } from "../support/route-harness";

/**
 * Order notifications (decision 117): the store's side gets the bell for every new order and every
 * status change someone else makes; the buyer gets the confirmation and each status change by mail,
 * in the language of the checkout page, through the test file's SMTP server.
 */

interface Bell {
  title: string;
  vi_title: string;
  url: string | null;
}

const NBSP = "\u00a0";

/** The bell of a user (through the API, as the header's bell reads it), only what concerns `code`. */
async function bellOf(token: string, code: string): Promise<Bell[]> {
  const res = await call("/api/notifications", bearer(token));
  expect(res.status).toBe(200);
  return (res.body as Bell[]).filter((n) => n.title.includes(code)).map(({ title, vi_title, url }) => ({ title, vi_title, url }));
}

const someone = () => ({ ...guest, email: `khach-${randomUUID().slice(0, 8)}@mail.test` });

/** A guest's checkout on the cart page (a plain form post), in English or under /vi. */
async function guestCheckout(lng: "en" | "vi", account: string, cart: Record<number, number>, buyer = someone()) {
  const prefix = lng === "vi" ? "/vi" : "";
  const res = await call(`${prefix}/store/${account}/cart`, {
    ...form(
      { Cookie: `cart_${account}=${encodeURIComponent(JSON.stringify(cart))}` },
      { intent: "checkout", ...buyer, idempotency_key: idempotencyKey() },
    ),
  });
  expect(res.status).toBe(302);
  const location = res.headers.get("Location") ?? "";
  // The confirmation keeps the store's header (decision 187): the check-order page under the store.
  expect(location).toMatch(new RegExp(`^${prefix}/store/${account}/check-order\\?code=CCT-`));
  const code = new URL(location, "http://app.test").searchParams.get("code")!;
  const [order] = await db.select().from(orders).where(eq(orders.code, code));
  return { order, buyer };
}

/** Two of a store's products at known prices (USD cents, đồng, CCT units). */
async function pricedProducts(account: string) {
  const { store, rows } = await storeProduct(account);
  const [a, b] = rows;
  await db
    .update(products)
    .set({ price: 2000n, vndToPay: 480_000n, ccmToPay: 2_000_000_000n, quantity: 500 })
    .where(eq(products.id, a.id));
  await db
    .update(products)
    .set({ price: 1050n, vndToPay: 12_555_000n, ccmToPay: 150_000_000n, quantity: 500 })
    .where(eq(products.id, b.id));
  return { store, a: { ...a, price: 2000n }, b: { ...b, price: 1050n } };
}

let owner: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  await ensureDatabase();
  [owner, staff, admin] = await Promise.all([tokenFor(demo.member), tokenFor(demo.staff), tokenFor(demo.admin)]);
});

describe("a guest's order", () => {
  it("rings the store owner's bell in both languages with a link to the order they can open", async () => {
    const { a, b } = await pricedProducts("member01");
    const { order } = await guestCheckout("en", "member01", { [a.id]: 2, [b.id]: 1 });

    expect(await bellOf(owner, order.code)).toEqual([
      {
        title: `New order ${order.code} from ${guest.name}: 13,515,000 VND`,
        vi_title: `Đơn hàng mới ${order.code} từ ${guest.name}: 13.515.000${NBSP}₫`,
        url: `/user-orders/${order.id}`,
      },
    ]);
    // The link opens the order for its owner, in English and in Vietnamese.
    const cookie = await cookieFor(demo.member.account);
    for (const path of [`/user-orders/${order.id}`, `/vi/user-orders/${order.id}`]) {
      const page = await loadPage(path, { headers: cookie });
      expect(page.status).toBe(200);
      const data = page.data["routes/dashboard/user-orders.tsx"] as { order: { detail: { order: { code: string } } } };
      expect(data.order.detail.order.code).toBe(order.code);
    }
    // Nobody else hears of it: not the back office, not the system store's staff.
    expect(await bellOf(staff, order.code)).toEqual([]);
    expect(await bellOf(admin, order.code)).toEqual([]);
  });

  it("mails the guest the confirmation: code, lines and totals in three forms, how to pay, the check-order link (English)", async () => {
    const { a, b, store } = await pricedProducts("member01");
    const { order, buyer } = await guestCheckout("en", "member01", { [a.id]: 2, [b.id]: 1 });
    expect(order.language).toBe("en");

    const mail = await waitForMessage(buyer.email, order.code);
    expect(mail.subject).toBe(`Your order ${order.code} at ${store.name}`);
    const text = mail.text;
    expect(text).toContain(`Hello ${guest.name},`);
    expect(text).toContain(`Order code: ${order.code}`);
    expect(text).toContain(`- ${a.name} × 2: $40.00 · 960,000 VND · 40.00 CCT`);
    expect(text).toContain(`- ${b.name} × 1: $10.50 · 12,555,000 VND · 1.50 CCT`);
    expect(text).toContain("Total: $50.50 · 13,515,000 VND · 41.50 CCT");
    expect(text).toContain("Payment method: Bank transfer (VND)");
    expect(text).toContain(`Transfer 13,515,000 VND to ${store.name}`);
    expect(text).toContain(`Status: Pending`);
    const link = `http://app.test/check-order?code=${order.code}`;
    expect(text).toContain(link);
    // The link is a page that knows the code.
    const page = await call(link.replace("http://app.test", ""));
    expect([page.status, page.body.code]).toEqual([200, order.code]);
  });

  it("writes the confirmation in Vietnamese when the checkout page was Vietnamese (đồng the Vietnamese way, /vi link)", async () => {
    const { a, store } = await pricedProducts("member01");
    const { order, buyer } = await guestCheckout("vi", "member01", { [a.id]: 3 });
    expect(order.language).toBe("vi");

    const mail = await waitForMessage(buyer.email, order.code);
    expect(mail.subject).toBe(`Đơn hàng ${order.code} của bạn tại ${store.name}`);
    expect(mail.text).toContain(`Xin chào ${guest.name},`);
    expect(mail.text).toContain(`Mã đơn hàng: ${order.code}`);
    // The line as a Vietnamese reader knows the product (its translation); the order keeps the name sold.
    const viName = demoCatalogue.find((p) => p.name.en === a.name)!.name.vi;
    expect(viName).not.toBe(a.name);
    expect(mail.text).toContain(`- ${viName} × 3: $60.00 · 1.440.000${NBSP}₫ · 60,00 CCT`);
    expect(mail.text).not.toContain(`- ${a.name} ×`);
    expect(mail.text).toContain(`Tổng cộng: $60.00 · 1.440.000${NBSP}₫ · 60,00 CCT`);
    expect(mail.text).toContain("Phương thức thanh toán: Chuyển khoản ngân hàng (VND)");
    expect(mail.text).toContain(`http://app.test/vi/check-order?code=${order.code}`);
  });

  it("tells how to pay a store that has no phone without a blank for it", async () => {
    const { product } = await storeProduct("default");
    const { order, buyer } = await guestCheckout("en", "default", { [product.id]: 1 });
    const mail = await waitForMessage(buyer.email, order.code);
    expect(mail.text).toMatch(/Transfer [\d,]+ VND to CCT System Store and write the order code/);
    expect(mail.text).not.toContain("(phone");
  });

  it("dates the code and 'Placed at' on the same New York day", async () => {
    const { a } = await pricedProducts("member01");
    const { order, buyer } = await guestCheckout("en", "member01", { [a.id]: 1 });
    const day = formatDate(order.createdAt);
    expect(order.code.slice(4, 10)).toBe(day.slice(2).replace(/-/g, ""));
    expect((await waitForMessage(buyer.email, order.code)).text).toContain(`Placed at: ${day} `);
  });
});

describe("status changes", () => {
  it("a guest's 'I have paid' rings the owner's bell; the seller's confirmation mails the guest, in the checkout's language", async () => {
    const { a, store } = await pricedProducts("member01");
    const { order, buyer } = await guestCheckout("vi", "member01", { [a.id]: 1 });
    await waitForMessage(buyer.email, order.code);

    // The guest proves code + phone on /check-order (English page: the mails keep the order's language).
    const paid = await call("/check-order", form({}, { intent: "status", code: order.code, phone: guest.phone, to: "waiting" }));
    expect(paid.status).toBe(302);
    expect(await bellOf(owner, order.code)).toEqual([
      {
        title: `Order ${order.code}: Waiting for confirmation`,
        vi_title: `Đơn hàng ${order.code}: Chờ xác nhận`,
        url: `/user-orders/${order.id}`,
      },
      expect.objectContaining({ url: `/user-orders/${order.id}` }),
    ]);

    // The owner confirms on the order page, with a note.
    const confirmed = await call(
      `/user-orders/${order.id}`,
      form(await cookieFor(demo.member.account), { to: "confirmed", note: "Giao vào ngày mai" }),
    );
    expect(confirmed.status).toBe(302);
    const mail = await waitForMessage(buyer.email, "Đã xác nhận");
    expect(mail.subject).toBe(`Đơn hàng ${order.code} của bạn: Đã xác nhận`);
    expect(mail.text).toContain(`Đơn hàng ${order.code} của bạn tại ${store.name} đã chuyển sang trạng thái "Đã xác nhận".`);
    expect(mail.text).toContain("Ghi chú: Giao vào ngày mai");
    expect(mail.text).toContain(`http://app.test/vi/check-order?code=${order.code}`);
    // The owner's own change does not ring their bell; the guest's own change mailed nobody.
    expect((await bellOf(owner, order.code)).map((n) => n.title)).not.toContain(`Order ${order.code}: Confirmed`);
    expect(mailsFor(buyer.email)).toEqual([]);
  });

  it("a member buyer (API checkout) gets the confirmation and the seller's change by mail and on the bell; an admin's change rings the owner", async () => {
    const { a } = await pricedProducts("member01");
    const { user, password } = await createMember("buyer");
    const token = await tokenFor({ email: user.email, password });
    const cart = (await call("/api/store/member01/carts", json({}))).body.id as string;
    await call(`/api/carts/${cart}`, post(token, { op: "add", product_id: a.id, quantity: 1 }));
    const placed = await call(
      `/api/carts/${cart}/checkout`,
      post(token, { ...guest, email: user.email, idempotency_key: idempotencyKey() }),
    );
    expect(placed.status).toBe(201);
    const code = placed.body.code as string;
    const id = placed.body.id as number;
    expect((await waitForMessage(user.email, code)).text).toContain(`Order code: ${code}`);

    expect((await call(`/api/orders/${id}/status`, post(token, { to: "waiting" }))).status).toBe(200);
    expect((await call(`/api/orders/${id}/status`, post(owner, { to: "confirmed" }))).status).toBe(200);
    const mail = await waitForMessage(user.email, "Confirmed");
    expect(mail.subject).toBe(`Your order ${code}: Confirmed`);
    expect(mail.text).toContain(`http://app.test/check-order?code=${code}`);
    expect(await bellOf(token, code)).toEqual([
      { title: `Order ${code}: Confirmed`, vi_title: `Đơn hàng ${code}: Đã xác nhận`, url: `/user-orders/${id}` },
    ]);

    // An admin moves it on: the owner hears of it (someone else did it), the buyer too.
    expect((await call(`/api/orders/${id}/status`, post(admin, { to: "delivery" }))).status).toBe(200);
    expect((await bellOf(owner, code)).map((n) => n.title)).toContain(`Order ${code}: Delivery`);
    expect((await waitForMessage(user.email, "Delivery")).subject).toBe(`Your order ${code}: Delivery`);
  });
});

describe("the system store", () => {
  it("rings every staff member's bell with the staff order page; a restock purchase rings nobody and mails nobody", async () => {
    const { a } = await pricedProducts("default");
    const { order } = await guestCheckout("en", "default", { [a.id]: 1 });
    expect(await bellOf(staff, order.code)).toEqual([
      expect.objectContaining({
        title: expect.stringContaining(`New order ${order.code}`),
        url: `/staff/user-orders/${order.id}`,
      }),
    ]);
    expect(await bellOf(admin, order.code)).toEqual([]);
    const staffPage = await loadPage(`/staff/user-orders/${order.id}`, { headers: await cookieFor(demo.staff.account) });
    expect(staffPage.status).toBe(200);

    // A member restocks from the system catalogue: a completed order of the system store, made by themselves.
    const { user, password } = await createMember("restocker");
    await transfer({
      debit: await systemAccountId(systemCodes.adjustments),
      credit: await memberAccountId(user.id),
      amount: 1_000n * 100_000_000n,
      kind: "adjustment",
      key: `test-fund:${user.id}`,
    });
    const token = await tokenFor({ email: user.email, password });
    const bought = await call("/api/buy-products", post(token, { items: [{ product_id: a.id, quantity: 1 }], password }));
    expect(bought.status).toBe(201);
    const restock = bought.body.order as Pick<Order, "code">;
    expect(await bellOf(staff, restock.code)).toEqual([]);
    expect(await bellOf(token, restock.code)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsFor(user.email)).toEqual([]);
  });
});
