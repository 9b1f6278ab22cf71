import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, tokenFor } from "../support/fixtures";
import { bearer, call, form, json } from "../support/route-harness";

let admin: Record<string, string>;
let adminToken: string;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
  adminToken = await tokenFor(demo.admin);
});

/** A member of their own, signed in on the web and through the API. */
async function seller() {
  const { user, password } = await createMember("seller");
  return { user, cookie: await cookieFor(user.account), token: await tokenFor({ email: user.email, password }) };
}

const fields = (over: Record<string, string> = {}) => ({
  name: `Rice cooker ${randomUUID().slice(0, 8)}`,
  description: "Cooks rice.",
  price: "12.50",
  vnd_to_pay: "300000",
  ccm_to_pay: "1.5",
  discount_percentage: "10",
  quantity: "5",
  ...over,
});

/** The store's public product list, as a guest sees it. */
async function storeNames(account: string): Promise<string[]> {
  const answer = await call(`/api/store/${account}/products`);
  return answer.body.data.map((p: { name: string }) => p.name);
}

async function notificationsOf(token: string): Promise<string[]> {
  const answer = await call("/api/notifications", bearer(token));
  return answer.body.map((n: { title: string }) => n.title);
}

describe("a member's product, from creation to the store", () => {
  it("waits, is approved, is edited (the approved version stays), is rejected with a reason, is resubmitted and approved", async () => {
    const me = await seller();
    const created = await call("/products/new", form(me.cookie, fields({ name: "Thermos flask" })));
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());

    // Waiting: not in the store, in the queue, the admins told.
    expect(await storeNames(me.user.account)).not.toContain("Thermos flask");
    const queue = await call("/api/admin/user-products?state=waiting", bearer(adminToken));
    expect(queue.body.data.map((p: { id: number }) => p.id)).toContain(id);
    expect(await notificationsOf(adminToken)).toContain(`Product "Thermos flask" of ${me.user.account} waits for confirmation`);

    // Approved: in the store, the member told.
    expect((await call(`/admin/user-products/${id}`, form(admin, { intent: "approve" }))).status).toBe(302);
    expect(await storeNames(me.user.account)).toContain("Thermos flask");
    expect(await notificationsOf(me.token)).toContain('Your product "Thermos flask" was approved');

    // An edit of the name waits; the store keeps the approved version.
    await call(`/products/${id}`, form(me.cookie, { intent: "save", ...fields({ name: "Thermos flask XL" }) }));
    const mine = await call(`/api/products/${id}`, bearer(me.token));
    expect([mine.body.status, mine.body.revision_state, mine.body.name]).toEqual(["published", "waiting", "Thermos flask"]);
    expect(await storeNames(me.user.account)).toContain("Thermos flask");

    // Rejected with a reason: the approved version stays, the reason is shown and told.
    const noReason = await call(`/admin/user-products/${id}`, form(admin, { intent: "reject", reason: " " }));
    expect(noReason.status).toBe(400);
    await call(`/admin/user-products/${id}`, form(admin, { intent: "reject", reason: "Blurry name" }));
    const rejected = await call(`/api/products/${id}`, bearer(me.token));
    expect([rejected.body.revision_state, rejected.body.rejection_reason, rejected.body.name]).toEqual([
      "rejected",
      "Blurry name",
      "Thermos flask",
    ]);
    expect(await notificationsOf(me.token)).toContain('Your product "Thermos flask" was rejected: Blurry name');

    // Resubmitted through the API, approved: the change is live.
    const resubmitted = await call(
      `/api/products/${id}`,
      json(fields({ name: "Thermos flask 1L" }), bearer(me.token).headers, "PATCH"),
    );
    expect([resubmitted.status, resubmitted.body.revision_state]).toEqual([200, "waiting"]);
    const approved = await call(`/api/admin/user-products/${id}/approve`, json({}, bearer(adminToken).headers));
    expect([approved.status, approved.body.name, approved.body.revision_state]).toEqual([200, "Thermos flask 1L", null]);
    expect(await storeNames(me.user.account)).toContain("Thermos flask 1L");
  });

  it("applies a stock change at once, and takes a product out of the store and back", async () => {
    const me = await seller();
    const created = await call("/api/products", json(fields({ name: "Kettle" }), bearer(me.token).headers));
    expect([created.status, created.body.status]).toEqual([201, "waiting"]);
    const id = created.body.id;
    await call(`/api/admin/user-products/${id}/approve`, json({}, bearer(adminToken).headers));
    const stock = await call(
      `/api/products/${id}`,
      json(fields({ name: "Kettle", quantity: "42" }), bearer(me.token).headers, "PATCH"),
    );
    expect([stock.body.quantity, stock.body.revision_state, stock.body.awaiting_review]).toEqual([42, null, false]);

    await call(`/api/products/${id}/status`, json({ active: false }, bearer(me.token).headers));
    expect(await storeNames(me.user.account)).not.toContain("Kettle");
    await call(`/products/${id}`, form(me.cookie, { intent: "activate" }));
    expect(await storeNames(me.user.account)).toContain("Kettle");
  });

  it("warns about a name already in the store, refuses a taken slug and bad values, and changes nothing then", async () => {
    const me = await seller();
    await call("/api/products", json(fields({ name: "Lamp" }), bearer(me.token).headers));
    const twin = await call("/api/products", json(fields({ name: "lamp", slug: "lamp-2" }), bearer(me.token).headers));
    expect([twin.status, twin.body.duplicate_name]).toEqual([201, true]);
    const slug = await call("/api/products", json(fields({ name: "Other", slug: "lamp" }), bearer(me.token).headers));
    expect([slug.status, slug.body.errors]).toEqual([409, { slug: ["Another product of your store already uses this slug."] }]);
    const bad = await call("/products/new", form(me.cookie, fields({ name: "", discount_percentage: "101", price: "1.234" })));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      name: ["products:errors.nameRequired"],
      discount_percentage: ["products:errors.discountRange"],
      price: ["products:errors.priceInvalid"],
    });
    const list = await call("/api/products", bearer(me.token));
    expect(list.body.meta.total).toBe(2);
  });
});

describe("the moderation queue (/admin/user-products)", () => {
  it("lists waiting products oldest first, and every decided one (a never-changed product too) newest first", async () => {
    const me = await seller();
    const ids: number[] = [];
    for (const name of ["Fan", "Heater", "Toaster", "Blender"]) {
      ids.push((await call("/api/products", json(fields({ name }), bearer(me.token).headers))).body.id);
    }
    const [fan, heater, toaster, blender] = ids;
    await call(`/api/admin/user-products/${heater}/approve`, json({}, bearer(adminToken).headers));
    await call(`/api/admin/user-products/${fan}/reject`, json({ reason: "Blurry" }, bearer(adminToken).headers));
    const queue = async (state: string) => {
      const answer = await call(`/api/admin/user-products?state=${state}&store=${me.user.account}`, bearer(adminToken));
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toMatchObject({ total: answer.body.data.length, page: 1, pages: 1, total_estimated: false });
      return answer.body.data.map((p: { id: number }) => p.id);
    };
    expect(await queue("waiting")).toEqual([toaster, blender]);
    // Decided: published (never revised: no revision state at all) and rejected alike, the latest decision first.
    expect(await queue("decided")).toEqual([fan, heater]);
    expect(await queue("rejected")).toEqual([fan]);
  });
});

describe("who may touch a product", () => {
  it("answers 404 for another member's product and 403 for the admin API", async () => {
    const owner = await seller();
    const other = await seller();
    const created = await call("/api/products", json(fields(), bearer(owner.token).headers));
    const id = created.body.id;
    expect((await call(`/api/products/${id}`, bearer(other.token))).status).toBe(404);
    expect((await call(`/api/products/${id}`, json(fields(), bearer(other.token).headers, "PATCH"))).status).toBe(404);
    expect((await call(`/products/${id}`, { headers: other.cookie })).status).toBe(404);
    expect((await call(`/api/admin/user-products/${id}/approve`, json({}, bearer(other.token).headers))).status).toBe(403);
    expect((await call(`/admin/user-products/${id}`, form(other.cookie, { intent: "approve" }))).status).toBe(302);
    expect((await call(`/api/products/${id}`, bearer(owner.token))).body.status).toBe("waiting");
  });

  it("decides a waiting product once when two admins click together", async () => {
    const me = await seller();
    const created = await call("/api/products", json(fields(), bearer(me.token).headers));
    const second = await cookieFor(demo.admin.account);
    const answers = await Promise.all([
      call(`/api/admin/user-products/${created.body.id}/approve`, json({}, bearer(adminToken).headers)),
      call(`/admin/user-products/${created.body.id}`, form(second, { intent: "reject", reason: "Late" })),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    // One decision wins (200 from the API or 302 from the page); the other is told it was decided.
    expect(statuses.filter((s) => s === 409 || s === 400)).toHaveLength(1);
    const final = await call(`/api/products/${created.body.id}`, bearer(me.token));
    expect(["published", "rejected"]).toContain(final.body.status);
  });

  it("sends the legacy /products/id_old for good to /products, in the page's language", async () => {
    const me = await seller();
    const en = await call("/products/id_old", { headers: me.cookie });
    expect([en.status, en.headers.get("Location")]).toEqual([301, "/products"]);
    const vi = await call("/vi/products/id_old", { headers: me.cookie });
    expect(vi.headers.get("Location")).toBe("/vi/products");
  });
});

describe("product pictures", () => {
  const png = () =>
    import("sharp").then(({ default: sharp }) =>
      sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 10, g: 120, b: 200 } } })
        .png()
        .toBuffer(),
    );

  function multipart(
    cookie: Record<string, string>,
    values: Record<string, string>,
    file: { name: string; bytes: Uint8Array; type: string },
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) body.set(k, v);
    body.set("thumbnail", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    return { method: "POST", headers: cookie, body };
  }

  it("takes the image of the form (by its content), serves it with WebP copies and a year of cache", async () => {
    const me = await seller();
    // A png named .jpg: the content decides.
    const created = await call(
      "/products/new",
      multipart(me.cookie, fields({ name: "Pictured" }), { name: "photo.jpg", bytes: await png(), type: "image/jpeg" }),
    );
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const product = await call(`/api/products/${id}`, bearer(me.token));
    expect(product.body.thumbnail).toMatch(/^\/media\/images\/[0-9a-f]{24}\.png$/);
    const original = await call(product.body.thumbnail);
    expect([original.status, original.headers.get("Content-Type"), original.headers.get("Cache-Control")]).toEqual([
      200,
      "image/png",
      "public, max-age=31536000, immutable",
    ]);
    const copy = await call(product.body.thumbnail.replace(".png", "-400.webp"));
    expect([copy.status, copy.headers.get("Content-Type")]).toEqual([200, "image/webp"]);
    expect((await call("/media/images/000000000000000000000000.png")).status).toBe(404);
  });

  it("refuses a text file named .png with a message on the field, and creates nothing", async () => {
    const me = await seller();
    const text = new TextEncoder().encode("hello, I am not an image");
    const refused = await call(
      "/products/new",
      multipart(me.cookie, fields({ name: "Fake" }), { name: "fake.png", bytes: text, type: "image/png" }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ thumbnail: ["products:errors.imageType"] });
    expect((await call("/api/products", bearer(me.token))).body.meta.total).toBe(0);
  });

  it("refuses an upload of more parts than any form has, before parsing it", async () => {
    const me = await seller();
    const boundary = "probe";
    const empty = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`.repeat(1_001);
    const picture = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`;
    const refused = await call("/api/uploads", {
      method: "POST",
      headers: { ...bearer(me.token).headers, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(empty + picture), await png(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
  });

  it("uploads through the API and uses the path as the thumbnail; a path it did not store is refused", async () => {
    const me = await seller();
    const body = new FormData();
    body.set("file", new File([await png()], "x.png", { type: "image/png" }));
    const uploaded = await call("/api/uploads", { method: "POST", headers: bearer(me.token).headers, body });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.srcset).toContain("-800.webp 800w");
    const created = await call("/api/products", json(fields({ thumbnail: uploaded.body.url }), bearer(me.token).headers));
    expect(created.body.thumbnail).toBe(uploaded.body.url);
    const elsewhere = await call(
      "/api/products",
      json(fields({ thumbnail: "https://evil.example/x.png" }), bearer(me.token).headers),
    );
    expect([elsewhere.status, elsewhere.body.errors.thumbnail]).toEqual([422, ["Use an image uploaded through this app."]]);
    // The right shape, but nothing stored under that name.
    const unknown = await call(
      "/api/products",
      json(fields({ thumbnail: "/media/images/000000000000000000000000.png" }), bearer(me.token).headers),
    );
    expect([unknown.status, unknown.body.errors.thumbnail]).toEqual([422, ["Use an image uploaded through this app."]]);
  });
});

describe("the system catalogue (/admin/products)", () => {
  it("is managed by admins: live at once, featured on the store's home, unpublished at once", async () => {
    const created = await call(
      "/api/admin/products",
      json({ ...fields({ name: "System Kettle" }), featured: true }, bearer(adminToken).headers),
    );
    expect([created.status, created.body.status, created.body.featured]).toEqual([201, "published", true]);
    expect(await storeNames("default")).toContain("System Kettle");

    const id = created.body.id;
    const page = await call(`/admin/products/${id}`, form(admin, { ...fields({ name: "System Kettle" }), quantity: "7" }));
    expect(page.status).toBe(302);
    const after = await call(`/api/admin/products/${id}`, bearer(adminToken));
    // Unchecked boxes: unpublished and no longer featured, at once.
    expect([after.body.status, after.body.featured, after.body.quantity]).toEqual(["inactive", false, 7]);
    expect(await storeNames("default")).not.toContain("System Kettle");

    const member = await seller();
    expect((await call("/api/admin/products", bearer(member.token))).status).toBe(403);
    expect((await call(`/admin/products/${id}`, { headers: member.cookie })).status).toBe(302);
    // A member's product is not in the system catalogue.
    const own = await call("/api/products", json(fields(), bearer(member.token).headers));
    expect((await call(`/api/admin/products/${own.body.id}`, bearer(adminToken))).status).toBe(404);
  });
});
