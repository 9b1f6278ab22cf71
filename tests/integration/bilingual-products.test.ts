import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orderLines, orders } from "~/db/schema";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, giveStoreBank, guest, idempotencyKey, tokenFor } from "../support/fixtures";
import { bearer, call, json } from "../support/route-harness";

/* Issue 30 item 5: a product's Vietnamese texts, its gallery, and order lines that keep both names (decisions 198-200). */

let adminToken: string;

beforeAll(async () => {
  await ensureDatabase();
  adminToken = await tokenFor(demo.admin);
});

async function seller() {
  const { user, password } = await createMember("bilingual");
  await giveStoreBank(user.id);
  return { user, cookie: await cookieFor(user.account), token: await tokenFor({ email: user.email, password }) };
}

/** A PNG no other picture of this run has (its colour is random). */
async function picture(): Promise<File> {
  const { default: sharp } = await import("sharp");
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" });
}

const english = () => `Lotus tea ${randomUUID().slice(0, 8)}`;

/** The product form as a browser without JavaScript sends it: texts, the gallery's rows, new pictures. */
function productForm(
  cookie: Record<string, string>,
  values: Record<string, string>,
  rows: { src: string; position?: number; remove?: boolean }[],
  files: File[],
) {
  const body = new FormData();
  const texts = { description: "Dried lotus tea.", price: "4", vnd_to_pay: "95000", ccm_to_pay: "4", quantity: "20", ...values };
  for (const [k, v] of Object.entries(texts)) body.set(k, v);
  body.set("gallery", "1");
  rows.forEach((row, i) => {
    body.set(`images[${i}].src`, row.src);
    if (row.position !== undefined) body.set(`images[${i}].position`, String(row.position));
    if (row.remove) body.set(`images[${i}].remove`, "on");
  });
  for (const file of files) body.append("pictures", file);
  return { method: "POST", headers: cookie, body };
}

describe("a product in both languages with a gallery", () => {
  it("saves the Vietnamese texts and three pictures, reorders them, refuses a ninth, and shows the Vietnamese name on /vi", async () => {
    const me = await seller();
    const name = english();
    const vi = { name_vi: `Trà sen ${name.slice(-8)}`, description_vi: "Trà sen sấy khô, thơm dịu." };
    const created = await call(
      "/products/new",
      productForm(me.cookie, { name, ...vi }, [], [await picture(), await picture(), await picture()]),
    );
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const saved = (await call(`/api/products/${id}`, bearer(me.token))).body;
    expect([saved.name, saved.name_vi, saved.description_vi]).toEqual([name, vi.name_vi, vi.description_vi]);
    expect(saved.images).toHaveLength(3);
    expect(saved.thumbnail).toBe(saved.images[0]);
    const [a, b, c] = saved.images as string[];

    // Without JavaScript the order numbers sort the pictures: c, a, b.
    const reordered = await call(
      `/products/${id}`,
      productForm(
        me.cookie,
        { intent: "save", name, ...vi },
        [
          { src: a, position: 2 },
          { src: b, position: 3 },
          { src: c, position: 1 },
        ],
        [],
      ),
    );
    expect(reordered.status).toBe(302);
    const after = (await call(`/api/products/${id}`, bearer(me.token))).body;
    expect([after.images, after.thumbnail]).toEqual([[c, a, b], c]);

    // Three kept and six new make nine: refused on the pictures field before any upload, nothing changed.
    const nine = await call(
      `/products/${id}`,
      productForm(
        me.cookie,
        { intent: "save", name, ...vi },
        [c, a, b].map((src) => ({ src })),
        await Promise.all(Array.from({ length: 6 }, picture)),
      ),
    );
    expect(nine.status).toBe(422);
    expect(nine.body.error.pictures).toEqual(["products:errors.tooManyPictures"]);
    expect((await call(`/api/products/${id}`, bearer(me.token))).body.images).toEqual([c, a, b]);
    // The API's list of nine (well-formed paths: the count is refused first), in each language.
    const nineOver = {
      name,
      price: 4,
      vnd_to_pay: 95000,
      ccm_to_pay: 4,
      images: Array.from({ length: 9 }, (_, i) => `/media/images/${"0".repeat(23)}${i}.png`),
    };
    const en = await call(`/api/products/${id}`, json(nineOver, bearer(me.token).headers, "PATCH"));
    expect([en.status, en.body.errors.images]).toEqual([
      422,
      ["A product has at most 8 pictures. Remove some before adding more."],
    ]);
    const viAnswer = await call(
      `/api/products/${id}`,
      json(nineOver, { ...bearer(me.token).headers, "Accept-Language": "vi" }, "PATCH"),
    );
    expect(viAnswer.body.errors.images).toEqual(["Mỗi sản phẩm có tối đa 8 ảnh. Hãy xóa bớt ảnh trước khi thêm ảnh mới."]);

    // Approved: the Vietnamese store page names it in Vietnamese, the English one in English; the thumbnail is the first picture.
    expect((await call(`/api/admin/user-products/${id}/approve`, json({}, bearer(adminToken).headers))).status).toBe(200);
    const listed = async (prefix: string) =>
      (await call(`${prefix}/store/${me.user.account}/products`)).body.list.items.find((p: { id: number }) => p.id === id);
    expect([(await listed("/vi")).name, (await listed("/vi")).thumbnail]).toEqual([vi.name_vi, c]);
    expect((await listed("")).name).toBe(name);
    const page = (await call(`/vi/store/${me.user.account}/products/${id}`)).body;
    expect([page.product.name, page.product.description]).toEqual([vi.name_vi, vi.description_vi]);
    const publicJson = (await call(`/api/store/${me.user.account}/products/${id}`)).body;
    expect([publicJson.name, publicJson.name_vi, publicJson.description_vi, publicJson.images]).toEqual([
      name,
      vi.name_vi,
      vi.description_vi,
      [c, a, b],
    ]);

    // An order made on /vi keeps both names on its line, shows the reader's, and its API JSON has both.
    const checkoutOnVi = (quantity: number) =>
      call(`/vi/store/${me.user.account}/cart`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `cart_${me.user.account}=${encodeURIComponent(JSON.stringify({ [id]: quantity }))}`,
        },
        body: new URLSearchParams({ intent: "checkout", ...guest, idempotency_key: idempotencyKey() }),
      });
    const placed = await checkoutOnVi(1);
    expect(placed.status).toBe(302);
    const code = new URL(placed.headers.get("Location")!, "http://app.test").searchParams.get("code")!;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    const lines = await db
      .select({ name: orderLines.name, nameVi: orderLines.nameVi })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual([{ name, nameVi: vi.name_vi }]);
    const orderJson = (await call(`/api/orders/${order.id}`, bearer(me.token))).body;
    expect([orderJson.lines[0].name, orderJson.lines[0].name_vi]).toEqual([name, vi.name_vi]);
    const seen = async (prefix: string) =>
      (await call(`${prefix}/orders/${order.id}`, { headers: me.cookie })).body.detail.lines[0].name;
    expect([await seen("/vi"), await seen("")]).toEqual([vi.name_vi, name]);

    // A refused checkout on /vi names the product as the cart does.
    const refused = await checkoutOnVi(100);
    expect(refused.status).toBe(409);
    expect(refused.body.error[""][0]).toContain(new URLSearchParams({ name: vi.name_vi }).toString());
  });

  it("leaves the Vietnamese texts empty when not given: /vi shows the English name", async () => {
    const me = await seller();
    const name = english();
    const created = await call(
      "/api/products",
      json({ name, price: 1, vnd_to_pay: 1000, ccm_to_pay: 1, name_vi: " " }, bearer(me.token).headers),
    );
    expect([created.status, created.body.name_vi, created.body.description_vi, created.body.images]).toEqual([
      201,
      null,
      null,
      [],
    ]);
    await call(`/api/admin/user-products/${created.body.id}/approve`, json({}, bearer(adminToken).headers));
    const item = (await call(`/vi/store/${me.user.account}/products`)).body.list.items[0];
    expect(item.name).toBe(name);
  });
});
