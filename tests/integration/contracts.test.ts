import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { contractSignatures, orderLines, orders, products, signatures, type User } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { sha256Hex } from "~/domain/contracts";
import { placeOrder } from "~/domain/orders";
import { seed } from "~/seed/demo.server";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, giveStoreBank, guest, idempotencyKey, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form, json, loadPage } from "../support/route-harness";

interface Member {
  user: User;
  cookie: Record<string, string>;
  token: string;
}

async function member(prefix: string): Promise<Member> {
  const { user, password } = await createMember(prefix);
  await giveStoreBank(user.id);
  return { user, cookie: await cookieFor(user.account), token: await tokenFor({ email: user.email, password }) };
}

const drawn = { kind: "drawn", path: "M20 150 L80 60 L140 150 L200 60 L260 150 M40 170 L300 170" };

/** Saves a signature through the API. */
async function sign(who: Member, body: Record<string, string> = drawn) {
  return call("/api/signature", json(body, { Authorization: `Bearer ${who.token}` }));
}

/** A product of the seller's own, then an order of it by the buyer (a guest when null). */
async function orderFrom(seller: User, buyer: User | null, quantity = 2) {
  const [product] = await db
    .insert(products)
    .values({
      storeId: seller.id,
      name: "Nồi cơm điện",
      slug: `noi-com-${Math.random().toString(36).slice(2, 10)}`,
      price: 2500n,
      vndToPay: 600_000n,
      ccmToPay: 2_500_000_000n,
      quantity: 50,
      status: "published",
    })
    .returning();
  return placeOrder({
    storeId: seller.id,
    cart: { [product.id]: quantity },
    buyer,
    input: { ...guest, name: buyer?.name ?? guest.name, idempotency_key: idempotencyKey() },
  });
}

const signApi = (who: Member, id: number) => call(`/api/orders/${id}/contract/sign`, { method: "POST", ...bearer(who.token) });
const contractApi = (who: Member, id: number) => call(`/api/orders/${id}/contract`, bearer(who.token));

let admin: Record<string, string>;
let adminToken: string;
let staff: Record<string, string>;
let staffMember: Member;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
  adminToken = await tokenFor(demo.admin);
  staff = await cookieFor(demo.staff.account);
  const staffUser = (await findUserByAccount(demo.staff.account))!;
  staffMember = { user: staffUser, cookie: staff, token: await tokenFor(demo.staff) };
});

describe("/signature", () => {
  it("saves a drawing (rewritten, never as sent) and a typed name; the newest is current and the old ones are kept", async () => {
    const me = await member("signer");
    expect((await call("/api/signature", bearer(me.token))).body).toEqual({ signature: null });

    const first = await sign(me, { kind: "drawn", path: "M 20 150 L 80 60 , L 140 150" });
    expect(first.status).toBe(201);
    expect(first.body.signature).toMatchObject({ kind: "drawn", path: "M20 150L80 60L140 150", name: null, width: 600 });
    expect(first.body.signature.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200"><path d="M20 150L80 60L140 150" fill="none" stroke="#0f172a" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>',
    );

    // Typed (the page's form without JavaScript): the server draws the name's outlines.
    const page = await call("/signature", form(me.cookie, { kind: "typed", name: "Nguyễn Thị Mai" }));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/signature");
    const current = await call("/api/signature", bearer(me.token));
    expect(current.body.signature).toMatchObject({ kind: "typed", name: "Nguyễn Thị Mai" });
    expect(current.body.signature.path).toMatch(/^M[\d.]+ [\d.]+/);
    expect(current.body.signature.path).toContain("Z");
    expect(current.body.signature.id).toBeGreaterThan(first.body.signature.id);

    const rows = await db.select().from(signatures).where(eq(signatures.userId, me.user.id));
    expect(rows.map((r) => r.kind)).toEqual(["drawn", "typed"]);
    const shown = await loadPage("/vi/signature", { headers: me.cookie });
    const data = shown.data["routes/dashboard/signature.tsx"] as { current: { id: number }; earlier: { id: number }[] };
    expect(data.current.id).toBe(current.body.signature.id);
    expect(data.earlier.map((s) => s.id)).toEqual([first.body.signature.id]);
  });

  it("refuses markup, foreign commands, oversized drawings and bad names, and saves nothing", async () => {
    const me = await member("badsig");
    const refusals: [Record<string, string>, string][] = [
      [{ kind: "drawn", path: '<svg onload="alert(1)"><path d="M1 1L9 9"/></svg>' }, "path"],
      [{ kind: "drawn", path: "M10 10 C20 20 30 30 40 40" }, "path"],
      [{ kind: "drawn", path: `M0 0${" L599 199 L0 0".repeat(4000)}` }, "path"],
      [{ kind: "drawn", path: "" }, "path"],
      [{ kind: "typed", name: "<b>Mai</b>" }, "name"],
      [{ kind: "svg", path: "M1 1L2 2" }, "kind"],
    ];
    for (const [body, field] of refusals) {
      const answer = await sign(me, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(answer.body.errors)).toContain(field);
    }
    const page = await call("/signature", form(me.cookie, { kind: "drawn", path: "M1 1" }));
    expect(page.status).toBe(400);
    expect(await db.select().from(signatures).where(eq(signatures.userId, me.user.id))).toEqual([]);
  });

  it("sends the member back to a local redirectTo only", async () => {
    const me = await member("backto");
    const back = await call("/vi/signature", form(me.cookie, { ...drawn, redirectTo: "/vi/orders/5/contract" }));
    expect(back.headers.get("Location")).toBe("/vi/orders/5/contract");
    const away = await call("/signature", form(me.cookie, { ...drawn, redirectTo: "//evil.example/x" }));
    expect(away.headers.get("Location")).toBe("/signature");
  });
});

describe("who may see a contract", () => {
  it("the buyer, the store owner and admins; staff only for the system store; anyone else 404", async () => {
    const [buyer, seller, stranger] = await Promise.all([member("cbuyer"), member("cseller"), member("cstranger")]);
    const order = await orderFrom(seller.user, buyer.user);

    for (const who of [buyer, seller]) {
      const page = await call(`/orders/${order.id}/contract`, { headers: who.cookie });
      expect(page.status).toBe(200);
      expect(page.body.contract.detail.order.code).toBe(order.code);
      expect((await contractApi(who, order.id)).status).toBe(200);
    }
    expect((await call(`/admin/orders/${order.id}/contract`, { headers: admin })).status).toBe(200);
    expect((await call(`/orders/${order.id}/contract`, { headers: admin })).status).toBe(200);
    expect((await call(`/api/orders/${order.id}/contract`, bearer(adminToken))).status).toBe(200);

    for (const headers of [stranger.cookie, staff]) {
      expect((await call(`/orders/${order.id}/contract`, { headers })).status).toBe(404);
      expect((await call(`/orders/${order.id}/contract.pdf`, { headers })).status).toBe(404);
      expect((await call(`/orders/${order.id}/contract`, form(headers, { intent: "sign" }))).status).toBe(404);
    }
    expect((await contractApi(stranger, order.id)).status).toBe(404);
    expect((await signApi(stranger, order.id)).status).toBe(404);
    expect((await call(`/api/orders/${order.id}/contract.pdf`, bearer(stranger.token))).status).toBe(404);
    expect((await call(`/api/orders/${order.id}/contract`)).status).toBe(401);
    expect((await call(`/orders/${order.id}/contract`)).status).toBe(302);
    expect((await call("/orders/999999/contract", { headers: buyer.cookie })).status).toBe(404);
    // A member in the back office's copy is sent away by its guard.
    expect((await call(`/admin/orders/${order.id}/contract`, { headers: buyer.cookie })).status).toBe(302);

    // Staff see (and countersign) the system store's contracts.
    const system = await storeProduct("default");
    const systemOrder = await placeOrder({
      storeId: system.store.id,
      cart: { [system.product.id]: 1 },
      buyer: buyer.user,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect((await call(`/orders/${systemOrder.id}/contract`, { headers: staff })).status).toBe(200);
    expect((await call(`/orders/${systemOrder.id}/contract`, { headers: stranger.cookie })).status).toBe(404);
  });
});

describe("signing a contract", () => {
  it("the buyer signs, then the seller countersigns; each records who, when, the signature and the hash; twice is refused", async () => {
    const [buyer, seller] = await Promise.all([member("sbuyer"), member("sseller")]);
    const order = await orderFrom(seller.user, buyer.user);

    // "I have read and agree" unticked: a field error, nothing signed. Agreed but without a saved
    // signature: refused (the page links to /signature); the API refuses too.
    const unticked = await call(`/vi/orders/${order.id}/contract`, form(buyer.cookie, { intent: "sign" }));
    expect(unticked.status).toBe(400);
    expect(unticked.body.error.agree).toEqual(["contracts:errors.agree"]);
    const noSignature = await call(`/vi/orders/${order.id}/contract`, form(buyer.cookie, { intent: "sign", agree: "on" }));
    expect(noSignature.status).toBe(409);
    expect(noSignature.body.error[""]).toEqual(["contracts:errors.noSignature"]);
    expect((await signApi(buyer, order.id)).status).toBe(409);
    const unsigned = await call(`/orders/${order.id}/contract`, { headers: buyer.cookie });
    expect(unsigned.body.contract).toMatchObject({ state: "unsigned", signAs: "buyer", hasSignature: false, signedHash: null });

    await sign(buyer);
    await sign(seller, { kind: "typed", name: "Trần Văn Bán" });

    // The seller cannot sign first.
    const early = await signApi(seller, order.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The buyer signs first; the seller countersigns after.");

    // Still not without the tick, with a saved signature.
    expect((await call(`/orders/${order.id}/contract`, form(buyer.cookie, { intent: "sign" }))).status).toBe(400);
    expect((await contractApi(buyer, order.id)).body.state).toBe("unsigned");

    // The buyer signs on the page (a plain form post, "I have read and agree" ticked).
    const signed = await call(`/orders/${order.id}/contract`, form(buyer.cookie, { intent: "sign", agree: "on" }));
    expect(signed.status).toBe(302);
    expect(signed.headers.get("Location")).toBe(`/orders/${order.id}/contract`);
    const afterBuyer = (await contractApi(buyer, order.id)).body;
    expect(afterBuyer.state).toBe("buyer_signed");
    expect(afterBuyer.signatures.buyer).toMatchObject({ party: "buyer", signer: { account: buyer.user.account } });
    expect(afterBuyer.signatures.seller).toBeNull();
    expect(afterBuyer.signed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(afterBuyer.content_hash).toBe(afterBuyer.signed_hash);
    expect(afterBuyer.changed_after_signing).toBe(false);

    // The stored hash is the SHA-256 of the canonical content stored beside it.
    const [row] = await db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id));
    expect(row.contentHash).toBe(afterBuyer.signed_hash);
    const content = JSON.parse(row.content);
    expect(content).toMatchObject({ schema: "cct-sales-contract/1", terms_version: "2026-11", order: { code: order.code } });
    expect(content.buyer.account).toBe(buyer.user.account);
    expect(content.seller.account).toBe(seller.user.account);
    expect(content.totals.vnd).toBe(String(order.totalVnd));

    // Twice: refused, on the page and through the API.
    const again = await call(`/orders/${order.id}/contract`, form(buyer.cookie, { intent: "sign", agree: "on" }));
    expect(again.status).toBe(409);
    expect(again.body.error[""]).toEqual(["contracts:errors.alreadySigned"]);
    expect((await signApi(buyer, order.id)).status).toBe(409);

    // An admin who is no party of a member's order reads it but does not sign it.
    const byAdmin = await call(`/api/orders/${order.id}/contract/sign`, { method: "POST", ...bearer(adminToken) });
    expect(byAdmin.status).toBe(403);

    // The seller countersigns through the API.
    const counter = await signApi(seller, order.id);
    expect(counter.status).toBe(201);
    expect(counter.body.state).toBe("signed");
    expect(counter.body.signatures.seller).toMatchObject({ party: "seller", signer: { account: seller.user.account } });
    expect(counter.body.signatures.seller.signature).toMatchObject({ kind: "typed", name: "Trần Văn Bán" });
    expect(counter.body.signatures.seller.content_hash).toBe(afterBuyer.signed_hash);
    expect((await signApi(seller, order.id)).status).toBe(409);
    expect(await db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id))).toHaveLength(2);

    // A new signature later: the signed contract keeps the one it was signed with.
    const before = counter.body.signatures.buyer.signature.id;
    await sign(buyer, { kind: "typed", name: "Someone Else" });
    expect((await contractApi(buyer, order.id)).body.signatures.buyer.signature.id).toBe(before);

    // The seller was told it was their turn, the buyer that it is complete.
    const told = async (who: Member) =>
      (await call("/api/notifications", bearer(who.token))).body.map((n: { title: string }) => n.title);
    expect(await told(seller)).toContain(`The buyer signed the contract of order ${order.code}: countersign it.`);
    expect(await told(buyer)).toContain(`The seller countersigned the contract of order ${order.code}.`);
  });

  it("shows the hash, and 'changed after signing' when the content changes; the seller cannot countersign a changed contract", async () => {
    const [buyer, seller] = await Promise.all([member("hbuyer"), member("hseller")]);
    await Promise.all([sign(buyer), sign(seller)]);
    const order = await orderFrom(seller.user, buyer.user, 2);
    expect((await signApi(buyer, order.id)).status).toBe(201);
    const signedHash = (await contractApi(buyer, order.id)).body.signed_hash;

    const page = await loadPage(`/orders/${order.id}/contract`, { headers: seller.cookie });
    const contract = (page.data["routes/orders/contract.tsx"] as { contract: Record<string, unknown> }).contract;
    expect(contract).toMatchObject({ signedHash, hash: signedHash, changed: false, state: "buyer_signed", signAs: "seller" });

    // Someone changes a line in the database after signing.
    await db.update(orderLines).set({ quantity: 3 }).where(eq(orderLines.orderId, order.id));
    const changed = (await contractApi(seller, order.id)).body;
    expect(changed.changed_after_signing).toBe(true);
    expect(changed.signed_hash).toBe(signedHash);
    expect(changed.content_hash).not.toBe(signedHash);
    const shown = await call(`/orders/${order.id}/contract`, { headers: buyer.cookie });
    expect(shown.body.contract.changed).toBe(true);
    const refused = await signApi(seller, order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The contract changed after the buyer signed it: it cannot be countersigned.");

    // Back as signed: the same content gives the same hash again.
    await db.update(orderLines).set({ quantity: 2 }).where(eq(orderLines.orderId, order.id));
    const restored = (await contractApi(seller, order.id)).body;
    expect(restored).toMatchObject({ changed_after_signing: false, content_hash: signedHash });
    expect((await signApi(seller, order.id)).status).toBe(201);
  });

  it("staff countersign for the system store; a guest's order and a canceled order are not signed", async () => {
    const buyer = await member("sysbuyer");
    await sign(buyer);
    await sign(staffMember);
    const system = await storeProduct("default");
    const order = await placeOrder({
      storeId: system.store.id,
      cart: { [system.product.id]: 1 },
      buyer: buyer.user,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    expect((await signApi(buyer, order.id)).status).toBe(201);
    const counter = await call(`/orders/${order.id}/contract`, form(staff, { intent: "sign", agree: "on" }));
    expect(counter.status).toBe(302);
    const done = (await contractApi(buyer, order.id)).body;
    expect(done.state).toBe("signed");
    expect(done.signatures.seller.signer.account).toBe(demo.staff.account);
    expect(done.seller.account).toBe("default");

    const seller = await member("gseller");
    await sign(seller);
    const guestOrder = await orderFrom(seller.user, null);
    const view = await contractApi(seller, guestOrder.id);
    expect(view.body).toMatchObject({ sign_as: null, state: "unsigned" });
    expect(view.body.buyer.account).toBeNull();
    const refused = await signApi(seller, guestOrder.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This order was placed by a guest: its contract cannot be signed online.");

    const canceled = await orderFrom(seller.user, buyer.user);
    expect(
      (await call(`/api/orders/${canceled.id}/status`, json({ to: "canceled" }, { Authorization: `Bearer ${buyer.token}` })))
        .status,
    ).toBe(200);
    expect((await signApi(buyer, canceled.id)).status).toBe(409);
  });
});

describe("signing at once", () => {
  it("two signings by the same buyer at the same moment: one signature, one refusal", async () => {
    const [buyer, seller] = await Promise.all([member("rbuyer"), member("rseller")]);
    await sign(buyer);
    const order = await orderFrom(seller.user, buyer.user);
    const answers = await Promise.all([signApi(buyer, order.id), signApi(buyer, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id))).toHaveLength(1);
  });
});

describe("the contract's PDF", () => {
  it("downloads for who may see the order, in both languages, holding the order code and the signatures", async () => {
    const [buyer, seller] = await Promise.all([member("pbuyer"), member("pseller")]);
    await Promise.all([sign(buyer), sign(seller, { kind: "typed", name: "Lê Thị Hồng" })]);
    const order = await orderFrom(seller.user, buyer.user);
    await signApi(buyer, order.id);
    await signApi(seller, order.id);

    for (const [path, headers, title] of [
      [`/orders/${order.id}/contract.pdf`, buyer.cookie, `Sales contract ${order.code}`],
      [`/vi/orders/${order.id}/contract.pdf`, seller.cookie, `Hợp đồng mua bán ${order.code}`],
      [`/admin/orders/${order.id}/contract.pdf`, admin, `Sales contract ${order.code}`],
      [
        `/api/orders/${order.id}/contract.pdf?lang=vi`,
        { Authorization: `Bearer ${buyer.token}` },
        `Hợp đồng mua bán ${order.code}`,
      ],
    ] as const) {
      const answer = await call(path, { headers });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("application/pdf");
      expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="contract-${order.code}.pdf"`);
      const bytes = answer.bytes!;
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      // The code is plain text in the document's metadata; the title (UTF-16) in the reader's language.
      expect(Buffer.from(bytes).toString("latin1")).toContain(`/OrderCode (${order.code})`);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(title);
      expect(pdf.getSubject()).toBe(order.code);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      // The Vietnamese-capable font is embedded (no standard font, which cannot write Vietnamese).
      expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontFile2/);
      expect(Buffer.from(bytes).toString("latin1")).toMatch(/DejaVuSans/);
    }
    expect((await call(`/api/orders/${order.id}/contract.pdf`)).status).toBe(401);
  });

  it("runs over several pages for a long order", async () => {
    const [buyer, seller] = await Promise.all([member("lbuyer"), member("lseller")]);
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          storeId: seller.user.id,
          name: `Sản phẩm số ${i + 1} với một cái tên khá dài để xuống dòng trong bảng`,
          slug: `long-${i}-${Math.random().toString(36).slice(2, 8)}`,
          price: 100n + BigInt(i),
          vndToPay: 20_000n,
          ccmToPay: 100_000_000n,
          quantity: 10,
          status: "published" as const,
        })),
      )
      .returning({ id: products.id });
    const order = await placeOrder({
      storeId: seller.user.id,
      cart: Object.fromEntries(rows.map((r) => [r.id, 1])),
      buyer: buyer.user,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    const answer = await call(`/vi/orders/${order.id}/contract.pdf`, { headers: buyer.cookie });
    expect(answer.status).toBe(200);
    const pdf = await PDFDocument.load(answer.bytes!);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it("stores the canonical content beside its hash: anyone can check the fingerprint", async () => {
    const [buyer, seller] = await Promise.all([member("qbuyer"), member("qseller")]);
    await sign(buyer);
    const order = await orderFrom(seller.user, buyer.user);
    await signApi(buyer, order.id);
    const [row] = await db.select().from(contractSignatures).where(eq(contractSignatures.orderId, order.id));
    expect(sha256Hex(row.content)).toBe(row.contentHash);
    expect(JSON.stringify(JSON.parse(row.content))).toBe(row.content);
    const page = await call(`/orders/${order.id}/contract`, { headers: seller.cookie });
    expect(page.body.contract.signedHash).toBe(row.contentHash);
  });
});

describe("the demo data", () => {
  it("has signatures for both demo members, one contract signed by both and one waiting for the buyer", async () => {
    const one = { user: (await findUserByAccount(demo.member.account))!, token: await tokenFor(demo.member) } as Member;
    for (const who of [demo.member, demo.member2]) {
      const token = await tokenFor(who);
      expect((await call("/api/signature", bearer(token))).body.signature, who.account).not.toBeNull();
    }
    const states = new Map<string, string>();
    for (const key of ["seed:contract:signed-by-both", "seed:contract:waiting-for-buyer"]) {
      const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      expect(order, key).toBeDefined();
      states.set(key, (await call(`/api/orders/${order.id}/contract`, bearer(adminToken))).body.state);
      if (key.endsWith("waiting-for-buyer")) {
        expect(order.buyerId).toBe(one.user.id);
        expect((await contractApi(one, order.id)).body.sign_as).toBe("buyer");
      }
    }
    expect(Object.fromEntries(states)).toEqual({
      "seed:contract:signed-by-both": "signed",
      "seed:contract:waiting-for-buyer": "unsigned",
    });
    // Seeding again adds nothing.
    const count = async () => [
      (await db.select().from(signatures)).length,
      (await db.select().from(contractSignatures)).length,
      (await db.select().from(orders)).length,
    ];
    const before = await count();
    await seed(db);
    expect(await count()).toEqual(before);
  });
});
