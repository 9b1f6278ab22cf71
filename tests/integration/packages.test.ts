import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { packagePurchases, refundRequests, users, type User } from "~/db/schema";
import { enableTwoFactor, findUserByAccount, listNotifications, twoFactorSetup } from "~/domain/accounts";
import { checkLedger, memberAccountId, memberBalance, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { hashPassword } from "~/infra/password.server";
import { seed } from "~/seed/demo.server";
import { ensureDatabase } from "~/seed/startup.server";

import { totpCode } from "../security/support/totp";
import { cookieFor, demo, freshIdentity, post, tokenFor } from "../support/fixtures";
import { bearer, call, form, json, loadPage } from "../support/route-harness";

const CCT = 100_000_000n;
const password = "Member#2026pass";

const day = 24 * 3600_000;

let adminToken: string;
let adminCookie: Record<string, string>;
let revenue: number;
let commissions: number;
/** A second admin whose role is a week old: may give a second approval (decision 167). */
let second: Awaited<ReturnType<typeof adminFor>>;
let secondToken: string;

beforeAll(async () => {
  await ensureDatabase();
  adminToken = await tokenFor(demo.admin);
  adminCookie = await cookieFor(demo.admin.account);
  revenue = await systemAccountId(systemCodes.revenue);
  commissions = await systemAccountId(systemCodes.commissions);
  second = await adminFor(7 * day, "second");
  secondToken = second.token;
});

/** An admin whose role began `since` ms ago, with an API token and a page cookie. */
async function adminFor(since: number, prefix: string) {
  const made = await member(prefix);
  const [user] = await db
    .update(users)
    .set({ isAdmin: true, adminSince: new Date(Date.now() - since) })
    .where(eq(users.id, made.user.id))
    .returning();
  return { ...made, user };
}

/** The member sends `amount` away (to a new member): it is no longer theirs to give back. */
async function spend(user: User, amount: bigint) {
  const friend = await member("friend");
  await transfer({
    debit: await memberAccountId(user.id),
    credit: await memberAccountId(friend.user.id),
    amount,
    kind: "transfer",
    key: `test-spend:${randomUUID()}`,
  });
}

/** A member straight in the database, referred by `referrer` (always an older account) and funded with `cct` CCT. */
async function member(prefix: string, referrer?: User, cct = 0) {
  const [user] = await db
    .insert(users)
    .values({
      ...freshIdentity(prefix),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      referrerId: referrer?.id ?? null,
    })
    .returning();
  if (cct > 0) await fund(user, BigInt(cct) * CCT);
  return { user, token: await tokenFor({ email: user.email, password }), cookie: await cookieFor(user.account) };
}

async function fund(user: User, amount: bigint) {
  await transfer({
    debit: await systemAccountId(systemCodes.adjustments),
    credit: await memberAccountId(user.id),
    amount,
    kind: "adjustment",
    key: `test-fund:${randomUUID()}`,
  });
}

const balanceOf = async (user: User) => (await memberBalance(user.id)).balance;

async function systemBalance(id: number): Promise<bigint> {
  const { accounts } = await import("~/db/schema");
  const [row] = await db.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, id));
  return row.balance;
}

async function expectLedgerBalanced() {
  expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
}

/** A package made through the admin API. */
async function newPackage(over: Record<string, unknown> = {}) {
  const res = await call(
    "/api/admin/packages",
    json(
      {
        name_en: `Pack ${randomUUID().slice(0, 6)}`,
        name_vi: `Gói ${randomUUID().slice(0, 6)}`,
        description_en: "For tests.",
        description_vi: "Dùng cho kiểm thử.",
        benefits_en: "One\nTwo",
        benefits_vi: "Một\nHai",
        price: "20",
        commission_percentage: 10,
        ...over,
      },
      { Authorization: `Bearer ${adminToken}` },
    ),
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; name_en: string; name_vi: string; price: string };
}

const buy = (token: string, id: number, key: string | null = randomUUID(), body: unknown = { password }) =>
  call(`/api/packages/${id}/buy`, post(token, body, key));

describe("admins manage packages", () => {
  it("create and edit them in both languages; a commission outside 0-100 is refused with a clear message", async () => {
    const created = await newPackage({ commission_percentage: 25, position: 7 });
    expect(created).toMatchObject({ price: "20", commission_percentage: 25, active: true, position: 7, benefits_en: "One\nTwo" });

    const tooMuch = await call(
      `/api/admin/packages/${created.id}`,
      json({ ...created, price: "20", commission_percentage: 101 }, { Authorization: `Bearer ${adminToken}` }, "PATCH"),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.commission_percentage).toEqual([
      "The commission percentage must be a whole number from 0 to 100.",
    ]);
    const vi = await call(
      `/api/admin/packages/${created.id}`,
      json(
        { ...created, commission_percentage: -1 },
        { Authorization: `Bearer ${adminToken}`, "Accept-Language": "vi" },
        "PATCH",
      ),
    );
    expect(vi.body.errors.commission_percentage).toEqual(["Phần trăm hoa hồng phải là số nguyên từ 0 đến 100."]);

    // The page's form: the same refusal, shown on the field; then a valid change.
    const page = `/admin/packages/${created.id}`;
    const fields = {
      name_en: "Edited",
      name_vi: "Đã sửa",
      price: "21.5",
      commission_percentage: "150",
      position: "2",
      active: "on",
    };
    const refused = await call(page, form(adminCookie, fields));
    expect(refused.status).toBe(400);
    expect(refused.body.error.commission_percentage).toEqual(["packages:errors.commissionRange"]);
    const saved = await call(page, form(adminCookie, { ...fields, commission_percentage: "30" }));
    expect(saved.status).toBe(302);
    const edited = await call(`/api/admin/packages/${created.id}`, bearer(adminToken));
    expect(edited.body).toMatchObject({ name_en: "Edited", name_vi: "Đã sửa", price: "21.5", commission_percentage: 30 });

    // A new package through the page: "new" creates it.
    const made = await call(
      "/admin/packages/new",
      form(adminCookie, { ...fields, name_en: "From the form", commission_percentage: "5" }),
    );
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toMatch(/^\/admin\/packages\/\d+$/);
  });

  it("answers 403 to a member on every admin endpoint, 404 for an unknown package", async () => {
    const { token, cookie } = await member("nosy");
    expect((await call("/api/admin/packages", bearer(token))).status).toBe(403);
    expect((await call("/api/admin/packages", post(token, { name_en: "x" }))).status).toBe(403);
    expect((await call("/api/admin/packages/1", bearer(token))).status).toBe(403);
    expect((await call("/api/admin/packages/purchases", bearer(token))).status).toBe(403);
    expect((await call("/api/admin/packages/purchases/1/refund", post(token, { reason: "x" }))).status).toBe(403);
    // The pages: a member is sent home by the admin layout.
    expect((await call("/admin/packages", { headers: cookie })).status).toBe(302);
    expect((await call("/api/admin/packages/999999", bearer(adminToken))).status).toBe(404);
    expect((await call("/admin/packages/999999", { headers: adminCookie })).status).toBe(404);
  });

  it("shows members only the active packages, in display order", async () => {
    const { token } = await member("reader");
    const hidden = await newPackage({ active: false });
    const first = await newPackage({ position: 0 });
    const list = (await call("/api/packages", bearer(token))).body.data as { id: number; position: number }[];
    expect(list.map((p) => p.id)).not.toContain(hidden.id);
    expect(list.map((p) => p.id)).toContain(first.id);
    expect(list.map((p) => p.position)).toEqual([...list.map((p) => p.position)].sort((a, b) => a - b));
    // An inactive package cannot be bought.
    const { token: rich } = await member("rich", undefined, 100);
    expect((await buy(rich, hidden.id)).status).toBe(404);
    expect((await call("/api/packages")).status).toBe(401);
  });
});

describe("buying a package", () => {
  it("moves the price to revenue and the commission to the direct referrer, in one go; the ledger sums to zero", async () => {
    const referrer = await member("referrer", undefined, 1);
    const buyer = await member("buyer", referrer.user, 100);
    const pkg = await newPackage({ price: "33.33333333", commission_percentage: 15 });
    const [revenue0, commissions0] = await Promise.all([systemBalance(revenue), systemBalance(commissions)]);

    const res = await buy(buyer.token, pkg.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      package_id: pkg.id,
      price: "33.33333333",
      status: "purchased",
      package_name_en: pkg.name_en,
    });

    // 15% of 33.33333333 CCT = 4.9999999995 → rounded down to 4.99999999.
    const commission = 499_999_999n;
    expect(await balanceOf(buyer.user)).toBe(100n * CCT - 3_333_333_333n);
    expect(await balanceOf(referrer.user)).toBe(1n * CCT + commission);
    expect(await systemBalance(revenue)).toBe(revenue0 + 3_333_333_333n);
    expect(await systemBalance(commissions)).toBe(commissions0 - commission);
    await expectLedgerBalanced();

    // Both transfers name the purchase.
    const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, res.body.id));
    expect(row).toMatchObject({ referrerId: referrer.user.id, commission, commissionPercentage: 15, price: 3_333_333_333n });
    const admin = await call(`/api/admin/packages/purchases?package_id=${pkg.id}`, bearer(adminToken));
    expect(admin.body.data[0]).toMatchObject({
      buyer: { account: buyer.user.account },
      referrer: { account: referrer.user.account },
      commission: "4.99999999",
    });

    // Both told, in both languages.
    const [toBuyer] = await listNotifications(buyer.user.id);
    expect(toBuyer).toMatchObject({
      title: `You bought the package ${pkg.name_en} for 33.33 CCT`,
      viTitle: `Bạn đã mua gói ${pkg.name_vi} với giá 33,33 CCT`,
    });
    const [toReferrer] = await listNotifications(referrer.user.id);
    expect(toReferrer).toMatchObject({
      title: `${buyer.user.account} bought the package ${pkg.name_en}: you earned 5.00 CCT commission`,
      viTitle: `${buyer.user.account} đã mua gói ${pkg.name_vi}: bạn nhận được 5,00 CCT hoa hồng`,
      url: "/refs",
    });

    // The statements: the buyer's package line, the referrer's commission line.
    const statement = await call("/api/transactions", bearer(referrer.token));
    expect(statement.body.data[0]).toMatchObject({
      kind: "commission",
      amount: "4.99999999",
      package: { name_en: pkg.name_en, name_vi: pkg.name_vi, buyer: buyer.user.account },
    });
    const own = await call("/api/transactions", bearer(buyer.token));
    expect(own.body.data[0]).toMatchObject({ kind: "purchase", amount: "-33.33333333", package: { name_en: pkg.name_en } });
  });

  it("pays no commission without a referrer", async () => {
    const buyer = await member("loner", undefined, 50);
    const pkg = await newPackage({ price: "20", commission_percentage: 50 });
    const [revenue0, commissions0] = await Promise.all([systemBalance(revenue), systemBalance(commissions)]);
    expect((await buy(buyer.token, pkg.id)).status).toBe(201);
    expect(await balanceOf(buyer.user)).toBe(30n * CCT);
    expect(await systemBalance(revenue)).toBe(revenue0 + 20n * CCT);
    expect(await systemBalance(commissions)).toBe(commissions0);
    const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, buyer.user.id));
    expect(row).toMatchObject({ referrerId: null, commission: 0n, commissionTransferId: null });
    await expectLedgerBalanced();
  });

  it("makes one purchase per key: a replay (even two at once) answers the first; the key for another package is refused", async () => {
    const referrer = await member("refkey");
    const buyer = await member("replayer", referrer.user, 100);
    const pkg = await newPackage({ price: "10", commission_percentage: 10 });
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(buyer.token, pkg.id, key), buy(buyer.token, pkg.id, key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const again = await buy(buyer.token, pkg.id, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.id).toBe(a.body.id);
    const other = await newPackage({ price: "1" });
    expect((await buy(buyer.token, other.id, key)).status).toBe(409);

    expect(await db.select().from(packagePurchases).where(eq(packagePurchases.userId, buyer.user.id))).toHaveLength(1);
    expect(await balanceOf(buyer.user)).toBe(90n * CCT);
    expect(await balanceOf(referrer.user)).toBe(1n * CCT);
    expect((await listNotifications(referrer.user.id)).filter((n) => n.title.includes("commission"))).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it("sells once to a balance enough for once, even asked twice at once; a referrer and an invitee buying together both succeed", async () => {
    const referrer = await member("busyref", undefined, 10);
    const buyer = await member("racer", referrer.user, 15);
    const pkg = await newPackage({ price: "10", commission_percentage: 50 });
    const both = await Promise.all([buy(buyer.token, pkg.id), buy(buyer.token, pkg.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await balanceOf(buyer.user)).toBe(5n * CCT);
    expect(await balanceOf(referrer.user)).toBe(15n * CCT);

    // The referrer's wallet is locked by both purchases (as the buyer's and as the referrer's): no deadlock.
    await fund(buyer.user, 5n * CCT);
    const together = await Promise.all([buy(buyer.token, pkg.id), buy(referrer.token, pkg.id)]);
    expect(together.map((r) => r.status)).toEqual([201, 201]);
    expect(await balanceOf(buyer.user)).toBe(0n);
    expect(await balanceOf(referrer.user)).toBe(10n * CCT);
    const listed = (await call("/api/admin/packages", bearer(adminToken))).body.data as { id: number; purchases: number }[];
    expect(listed.find((p) => p.id === pkg.id)?.purchases).toBe(3);
    await expectLedgerBalanced();
  });

  it("refuses a wrong password, a missing key and a short balance, and changes nothing", async () => {
    const referrer = await member("poorref");
    const buyer = await member("poor", referrer.user, 5);
    const pkg = await newPackage({ price: "20" });
    const wrong = await buy(buyer.token, pkg.id, randomUUID(), { password: "not-it" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("Password is incorrect");
    expect((await buy(buyer.token, pkg.id, null)).status).toBe(400);
    const short = await buy(buyer.token, pkg.id);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe("Your available balance (5.00 CCT) is not enough for this package (20.00 CCT).");
    expect(await balanceOf(buyer.user)).toBe(5n * CCT);
    expect(await balanceOf(referrer.user)).toBe(0n);
    expect(await db.select().from(packagePurchases).where(eq(packagePurchases.userId, buyer.user.id))).toHaveLength(0);
    await expectLedgerBalanced();
  });

  it("asks for the authenticator's code with two-factor authentication on, except on a replay", async () => {
    const buyer = await member("twofa", undefined, 10);
    const setup = (await twoFactorSetup(buyer.user))!;
    await enableTwoFactor(buyer.user, totpCode(setup.secret, 0));
    const pkg = await newPackage({ price: "1" });
    const key = randomUUID();
    const noCode = await buy(buyer.token, pkg.id, key);
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.otp).toHaveLength(1);
    expect((await buy(buyer.token, pkg.id, key, { password, otp: totpCode(setup.secret, 1) })).status).toBe(201);
    expect((await buy(buyer.token, pkg.id, key)).status).toBe(200);
    expect(await balanceOf(buyer.user)).toBe(9n * CCT);
  });

  it("keeps what a purchase was bought at when the package changes later", async () => {
    const referrer = await member("snapref");
    const buyer = await member("snap", referrer.user, 100);
    const pkg = await newPackage({ price: "10", commission_percentage: 20 });
    const bought = await buy(buyer.token, pkg.id);
    await call(
      `/api/admin/packages/${pkg.id}`,
      json(
        { name_en: "Renamed", name_vi: "Đổi tên", price: "99", commission_percentage: 90 },
        { Authorization: `Bearer ${adminToken}` },
        "PATCH",
      ),
    );
    const mine = await call(`/api/packages/purchases/${bought.body.id}`, bearer(buyer.token));
    expect(mine.body).toMatchObject({ package_name_en: pkg.name_en, price: "10", status: "purchased" });
    const admin = await call(`/api/admin/packages/purchases?package_id=${pkg.id}`, bearer(adminToken));
    expect(admin.body.data[0]).toMatchObject({ commission_percentage: 20, commission: "2" });
    expect(await balanceOf(referrer.user)).toBe(2n * CCT);
  });

  it("shows a member only their own purchases: another member's is a 404", async () => {
    const owner = await member("owner", undefined, 20);
    const other = await member("other");
    const pkg = await newPackage({ price: "1" });
    const bought = await buy(owner.token, pkg.id);
    expect((await call(`/api/packages/purchases/${bought.body.id}`, bearer(other.token))).status).toBe(404);
    expect((await call(`/api/packages/purchases/${bought.body.id}`, bearer(owner.token))).status).toBe(200);
    expect((await call("/api/packages/purchases", bearer(other.token))).body.data).toEqual([]);
    expect((await call("/api/packages/purchases", bearer(owner.token))).body.data.map((p: { id: number }) => p.id)).toEqual([
      bought.body.id,
    ]);
    expect((await call("/api/packages/999999/buy", post(owner.token, { password }))).status).toBe(404);
    expect((await call("/api/packages/abc/buy", post(owner.token, { password }))).status).toBe(404);
  });

  it("works as a plain form on /packages: confirmation step, password, key; errors shown on the form", async () => {
    const referrer = await member("formref");
    const buyer = await member("former", referrer.user, 30);
    const pkg = await newPackage({ price: "12", commission_percentage: 25 });
    const page = await loadPage(`/packages?buy=${pkg.id}`, { headers: buyer.cookie });
    const data = page.data["routes/dashboard/packages.tsx"] as {
      chosen: { id: number };
      key: string;
      wallet: { available: number };
    };
    expect(data.chosen.id).toBe(pkg.id);
    expect(data.wallet.available).toBe(30);

    const fields = { packageId: String(pkg.id), idempotencyKey: data.key, password: "wrong-one" };
    const wrong = await call(`/packages?buy=${pkg.id}`, form(buyer.cookie, fields));
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.password).toEqual(["account:password.incorrect"]);
    const done = await call(`/packages?buy=${pkg.id}`, form(buyer.cookie, { ...fields, password }));
    // It ends on the payment's receipt (decision 233); a replay of the same key answers the same one.
    expect(done.status).toBe(302);
    const [bought] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, buyer.user.id));
    expect(done.headers.get("Location")).toBe(`/receipts/${bought.paymentTransferId}`);
    const twice = await call(`/vi/packages?buy=${pkg.id}`, form(buyer.cookie, { ...fields, password }));
    expect(twice.headers.get("Location")).toBe(`/vi/receipts/${bought.paymentTransferId}`);
    const receipt = await call(`/receipts/${bought.paymentTransferId}`, { headers: buyer.cookie });
    expect(receipt.body.receipt).toMatchObject({ kind: "purchase", amount: "12", balanceAfter: "18", again: "packages" });
    expect(await balanceOf(buyer.user)).toBe(18n * CCT);
    expect(await balanceOf(referrer.user)).toBe(3n * CCT);
    const after = await loadPage("/packages", { headers: buyer.cookie });
    const mine = (after.data["routes/dashboard/packages.tsx"] as { purchases: { items: { price: string }[] } }).purchases;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0].price).toBe("12");
  });
});

describe("refunding a purchase", () => {
  async function bought(price = "40", percentage = 10, referrerCct = 0) {
    const referrer = await member("rref", undefined, referrerCct);
    const buyer = await member("rbuyer", referrer.user, 100);
    const pkg = await newPackage({ price, commission_percentage: percentage });
    const res = await buy(buyer.token, pkg.id);
    expect(res.status).toBe(201);
    return { referrer, buyer, pkg, id: res.body.id as number };
  }
  const refund = (id: number, reason = "Asked by the member", key: string | null = randomUUID(), token = adminToken) =>
    call(`/api/admin/packages/purchases/${id}/refund`, post(token, { reason }, key));

  it("gives the price back and takes the commission back, at most once; the same key answers the refund again", async () => {
    const { referrer, buyer, pkg, id } = await bought("40", 10);
    const [revenue0, commissions0] = await Promise.all([systemBalance(revenue), systemBalance(commissions)]);
    expect((await refund(id, "  ")).status).toBe(422);
    const key = randomUUID();
    const res = await refund(id, "Asked by the member", key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "refunded",
      refund_reason: "Asked by the member",
      commission: "4",
      commission_reclaimed: "4",
      commission_shortfall: "0",
      refunded_by: demo.admin.account,
    });
    expect(await balanceOf(buyer.user)).toBe(100n * CCT);
    expect(await balanceOf(referrer.user)).toBe(0n);
    expect(await systemBalance(revenue)).toBe(revenue0 - 40n * CCT);
    expect(await systemBalance(commissions)).toBe(commissions0 + 4n * CCT);
    await expectLedgerBalanced();

    const replay = await refund(id, "Asked by the member", key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const again = await refund(id, "Once more");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This purchase was already refunded.");
    expect(await balanceOf(buyer.user)).toBe(100n * CCT);

    const [toBuyer] = await listNotifications(buyer.user.id);
    expect(toBuyer.title).toBe(`Your purchase of ${pkg.name_en} was refunded: 40.00 CCT returned (Asked by the member)`);
    expect(toBuyer.viTitle).toContain(pkg.name_vi);
    const [toReferrer] = await listNotifications(referrer.user.id);
    expect(toReferrer.title).toBe(`The purchase of ${pkg.name_en} was refunded: 4.00 CCT of your commission was taken back`);
    const statement = await call("/api/transactions", bearer(referrer.token));
    expect(statement.body.data[0]).toMatchObject({ kind: "commission", amount: "-4", memo: "Asked by the member" });
  });

  it("refunds once when two admins click together", async () => {
    const { buyer, id } = await bought("30", 20);
    const both = await Promise.all([refund(id, "First admin"), refund(id, "Second admin")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(buyer.user)).toBe(100n * CCT);
    const transfers = await call(`/api/admin/transactions?member=${buyer.user.account}&kind=refund`, bearer(adminToken));
    expect(transfers.body.data).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it("takes back only what the referrer still has when they spent the commission, and records the shortfall (two admins)", async () => {
    const { referrer, buyer, id } = await bought("50", 20);
    // The referrer earned 10 CCT and sends 7 of them away, holding nothing else.
    await spend(referrer.user, 7n * CCT);
    // One admin only asks (decision 288); a second, seasoned admin makes the refund.
    expect((await refund(id, "Duplicate purchase")).status).toBe(202);
    const res = await call(`/api/admin/packages/purchases/${id}/refund/confirm`, post(secondToken, {}));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      commission: "10",
      commission_reclaimed: "3",
      commission_shortfall: "7",
      refund_request: null,
    });
    expect(await memberBalance(referrer.user.id)).toEqual({ balance: 0n, held: 0n, available: 0n });
    expect(await balanceOf(buyer.user)).toBe(100n * CCT);
    await expectLedgerBalanced();
  });

  it("refunds from the back-office page with a reason; a member cannot, nor can the buyer-admin refund their own", async () => {
    const { buyer, id } = await bought("10", 0);
    const key = randomUUID();
    const missing = await call(
      "/admin/packages",
      form(adminCookie, { intent: "refund", purchaseId: String(id), idempotencyKey: key }),
    );
    expect(missing.status).toBe(400);
    const done = await call(
      "/admin/packages?status=purchased",
      form(adminCookie, { intent: "refund", purchaseId: String(id), idempotencyKey: key, reason: "Wrong package" }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/packages?status=purchased");
    const twice = await call(
      `/admin/packages/${(await db.select().from(packagePurchases).where(eq(packagePurchases.id, id)))[0].packageId}`,
      form(adminCookie, { intent: "refund", purchaseId: String(id), idempotencyKey: randomUUID(), reason: "Again" }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error[""]).toEqual(["packages:errors.alreadyRefunded"]);
    expect(await balanceOf(buyer.user)).toBe(100n * CCT);

    const { token } = await member("notadmin");
    expect((await refund(id, "x", randomUUID(), token)).status).toBe(403);
    expect((await refund(999999)).status).toBe(404);

    // Nobody decides their own request: an admin's own purchase is refunded by another admin.
    const admin01 = (await findUserByAccount(demo.admin.account))!;
    await fund(admin01, 5n * CCT);
    const pkg = await newPackage({ price: "1" });
    const own = await buy(adminToken, pkg.id, randomUUID(), { password: demo.admin.password });
    expect(own.status).toBe(201);
    expect((await refund(own.body.id)).status).toBe(403);
  });
});

describe("four eyes on refunds the referrer cannot cover (decision 288)", () => {
  const refund = (id: number, token = adminToken, key: string | null = randomUUID(), reason = "Asked by the member") =>
    call(`/api/admin/packages/purchases/${id}/refund`, post(token, { reason }, key));
  const decide = (id: number, decision: "confirm" | "reject", token: string, body: unknown = {}) =>
    call(`/api/admin/packages/purchases/${id}/refund/${decision}`, post(token, body));

  /** Every balance a refund of this purchase moves. */
  async function balances(buyer: User, referrer: User | null) {
    return {
      buyer: await balanceOf(buyer),
      referrer: referrer ? await balanceOf(referrer) : null,
      revenue: await systemBalance(revenue),
      commissions: await systemBalance(commissions),
    };
  }

  it("refuses the purchase's referrer: an admin never refunds a purchase whose commission they earned (API and page)", async () => {
    const admin01 = (await findUserByAccount(demo.admin.account))!;
    const buyer = await member("selfref", admin01, 100);
    const pkg = await newPackage({ price: "30", commission_percentage: 100 });
    const { body } = await buy(buyer.token, pkg.id);
    // The attack of the review: the commission is sent away, so a refund could take nothing back.
    await spend(admin01, 30n * CCT);
    const before = await balances(buyer.user, admin01);

    const api = await refund(body.id);
    expect(api.status).toBe(403);
    expect(api.body.message).toBe("You earned this purchase's commission: another admin must decide its refund.");
    const vi = await call(
      `/api/admin/packages/purchases/${body.id}/refund`,
      json({ reason: "x" }, { Authorization: `Bearer ${adminToken}`, "Idempotency-Key": randomUUID(), "Accept-Language": "vi" }),
    );
    expect(vi.body.message).toBe("Bạn đã nhận hoa hồng của lượt mua này: một quản trị viên khác phải quyết định việc hoàn tiền.");
    const page = await call(
      `/admin/packages/${pkg.id}`,
      form(adminCookie, { intent: "refund", purchaseId: String(body.id), idempotencyKey: randomUUID(), reason: "Mine" }),
    );
    expect(page.status).toBe(400); // a page form's refusal (403 in the domain) is the form's error
    expect(page.body.error[""]).toEqual(["packages:errors.ownCommission"]);
    expect(await balances(buyer.user, admin01)).toEqual(before);
    const [row] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, body.id));
    expect(row).toMatchObject({ status: "purchased", refundedAt: null });
    expect(await db.select().from(refundRequests).where(eq(refundRequests.purchaseId, body.id))).toEqual([]);
  });

  it("does not let one admin refund what the referrer cannot give back: it waits, nothing moves, until a second admin confirms", async () => {
    const referrer = await member("shortref");
    const buyer = await member("shortbuy", referrer.user, 100);
    const pkg = await newPackage({ price: "40", commission_percentage: 50 });
    const { body } = await buy(buyer.token, pkg.id);
    await spend(referrer.user, 15n * CCT); // 20 earned, 5 left
    const before = await balances(buyer.user, referrer.user);
    const overview = async () =>
      (await call("/api/admin/overview", bearer(adminToken))).body.pending.second_admin.pending as number;
    const waiting = await overview();

    const key = randomUUID();
    const asked = await refund(body.id, adminToken, key, "Duplicate purchase");
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({
      status: "purchased",
      refunded_at: null,
      refund_reason: null,
      commission_reclaimed: "0",
      refund_request: { requested_by: demo.admin.account, reason: "Duplicate purchase", shortfall: "15" },
    });
    expect(await balances(buyer.user, referrer.user)).toEqual(before);
    expect(await overview()).toBe(waiting + 1);

    // The same key answers the same request; another refund waits for the decision; the buyer sees nothing yet.
    const replay = await refund(body.id, adminToken, key, "Duplicate purchase");
    expect(replay.status).toBe(202);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    const other = await refund(body.id, secondToken);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("A refund of this purchase is waiting for a second admin: confirm it or reject it.");
    expect((await call(`/api/packages/purchases/${body.id}`, bearer(buyer.token))).body).toMatchObject({
      status: "purchased",
      refund_reason: null,
    });

    // Not the admin who asked, not an admin made after the request (or less than a day ago), not a member.
    const own = await decide(body.id, "confirm", adminToken);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe("You approved this request already: another admin must approve it too.");
    const fresh = await adminFor(3600_000, "fresh");
    expect((await decide(body.id, "confirm", fresh.token)).status).toBe(403);
    expect((await decide(body.id, "confirm", buyer.token)).status).toBe(403);
    expect(await balances(buyer.user, referrer.user)).toEqual(before);

    // The second admin confirms: the referrer's balance is read again (they got 2 CCT back meanwhile).
    await fund(referrer.user, 2n * CCT);
    const done = await decide(body.id, "confirm", secondToken);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: "refunded",
      refund_reason: "Duplicate purchase",
      refunded_by: second.user.account,
      commission: "20",
      commission_reclaimed: "7",
      commission_shortfall: "13",
      refund_request: null,
    });
    expect(await balanceOf(buyer.user)).toBe(before.buyer + 40n * CCT);
    expect(await balanceOf(referrer.user)).toBe(0n);
    expect(await systemBalance(revenue)).toBe(before.revenue - 40n * CCT);
    expect(await systemBalance(commissions)).toBe(before.commissions + 7n * CCT);
    expect(await overview()).toBe(waiting);
    await expectLedgerBalanced();

    // Once: confirming again, or the first admin's key again, answers the refund made.
    expect((await decide(body.id, "confirm", secondToken)).status).toBe(409);
    const again = await refund(body.id, adminToken, key, "Duplicate purchase");
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await balanceOf(buyer.user)).toBe(before.buyer + 40n * CCT);
  });

  it("never lets the referrer be the second admin: a sock admin earning the commission cannot confirm", async () => {
    const sock = await adminFor(7 * day, "sock");
    const buyer = await member("sockbuy", sock.user, 100);
    const pkg = await newPackage({ price: "25", commission_percentage: 100 });
    const { body } = await buy(buyer.token, pkg.id);
    await spend(sock.user, 25n * CCT);
    const before = await balances(buyer.user, sock.user);
    expect((await refund(body.id)).status).toBe(202);
    const confirm = await decide(body.id, "confirm", sock.token);
    expect(confirm.status).toBe(403);
    expect(confirm.body.message).toBe("You earned this purchase's commission: another admin must decide its refund.");
    expect(await balances(buyer.user, sock.user)).toEqual(before);
  });

  it("a waiting refund can be rejected by one admin; the purchase stays, and a later refund the referrer covers is one admin's again", async () => {
    const referrer = await member("rejref");
    const buyer = await member("rejbuy", referrer.user, 100);
    const pkg = await newPackage({ price: "20", commission_percentage: 10 });
    const { body } = await buy(buyer.token, pkg.id);
    await spend(referrer.user, 2n * CCT);
    const before = await balances(buyer.user, referrer.user);
    const key = randomUUID();
    expect((await refund(body.id, adminToken, key)).status).toBe(202);
    expect((await decide(body.id, "reject", secondToken, { reason: "  " })).status).toBe(422);
    const rejected = await decide(body.id, "reject", secondToken, { reason: "Not agreed" });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "purchased", refund_request: null });
    expect(await balances(buyer.user, referrer.user)).toEqual(before);
    expect((await decide(body.id, "confirm", secondToken)).status).toBe(404);
    const replay = await refund(body.id, adminToken, key);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe("This refund request was rejected: nothing was refunded.");

    await fund(referrer.user, 2n * CCT);
    const alone = await refund(body.id);
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ status: "refunded", commission_reclaimed: "2", commission_shortfall: "0" });
    await expectLedgerBalanced();
  });

  it("works on the back-office page: the refund waits, the row shows it, the second admin confirms there", async () => {
    const referrer = await member("pageref");
    const buyer = await member("pagebuy", referrer.user, 100);
    const pkg = await newPackage({ price: "10", commission_percentage: 20 });
    const { body } = await buy(buyer.token, pkg.id);
    await spend(referrer.user, 2n * CCT);
    const before = await balances(buyer.user, referrer.user);
    const page = `/admin/packages/${pkg.id}`;
    const asked = await call(
      page,
      form(adminCookie, { intent: "refund", purchaseId: String(body.id), idempotencyKey: randomUUID(), reason: "Wrong package" }),
    );
    expect(asked.status).toBe(302);
    expect(await balances(buyer.user, referrer.user)).toEqual(before);
    const loaded = await loadPage(page, { headers: adminCookie });
    const rows = (loaded.data["routes/admin/package.tsx"] as { purchases: { items: { id: number; refundRequest: unknown }[] } })
      .purchases.items;
    expect(rows.find((r) => r.id === body.id)?.refundRequest).toMatchObject({ requestedBy: demo.admin.account, shortfall: "2" });
    const settings = await loadPage("/admin/settings", { headers: adminCookie });
    expect((settings.data["routes/admin/settings.tsx"] as { refunds: { purchaseId: number }[] }).refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ purchaseId: body.id })]),
    );

    const own = await call(page, form(adminCookie, { intent: "confirm-refund", purchaseId: String(body.id) }));
    expect(own.status).toBe(409);
    expect(own.body.error[""]).toEqual(["wallet:errors.secondApprover"]);
    const done = await call(
      page,
      form(await cookieFor(second.user.account), { intent: "confirm-refund", purchaseId: String(body.id) }),
    );
    expect(done.status).toBe(302);
    expect(await balanceOf(buyer.user)).toBe(before.buyer + 10n * CCT);
    await expectLedgerBalanced();
  });
});

describe("the Members page (/refs)", () => {
  it("shows the referral link, its QR code, the invitees with their figures, totals, search and paging", async () => {
    const me = await member("inviter");
    const first = await member("alpha", me.user, 100);
    const second = await member("bravo", me.user);
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, second.user.id));
    await member("charlie", first.user);
    const pkg = await newPackage({ price: "20", commission_percentage: 10 });
    expect((await buy(first.token, pkg.id)).status).toBe(201);
    const refunded = await buy(first.token, pkg.id);
    await call(`/api/admin/packages/purchases/${refunded.body.id}/refund`, post(adminToken, { reason: "Test" }));

    const api = await call("/api/refs", bearer(me.token));
    expect(api.status).toBe(200);
    expect(api.body.link).toBe(`http://app.test/sign_up?ref=${me.user.account}`);
    expect(api.body.totals).toEqual({ invitees: 2, activated: 1, packages: 1, commission: "2", second_level: 1 });
    expect(api.body.data).toEqual([
      expect.objectContaining({ account: second.user.account, activated: false, packages: 0, commission: "0", invited: 0 }),
      expect.objectContaining({ account: first.user.account, activated: true, packages: 1, commission: "2", invited: 1 }),
    ]);
    const search = await call(`/api/refs?q=${first.user.account.slice(0, 9).toUpperCase()}`, bearer(me.token));
    expect(search.body.data.map((i: { account: string }) => i.account)).toEqual([first.user.account]);
    expect(search.body.meta).toMatchObject({ total: 1, page: 1, pages: 1 });

    const page = await loadPage("/vi/refs", { headers: me.cookie });
    const data = page.data["routes/dashboard/refs.tsx"] as { link: string; qr: string; invitees: { total: number } };
    expect(data.link).toBe(`http://app.test/sign_up?ref=${me.user.account}`);
    expect(data.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qr.split(",")[1], "base64").toString()).toContain("<svg");
    expect(data.invitees.total).toBe(2);
    expect((await call("/api/refs")).status).toBe(401);
  });

  it("shows member01 the commission from member02's demo purchase, on /refs and in the statement", async () => {
    const token = await tokenFor(demo.member);
    const refs = await call(`/api/refs?q=${demo.member2.account}`, bearer(token));
    expect(refs.body.data[0]).toMatchObject({ account: demo.member2.account, packages: 1, commission: "5" });
    const statement = await call("/api/transactions?page=1", bearer(token));
    const commission = (statement.body.data as { kind: string; package: unknown; amount: string }[]).find(
      (e) => e.kind === "commission",
    );
    expect(commission).toMatchObject({ amount: "5", package: { name_en: "Basic", name_vi: "Cơ bản", buyer: "member02" } });

    // Seeding again buys nothing more.
    const member02 = (await findUserByAccount(demo.member2.account))!;
    await seed(db);
    expect(await db.select().from(packagePurchases).where(eq(packagePurchases.userId, member02.id))).toHaveLength(1);
    const names = (await call("/api/packages", bearer(token))).body.data.map((p: { name_en: string }) => p.name_en);
    expect(names.filter((n: string) => ["Basic", "Silver", "Gold"].includes(n))).toEqual(["Basic", "Silver", "Gold"]);
  });
});

describe("the referrer is fixed at sign-up to an older account", () => {
  it("refuses one's own username as the referrer, whatever its letter case", async () => {
    const who = freshIdentity("selfref");
    const res = await call(
      "/sign_up",
      form({}, { ...who, password, confirmationPassword: password, ref: who.account.toUpperCase() }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.ref).toEqual(["packages:errors.ownReferral"]);
    expect(await findUserByAccount(who.account)).toBeUndefined();

    const ok = await call(
      "/sign_up",
      form({}, { ...freshIdentity("invited"), password, confirmationPassword: password, ref: "MEMBER01" }),
    );
    expect(ok.status).toBe(302);
  });

  it("cannot be oneself or a newer account in the database: no cycle can form", async () => {
    const older = await member("older");
    const newer = await member("newer", older.user);
    await expect(db.update(users).set({ referrerId: newer.user.id }).where(eq(users.id, newer.user.id))).rejects.toThrow();
    await expect(db.update(users).set({ referrerId: newer.user.id }).where(eq(users.id, older.user.id))).rejects.toThrow();
    const [row] = await db.select({ referrerId: users.referrerId }).from(users).where(eq(users.id, older.user.id));
    expect(row.referrerId).toBeNull();
  });
});

describe("the API's wire shape (docs/api.md)", () => {
  const packageKeys = [
    "id",
    "name_en",
    "name_vi",
    "description_en",
    "description_vi",
    "benefits_en",
    "benefits_vi",
    "price",
    "commission_percentage",
    "active",
    "position",
    "created_at",
    "updated_at",
  ];
  const purchaseKeys = [
    "id",
    "package_id",
    "package_name_en",
    "package_name_vi",
    "price",
    "status",
    "refund_reason",
    "refunded_at",
    "created_at",
  ];
  const adminPurchaseKeys = [
    ...purchaseKeys,
    "buyer",
    "referrer",
    "commission_percentage",
    "commission",
    "commission_reclaimed",
    "commission_shortfall",
    "refunded_by",
    "refund_request",
  ];
  const keys = (o: unknown) => Object.keys(o as object);

  it("answers snake_case keys with CCT as decimal strings, whatever the domain calls them", async () => {
    const referrer = await member("wireref");
    const buyer = await member("wirebuy", referrer.user, 50);
    const pkg = await newPackage({ price: "12.5", commission_percentage: 20 });
    expect(keys(pkg)).toEqual(packageKeys);
    expect(keys((await call(`/api/admin/packages/${pkg.id}`, bearer(adminToken))).body)).toEqual(packageKeys);
    const listed = (await call("/api/admin/packages", bearer(adminToken))).body.data as { id: number }[];
    expect(keys(listed.find((p) => p.id === pkg.id))).toEqual([...packageKeys, "purchases"]);
    const onSale = (await call("/api/packages", bearer(buyer.token))).body.data as { id: number }[];
    expect(keys(onSale.find((p) => p.id === pkg.id))).toEqual(packageKeys);

    const bought = await buy(buyer.token, pkg.id);
    expect(keys(bought.body)).toEqual(purchaseKeys);
    expect(keys((await call(`/api/packages/purchases/${bought.body.id}`, bearer(buyer.token))).body)).toEqual(purchaseKeys);
    const mine = await call("/api/packages/purchases", bearer(buyer.token));
    expect(keys(mine.body.data[0])).toEqual(purchaseKeys);
    expect(keys(mine.body.meta)).toEqual(["total", "page", "pages"]);

    const all = await call(`/api/admin/packages/purchases?package_id=${pkg.id}`, bearer(adminToken));
    expect(keys(all.body.data[0])).toEqual(adminPurchaseKeys);
    const refunded = await call(`/api/admin/packages/purchases/${bought.body.id}/refund`, post(adminToken, { reason: "Wire" }));
    expect(refunded.body).toMatchObject({ commission: "2.5", commission_reclaimed: "2.5", commission_shortfall: "0" });
    expect(keys(refunded.body)).toEqual(adminPurchaseKeys);

    const refs = await call("/api/refs", bearer(referrer.token));
    expect(keys(refs.body)).toEqual(["link", "totals", "data", "meta"]);
    expect(keys(refs.body.totals)).toEqual(["invitees", "activated", "packages", "commission", "second_level"]);
    expect(keys(refs.body.data[0])).toEqual(["name", "account", "joined_at", "activated", "packages", "commission", "invited"]);
  });
});
