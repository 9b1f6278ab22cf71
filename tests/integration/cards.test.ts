import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { cards, orderLines, orders, products, transfers } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { newCardCode } from "~/domain/cards";
import { checkLedger, memberAccountId, memberBalance, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { formatCardCode } from "~/lib/cards";
import { formatDate } from "~/lib/dates";
import { demoCardCode } from "~/seed/cards.server";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, guest, idempotencyKey, post, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form, json } from "../support/route-harness";

const CCT = 100_000_000n;

let adminToken: string;
let adminCookie: Record<string, string>;

beforeAll(async () => {
  await ensureDatabase();
  adminToken = await tokenFor(demo.admin);
  adminCookie = await cookieFor(demo.admin.account);
});

/** A fresh member, signed in on the web and through the API, with `cct` CCT on their wallet. */
async function member(prefix = "cards", cct = 0n) {
  const { user, password } = await createMember(prefix);
  if (cct > 0n) {
    await transfer({
      debit: await systemAccountId(systemCodes.adjustments),
      credit: await memberAccountId(user.id),
      amount: cct * CCT,
      kind: "adjustment",
      key: `test:fund:${user.id}`,
      createdBy: null,
    });
  }
  return { user, password, cookie: await cookieFor(user.account), token: await tokenFor({ email: user.email, password }) };
}

/** Unused cards issued through the admin API; answers their codes (as shown: XXXX-XXXX-XXXX). */
async function issue(count: number, discount: number, note?: string): Promise<{ batch: string; codes: string[] }> {
  const res = await call("/api/admin/cards", json({ count, discount_percentage: discount, note }, bearer(adminToken).headers));
  expect(res.status).toBe(201);
  return { batch: res.body.batch, codes: res.body.data.map((c: { code: string }) => c.code) };
}

const addByApi = (token: string, code: string, ip?: string) =>
  call("/api/cards", { ...json({ code }, bearer(token).headers), ip });

describe("a member's card: the specification's messages (§8)", () => {
  it("'You have no card', then adds a card by its code (any case, with or without dashes) and shows it", async () => {
    const me = await member();
    const none = await call("/api/cards", bearer(me.token));
    expect([none.status, none.body.message]).toEqual([404, "You have no card"]);
    const vi = await call("/api/cards", { headers: { ...bearer(me.token).headers, "Accept-Language": "vi" } });
    expect(vi.body.message).toBe("Bạn chưa có thẻ");
    expect((await call("/cards", { headers: me.cookie })).body.card).toBeNull();

    const [code] = (await issue(1, 12)).codes;
    const typed = ` ${code.toLowerCase().replace(/-/g, " ")} `;
    const added = await call("/cards", form(me.cookie, { code: typed }));
    expect([added.status, added.headers.get("Location")]).toEqual([302, "/cards"]);
    const page = await call("/cards", { headers: me.cookie });
    expect(page.body.card).toMatchObject({ code, discountPercentage: 12 });
    expect(Date.parse(page.body.card.usedAt)).toBeGreaterThan(Date.now() - 60_000);
    const mine = await call("/api/cards", bearer(me.token));
    expect([mine.status, mine.body.card.code, mine.body.bought]).toEqual([200, code, []]);
  });

  it("'Failed to add card' for an unknown, a disabled and a used code; 'You already have a card' for a holder", async () => {
    const me = await member();
    const [disabled, used, free] = (await issue(3, 10)).codes;
    const id = async (code: string) =>
      (
        await db
          .select({ id: cards.id })
          .from(cards)
          .where(eq(cards.code, code.replace(/-/g, "")))
      )[0].id;
    expect((await call(`/api/admin/cards/${await id(disabled)}/disable`, json({}, bearer(adminToken).headers))).status).toBe(200);
    const other = await member();
    expect((await addByApi(other.token, used)).status).toBe(201);

    for (const code of [newCardCode(), "not a code at all", disabled, used]) {
      const refused = await addByApi(me.token, code);
      expect([refused.status, refused.body.message, refused.body.errors]).toEqual([
        422,
        "Failed to add card",
        { code: ["Failed to add card"] },
      ]);
    }
    // The page shows it on the field, in Vietnamese too.
    const onPage = await call("/vi/cards", form(me.cookie, { code: used }));
    expect([onPage.status, onPage.body.error]).toEqual([422, { code: ["cards:add.failed"] }]);
    expect((await call("/api/cards", { headers: { ...bearer(me.token).headers, "Accept-Language": "vi" } })).body.message).toBe(
      "Bạn chưa có thẻ",
    );

    expect((await addByApi(me.token, free)).status).toBe(201);
    const [another] = (await issue(1, 50)).codes;
    const twice = await addByApi(me.token, another);
    expect([twice.status, twice.body.message]).toEqual([409, "You already have a card"]);
    const page = await call("/cards", form(me.cookie, { code: another }));
    expect(page.body.error).toEqual({ code: ["cards:add.alreadyHave"] });
    // Nothing changed: the member keeps the first card, the other one stays unused.
    expect((await call("/api/cards", bearer(me.token))).body.card.code).toBe(free);
    const [row] = await db
      .select()
      .from(cards)
      .where(eq(cards.code, another.replace(/-/g, "")));
    expect(row.usedBy).toBeNull();
  });

  it("two members racing for one code: one wins, the other gets 'Failed to add card'", async () => {
    const [a, b] = await Promise.all([member("racea"), member("raceb")]);
    const [code] = (await issue(1, 10)).codes;
    const answers = await Promise.all([addByApi(a.token, code), addByApi(b.token, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(answers.find((r) => r.status === 422)!.body.message).toBe("Failed to add card");
    const winner = answers[0].status === 201 ? a : b;
    const [row] = await db
      .select()
      .from(cards)
      .where(eq(cards.code, code.replace(/-/g, "")));
    expect(row.usedBy).toBe(winner.user.id);
  });

  it("one member adding two codes at once ends with one card", async () => {
    const me = await member();
    const codes = (await issue(2, 10)).codes;
    const answers = await Promise.all(codes.map((code) => addByApi(me.token, code)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const held = await db.select().from(cards).where(eq(cards.usedBy, me.user.id));
    expect(held).toHaveLength(1);
  });

  it("counts wrong codes: after ten within 15 minutes even a right code waits (429)", async () => {
    const me = await member();
    const [code] = (await issue(1, 10)).codes;
    const ip = `10.250.${Math.floor(Math.random() * 250)}.7`;
    for (let i = 0; i < 10; i++) expect((await addByApi(me.token, newCardCode(), ip)).status).toBe(422);
    const limited = await addByApi(me.token, code, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many attempts/);
    const [row] = await db
      .select()
      .from(cards)
      .where(eq(cards.code, code.replace(/-/g, "")));
    expect(row.usedBy).toBeNull();
  });

  it("the demo code of the README can be added by a newcomer", async () => {
    const me = await member();
    const added = await addByApi(me.token, formatCardCode(demoCardCode).toLowerCase());
    expect([added.status, added.body.card.discount_percentage]).toEqual([201, 10]);
  });
});

describe("the back office: issue, list, export, disable", () => {
  it("issues a batch from the page, filters and searches it, exports it as CSV, shows who used a card and when", async () => {
    const note = `Fair ${randomUUID().slice(0, 6)}`;
    const issued = await call("/admin/cards", form(adminCookie, { count: "4", discount_percentage: "15", note }));
    expect(issued.status).toBe(302);
    const batch = new URL(`http://x${issued.headers.get("Location")}`).searchParams.get("batch")!;
    expect(batch).toMatch(/^\d{6}-[A-Z2-9]{4}$/);
    const page = await call(`/admin/cards?batch=${batch}`, { headers: adminCookie });
    expect(page.body.list.total).toBe(4);
    const codes: string[] = page.body.list.items.map((c: { code: string }) => c.code);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(new Set(codes).size).toBe(4);
    expect(page.body.list.items[0]).toMatchObject({ discountPercentage: 15, note, state: "unused", usedBy: null });

    const me = await member("holder");
    await addByApi(me.token, codes[1]);
    const list = async (query: string) =>
      (await call(`/api/admin/cards?batch=${batch}&${query}`, bearer(adminToken))).body.data.map((c: { code: string }) => c.code);
    expect(await list("status=used")).toEqual([codes[1]]);
    expect((await list("status=unused")).sort()).toEqual([codes[0], codes[2], codes[3]].sort());
    expect(await list(`member=${me.user.account}`)).toEqual([codes[1]]);
    expect(await list(`q=${codes[2].slice(5, 9).toLowerCase()}`)).toContain(codes[2]);
    expect(await list("discount=14")).toEqual([]);
    // The filters read New York days, the days the page shows.
    const today = formatDate(new Date());
    expect(await list(`from=${today}&to=${today}`)).toHaveLength(4);
    expect(await list("to=2020-01-01")).toEqual([]);

    const csv = await call(`/admin/cards.csv?batch=${batch}`, { headers: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe(
      `attachment; filename="cards-${batch}_all_${formatDate(new Date())}.csv"`,
    );
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("code,discount_percentage,batch,note,state,used_by,used_at (New York),created_at (New York)");
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes(codes[1]))).toContain(`"used","${me.user.account}"`);
    const apiCsv = await call(`/api/admin/cards.csv?batch=${batch}`, bearer(adminToken));
    expect([apiCsv.status, (apiCsv.body as string).trim().split("\r\n")]).toEqual([200, lines]);

    const usedId = (
      await db
        .select()
        .from(cards)
        .where(eq(cards.code, codes[1].replace(/-/g, "")))
    )[0].id;
    const detail = await call(`/admin/cards/${usedId}`, { headers: adminCookie });
    expect(detail.body.card).toMatchObject({ state: "used", usedBy: { id: me.user.id, account: me.user.account } });
    expect(detail.body.card.usedAt).not.toBeNull();
    expect(detail.body.card.createdBy.name).toBe("Alice Admin");
  });

  it("disables an unused card only; refuses a discount outside 0-100 and a batch over 500", async () => {
    const { codes } = await issue(2, 0);
    const ids = await Promise.all(
      codes.map(
        async (code) =>
          (
            await db
              .select()
              .from(cards)
              .where(eq(cards.code, code.replace(/-/g, "")))
          )[0].id,
      ),
    );
    const disabled = await call(`/admin/cards/${ids[0]}`, form(adminCookie, { intent: "disable" }));
    expect(disabled.status).toBe(302);
    const shown = await call(`/api/admin/cards/${ids[0]}`, bearer(adminToken));
    expect([shown.body.state, shown.body.disabled_by.name]).toEqual(["disabled", "Alice Admin"]);

    const me = await member();
    await addByApi(me.token, codes[1]);
    const refused = await call(`/api/admin/cards/${ids[1]}/disable`, json({}, bearer(adminToken).headers));
    expect([refused.status, refused.body.message]).toEqual([
      409,
      "This card is used: it belongs to its member and cannot be disabled.",
    ]);
    expect((await call(`/api/admin/cards/${ids[1]}`, bearer(adminToken))).body.state).toBe("used");

    for (const discount of [101, -1, 12.5]) {
      const bad = await call("/api/admin/cards", json({ count: 1, discount_percentage: discount }, bearer(adminToken).headers));
      expect([bad.status, bad.body.errors.discount_percentage]).toEqual([
        422,
        ["The discount percentage must be a whole number from 0 to 100."],
      ]);
    }
    const onPage = await call("/admin/cards", form(adminCookie, { count: "501", discount_percentage: "150" }));
    expect([onPage.status, onPage.body.error]).toEqual([
      400,
      { count: ["cards:errors.countRange"], discount_percentage: ["cards:errors.discountRange"] },
    ]);
    expect((await call("/api/admin/cards/999999", bearer(adminToken))).status).toBe(404);
  });

  it("answers 403 to a member on the admin API and sends a member away from the admin pages", async () => {
    const me = await member();
    expect((await call("/api/admin/cards", bearer(me.token))).status).toBe(403);
    expect((await call("/api/admin/cards", json({ count: 1, discount_percentage: 5 }, bearer(me.token).headers))).status).toBe(
      403,
    );
    expect((await call("/api/admin/cards.csv", bearer(me.token))).status).toBe(403);
    expect((await call("/api/admin/card-offers", bearer(me.token))).status).toBe(403);
    expect((await call("/admin/cards", { headers: me.cookie })).status).toBe(302);
    expect((await call("/admin/cards.csv", { headers: me.cookie })).status).toBe(302);
  });
});

async function newOffer(over: Record<string, unknown> = {}) {
  const res = await call(
    "/api/admin/card-offers",
    json(
      {
        name: `Test card ${randomUUID().slice(0, 6)}`,
        discount_percentage: 15,
        price: "7.50",
        vnd_to_pay: 180000,
        ccm_to_pay: "7.5",
        ...over,
      },
      bearer(adminToken).headers,
    ),
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

describe("buying a card offer with CCT", () => {
  it("moves the exact price to the system store, adds the card at once; a replay moves nothing; a second one is to give away", async () => {
    const offer = await newOffer();
    const me = await member("buyer", 20n);
    const store = (await findUserByAccount("default"))!;
    const [b0, s0] = [await memberBalance(me.user.id), await memberBalance(store.id)];

    const listed = await call("/api/store/member01/cards");
    expect(listed.body.data.map((o: { id: number }) => o.id)).toContain(offer.id);
    const detail = await call(`/api/store/default/cards/${offer.id}`);
    expect(detail.body).toMatchObject({ id: offer.id, discount_percentage: 15, price: 7.5, vnd_to_pay: 180000, ccm_to_pay: 7.5 });

    const key = randomUUID();
    const bought = await call(`/api/store/default/cards/${offer.id}/buy`, post(me.token, { password: me.password }, key));
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ assigned: true, amount: "7.5", replayed: false, card: { discount_percentage: 15 } });
    expect((await memberBalance(me.user.id)).balance).toBe(b0.balance - 750_000_000n);
    expect((await memberBalance(store.id)).balance).toBe(s0.balance + 750_000_000n);
    expect((await call("/api/cards", bearer(me.token))).body.card.code).toBe(bought.body.card.code);
    const [moved] = await db.select().from(transfers).where(eq(transfers.id, bought.body.transfer_id));
    expect(moved).toMatchObject({ kind: "purchase", status: "posted", referenceType: "card_offer", referenceId: offer.id });
    const first = await call(`/receipts/${moved.id}`, { headers: me.cookie });
    expect(first.body.receipt).toMatchObject({ again: "cards", subject: { type: "card", name: offer.name, assigned: true } });

    // The same key again: the first answer, nothing moves, no second card.
    const replay = await call(`/api/store/default/cards/${offer.id}/buy`, post(me.token, { password: me.password }, key));
    expect([replay.status, replay.headers.get("Idempotent-Replayed"), replay.body.card.code]).toEqual([
      200,
      "true",
      bought.body.card.code,
    ]);
    expect((await memberBalance(me.user.id)).balance).toBe(b0.balance - 750_000_000n);
    expect(await db.select().from(cards).where(eq(cards.boughtBy, me.user.id))).toHaveLength(1);
    // The same key for another offer is refused.
    const other = await newOffer({ ccm_to_pay: "1" });
    expect((await call(`/api/store/default/cards/${other.id}/buy`, post(me.token, { password: me.password }, key))).status).toBe(
      409,
    );

    // A second purchase from the page, while holding a card: the code is kept to give away.
    const page = await call(
      `/store/default/cards/${offer.id}`,
      form(me.cookie, { password: me.password, idempotencyKey: idempotencyKey() }),
    );
    // It ends on the payment's receipt (decision 233), which says the card is theirs to give.
    expect(page.status).toBe(302);
    const receiptPath = page.headers.get("Location") ?? "";
    expect(receiptPath).toMatch(/^\/receipts\/\d+$/);
    const receipt = await call(receiptPath, { headers: me.cookie });
    expect(receipt.body.receipt).toMatchObject({ kind: "purchase", amount: "7.5", again: "cards", subject: { assigned: false } });
    expect((await memberBalance(me.user.id)).balance).toBe(b0.balance - 1_500_000_000n);
    const mine = await call("/cards", { headers: me.cookie });
    expect(mine.body.card.code).toBe(bought.body.card.code);
    expect(mine.body.gifts).toHaveLength(1);
    const gift = mine.body.gifts[0];
    expect(gift).toMatchObject({ discountPercentage: 15, used: false, offerName: offer.name });

    // Someone else adds the gift.
    const friend = await member("friend");
    expect((await addByApi(friend.token, gift.code)).status).toBe(201);
    expect((await call("/api/cards", bearer(me.token))).body.bought[0].used).toBe(true);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("two submissions with one key at once buy one card", async () => {
    const offer = await newOffer({ ccm_to_pay: "2" });
    const me = await member("twice", 10n);
    const key = randomUUID();
    const answers = await Promise.all(
      [0, 1].map(() => call(`/api/store/default/cards/${offer.id}/buy`, post(me.token, { password: me.password }, key))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0].body.card.code).toBe(answers[1].body.card.code);
    expect((await memberBalance(me.user.id)).balance).toBe(8n * CCT);
    expect(await db.select().from(cards).where(eq(cards.boughtBy, me.user.id))).toHaveLength(1);
  });

  it("refuses a wrong password, a short balance, an inactive offer and a guest, moving nothing", async () => {
    const offer = await newOffer({ ccm_to_pay: "5" });
    const poor = await member("poor", 3n);
    const url = `/api/store/default/cards/${offer.id}/buy`;
    const wrong = await call(url, post(poor.token, { password: "not-the-password" }));
    expect([wrong.status, wrong.body.message]).toEqual([422, "Password is incorrect"]);
    const short = await call(url, post(poor.token, { password: poor.password }));
    expect([short.status, short.body.message]).toEqual([
      422,
      "Your available CCT balance (3.00 CCT) is not enough for this card (5.00 CCT).",
    ]);
    expect((await call(url, post(poor.token, { password: poor.password }, null))).status).toBe(400);
    expect((await call(url, json({ password: "x" }))).status).toBe(401);
    expect(await memberBalance(poor.user.id)).toMatchObject({ balance: 3n * CCT });
    expect(await db.select().from(cards).where(eq(cards.boughtBy, poor.user.id))).toEqual([]);

    const page = await call(`/store/default/cards/${offer.id}`, form({}, { password: "x", idempotencyKey: idempotencyKey() }));
    expect(page.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/store/default/cards/${offer.id}`)}`);
    const guestView = await call(`/store/default/cards/${offer.id}`);
    expect([guestView.status, guestView.body.buyer]).toEqual([200, null]);

    await call(
      `/api/admin/card-offers/${offer.id}`,
      json({ ...(await offerFields(offer.id)), active: false }, bearer(adminToken).headers, "PATCH"),
    );
    expect((await call(url, post(poor.token, { password: poor.password }))).status).toBe(404);
    expect((await call(`/api/store/default/cards/${offer.id}`)).status).toBe(404);
    expect((await call("/api/store/default/cards")).body.data.map((o: { id: number }) => o.id)).not.toContain(offer.id);
  });
});

async function offerFields(id: number) {
  const { body } = await call(`/api/admin/card-offers/${id}`, bearer(adminToken));
  const { id: _id, active: _active, picture: _picture, ...fields } = body;
  return fields;
}

describe("the API's wire shape (docs/api.md)", () => {
  const keys = (o: object) => Object.keys(o).sort();
  const rowKeys = ["code", "created_at", "discount_percentage", "batch", "id", "note", "offer", "state", "used_at", "used_by"];
  const detailKeys = [...rowKeys, "bought_by", "created_by", "disabled_at", "disabled_by"];

  it("answers every card in snake_case, with its dates and people, whatever the domain calls them", async () => {
    const offer = await newOffer({ ccm_to_pay: "1" });
    const me = await member("wire", 5n);
    const bought = await call(`/api/store/default/cards/${offer.id}/buy`, post(me.token, { password: me.password }));
    expect(bought.body).toEqual({
      card: { id: expect.any(Number), code: expect.any(String), discount_percentage: 15 },
      assigned: true,
      offer: { id: offer.id, name: offer.name },
      amount: "1",
      transfer_id: expect.any(Number),
      replayed: false,
    });
    // A second one while holding a card: kept to give away, listed under `bought`.
    await call(`/api/store/default/cards/${offer.id}/buy`, post(me.token, { password: me.password }));
    const mine = await call("/api/cards", bearer(me.token));
    expect(mine.body.card).toEqual({
      id: bought.body.card.id,
      code: bought.body.card.code,
      discount_percentage: 15,
      used_at: expect.any(String),
    });
    expect(mine.body.bought).toEqual([
      {
        id: expect.any(Number),
        code: expect.any(String),
        discount_percentage: 15,
        offer_name: offer.name,
        used: false,
        created_at: expect.any(String),
      },
    ]);

    const issued = await call(
      "/api/admin/cards",
      json({ count: 1, discount_percentage: 7, note: "wire" }, bearer(adminToken).headers),
    );
    expect(keys(issued.body.data[0])).toEqual(rowKeys.sort());
    const friend = await member("wirefriend");
    const added = await addByApi(friend.token, issued.body.data[0].code);
    expect(keys(added.body.card)).toEqual(["code", "discount_percentage", "id", "used_at"]);
    const listed = await call(`/api/admin/cards?batch=${issued.body.batch}`, bearer(adminToken));
    expect(listed.body.data[0]).toMatchObject({
      discount_percentage: 7,
      note: "wire",
      state: "used",
      used_by: { id: friend.user.id, account: friend.user.account, name: friend.user.name },
      used_at: expect.any(String),
      offer: null,
      created_at: expect.any(String),
    });
    expect(keys(listed.body.data[0])).toEqual(rowKeys.sort());
    const detail = await call(`/api/admin/cards/${bought.body.card.id}`, bearer(adminToken));
    expect(keys(detail.body)).toEqual(detailKeys.sort());
    expect(detail.body).toMatchObject({
      offer: { id: offer.id, name: offer.name },
      bought_by: { id: me.user.id, account: me.user.account, name: me.user.name },
      created_by: { id: me.user.id, name: me.user.name },
      disabled_at: null,
      disabled_by: null,
    });
    const gift = mine.body.bought[0].id as number;
    const disabled = await call(`/api/admin/cards/${gift}/disable`, json({}, bearer(adminToken).headers));
    expect(keys(disabled.body)).toEqual(detailKeys.sort());
    expect(disabled.body).toMatchObject({
      state: "disabled",
      disabled_at: expect.any(String),
      disabled_by: { name: "Alice Admin" },
    });
  });
});

describe("the discount flag", () => {
  /** A system product priced for the test: 100,000 đồng, a 15 % product discount. */
  async function product(discount: number) {
    const store = (await findUserByAccount("default"))!;
    const [row] = await db
      .insert(products)
      .values({
        storeId: store.id,
        name: `Discounted ${randomUUID().slice(0, 6)}`,
        slug: `discounted-${randomUUID().slice(0, 8)}`,
        price: 500n,
        vndToPay: 100_000n,
        ccmToPay: 5n * CCT,
        discountPercentage: discount,
        quantity: 100,
        status: "published",
      })
      .returning();
    return row;
  }

  it("is off for guests and members without a card; on for a card holder, the product's own percentage (decision 211), in the cart API and the order", async () => {
    const [p15, p5] = [await product(15), await product(5)];
    const holder = await member("flag");
    const [code] = (await issue(1, 10)).codes;
    await addByApi(holder.token, code);
    const plain = await member("plain");

    const cart = (await call("/api/store/default/carts", json({}))).body.id as string;
    await call(`/api/carts/${cart}`, json({ op: "add", product_id: p15.id, quantity: 3 }));
    await call(`/api/carts/${cart}`, json({ op: "add", product_id: p5.id, quantity: 1 }));
    const asGuest = await call(`/api/carts/${cart}`);
    expect([asGuest.body.discount, asGuest.body.totals.vnd]).toEqual([false, 400_000]);
    expect((await call(`/api/carts/${cart}`, bearer(plain.token))).body.discount).toBe(false);

    const asHolder = await call(`/api/carts/${cart}`, bearer(holder.token));
    expect([asHolder.body.discount, asHolder.body.card_discount_percentage]).toEqual([true, 10]);
    const line = (id: number) => asHolder.body.lines.find((l: { product_id: number }) => l.product_id === id);
    // 3 × 100,000 less 15 % (the product's, though the card says 10 %) = 255,000; 100,000 less 5 % = 95,000.
    expect(line(p15.id)).toMatchObject({
      discount_percentage: 15,
      applied_discount_percentage: 15,
      totals: { vnd: 255_000, usd: 15 },
    });
    expect(line(p5.id)).toMatchObject({ applied_discount_percentage: 5, totals: { vnd: 95_000 } });
    expect(asHolder.body.totals).toEqual({ usd: 20, vnd: 350_000, cct: 20 });

    const placed = await call(
      `/api/carts/${cart}/checkout`,
      json({ ...guest, idempotency_key: idempotencyKey() }, bearer(holder.token).headers),
    );
    expect(placed.status).toBe(201);
    expect([placed.body.total_vnd, placed.body.discount]).toEqual([350_000, true]);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect([order.totalVnd, order.discount]).toEqual([350_000n, true]);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => l.totalVnd).sort()).toEqual([255_000n, 95_000n].sort());

    // A guest's order of the same cart keeps the full price.
    const guestCart = (await call("/api/store/default/carts", json({}))).body.id as string;
    await call(`/api/carts/${guestCart}`, json({ op: "add", product_id: p15.id, quantity: 3 }));
    const guestOrder = await call(`/api/carts/${guestCart}/checkout`, json({ ...guest, idempotency_key: idempotencyKey() }));
    expect([guestOrder.body.total_vnd, guestOrder.body.discount]).toEqual([300_000, false]);
  });

  it("shows on the cart page and the page's checkout keeps the discounted amounts", async () => {
    const p = await product(15);
    const holder = await member("pageflag");
    const [code] = (await issue(1, 20)).codes;
    await addByApi(holder.token, code);
    const cartCookie = `cart_default=${encodeURIComponent(JSON.stringify({ [p.id]: 2 }))}`;
    const cookie = `${holder.cookie.Cookie}; ${cartCookie}`;

    const asGuest = await call("/store/default/cart", { headers: { Cookie: cartCookie } });
    expect([asGuest.body.cardDiscount, asGuest.body.totals.vnd, asGuest.body.saved]).toEqual([null, "200000", "0"]);
    const page = await call("/store/default/cart", { headers: { Cookie: cookie } });
    expect(page.body.cardDiscount).toBe(20);
    expect(page.body.lines[0]).toMatchObject({ discount: 15, totals: { vnd: "170000" } });
    expect(page.body.totals.vnd).toBe("170000");
    // The banner says what the card saves: 200,000 − 170,000.
    expect(page.body.saved).toBe("30000");

    const placed = await call("/store/default/cart", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "checkout", ...guest, idempotency_key: idempotencyKey() }),
    });
    expect(placed.status).toBe(302);
    const id = Number(/user-orders\/(\d+)/.exec(placed.headers.get("Location") ?? "")?.[1]);
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.buyerId, holder.user.id)));
    expect([order.totalVnd, order.totalUsd, order.discount]).toEqual([170_000n, 1000n, true]);
  });
});

describe("demo data", () => {
  it("offers cards in the system store, keeps a batch of unused codes, and gives member01 a card (the discount shows)", async () => {
    const offers = (await call("/api/store/default/cards")).body.data as { name: string; ccm_to_pay: number }[];
    expect(offers.map((o) => o.name)).toEqual(expect.arrayContaining(["Silver card", "Gold card", "Platinum card"]));
    const unused = await call("/api/admin/cards?batch=DEMO-2026&status=unused", bearer(adminToken));
    expect(unused.body.meta.total).toBeGreaterThanOrEqual(5);
    const token = await tokenFor(demo.member);
    const card = await call("/api/cards", bearer(token));
    expect([card.status, card.body.card.code, card.body.card.discount_percentage]).toEqual([200, "M3MB-ERCA-RD77", 10]);
    const cart = (await call("/api/store/member01/carts", json({}))).body.id as string;
    const { product } = await storeProduct("member01", 2);
    const priced = await call(
      `/api/carts/${cart}`,
      json({ op: "add", product_id: product.id, quantity: 1 }, bearer(token).headers),
    );
    expect(priced.body.discount).toBe(true);
    expect(priced.body.lines[0].applied_discount_percentage).toBe(product.discountPercentage);
  });
});
