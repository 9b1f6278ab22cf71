import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { adjustmentRequests, auditLog, orders, users } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { placeOrder } from "~/domain/orders";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, guest, idempotencyKey, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form, json } from "../support/route-harness";

async function entries(targetType: string, targetId: number, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, targetType),
        eq(auditLog.targetId, String(targetId)),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id));
}

let admin: Record<string, string>;
let adminToken: string;
let modToken: string;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
  adminToken = await tokenFor(demo.admin);
  modToken = await tokenFor(demo.mod);
});

describe("locking an account", () => {
  it("ends every session and token at once, refuses the login with a clear message, closes the store; unlocking lets them back", async () => {
    const { user, password } = await createMember("locked");
    const token = await tokenFor({ email: user.email, password });
    expect((await call("/api/auth/user", bearer(token))).status).toBe(200);

    const res = await call(`/admin/users/${user.id}`, {
      ...form(admin, { intent: "lock", reason: "Chargeback fraud" }),
      ip: "203.0.113.7",
    });
    expect(res.status).toBe(302);

    expect((await call("/api/auth/user", bearer(token))).status).toBe(401);
    const login = await call("/api/auth/login", json({ email: user.email, password }));
    expect(login.status).toBe(403);
    expect(login.body.message).toBe("This account is locked. Please contact support.");
    const store = await call(`/api/store/${user.account}/products`);
    expect(store.status).toBe(404);
    expect(store.body.message).toBe("This store is unavailable");

    const [entry] = await entries("user", user.id, "user.lock");
    expect(entry).toMatchObject({
      actorAccount: demo.admin.account,
      ip: "203.0.113.7",
      after: { locked: true, reason: "Chargeback fraud" },
    });

    // Locking again changes nothing and writes nothing.
    const again = await call(`/admin/users/${user.id}`, form(admin, { intent: "lock", reason: "twice" }));
    expect(again.status).toBe(409);
    expect(await entries("user", user.id, "user.lock")).toHaveLength(1);

    expect((await call(`/admin/users/${user.id}`, form(admin, { intent: "unlock" }))).status).toBe(302);
    expect((await call("/api/auth/login", json({ email: user.email, password }))).status).toBe(200);
    expect(await entries("user", user.id, "user.unlock")).toHaveLength(1);
  });

  it("moderators lock and unlock members, never staff or admins, and never change roles; nobody locks themselves", async () => {
    const { user } = await createMember("modlock");
    const lock = (id: number, token = modToken) =>
      call(`/api/admin/users/${id}/lock`, json({ reason: "spam" }, bearer(token).headers));
    expect((await lock(user.id)).status).toBe(200);
    expect((await call(`/api/admin/users/${user.id}`, bearer(modToken))).body).toMatchObject({
      locked: true,
      lock_reason: "spam",
    });
    const staff = (await findUserByAccount(demo.staff.account))!;
    const adminUser = (await findUserByAccount(demo.admin.account))!;
    expect((await lock(staff.id)).status).toBe(403);
    expect((await lock(adminUser.id)).status).toBe(403);
    expect((await lock(adminUser.id, adminToken)).status).toBe(409);

    const roles = await call(
      `/api/admin/users/${user.id}/roles`,
      json({ is_admin: true, is_mod: false, is_staff: false }, bearer(modToken).headers),
    );
    expect(roles.status).toBe(403);
    const member = await tokenFor(demo.member);
    expect((await call("/api/admin/users", bearer(member))).status).toBe(403);
  });
});

describe("roles", () => {
  it("admins give and take roles (audited before and after); nobody removes their own admin role", async () => {
    const { user } = await createMember("roles");
    const res = await call(`/admin/users/${user.id}`, form(admin, { intent: "roles", is_staff: "on" }));
    expect(res.status).toBe(302);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: false, isMod: false, isStaff: true });
    const [entry] = await entries("user", user.id, "user.roles");
    expect(entry.before).toEqual({ is_admin: false, is_mod: false, is_staff: false });
    expect(entry.after).toEqual({ is_admin: false, is_mod: false, is_staff: true });

    const adminUser = (await findUserByAccount(demo.admin.account))!;
    const own = await call(`/admin/users/${adminUser.id}`, form(admin, { intent: "roles", is_mod: "on" }));
    expect(own.status).toBe(409);
    expect(JSON.stringify(own.body)).toContain("admin:users.ownAdminRole");
    expect((await findUserByAccount(demo.admin.account))!.isAdmin).toBe(true);
  });
});

describe("the audit trail", () => {
  it("is written with the action, and rolled back with a failed one", async () => {
    const { user } = await createMember("audited");
    // A direct adjustment: one entry, in the same transaction as the transfer.
    await call(
      `/admin/users/${user.id}`,
      form(admin, { direction: "credit", amount: "5", reason: "welcome", idempotencyKey: `audit-credit-${user.id}` }),
    );
    expect(await entries("user", user.id, "wallet.adjustment")).toHaveLength(1);

    // A four-eyes request the second admin cannot confirm (the debit exceeds the balance by then): nothing is written.
    const second = await createMember("secondadmin");
    await db
      .update(users)
      .set({ isAdmin: true, adminSince: new Date(Date.now() - 7 * 24 * 3600_000) })
      .where(eq(users.id, second.user.id));
    const [request] = await db
      .insert(adjustmentRequests)
      .values({
        userId: user.id,
        direction: "debit",
        amount: 500n * 100_000_000n,
        memo: "too much",
        requestedBy: (await findUserByAccount(demo.admin.account))!.id,
        idempotencyKey: `audit-req-${user.id}`,
        fingerprint: "x",
      })
      .returning();
    const confirm = await call(
      `/admin/users/${user.id}`,
      form(await cookieFor(second.user.account), { intent: "confirm-adjustment", id: String(request.id) }),
    );
    expect(confirm.status).toBe(422);
    expect(await entries("user", user.id, "wallet.adjustment_confirmed")).toHaveLength(0);
    const [still] = await db.select().from(adjustmentRequests).where(eq(adjustmentRequests.id, request.id));
    expect(still.status).toBe("pending");
  });

  it("cannot be changed or deleted, by anyone", async () => {
    const [any] = await db.select({ id: auditLog.id }).from(auditLog).limit(1);
    await expect(db.execute(sql`update audit_log set action = 'x' where id = ${any.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${any.id}`)).rejects.toThrow();
  });

  it("lists, filters and exports for admins only; the user's page shows their own entries", async () => {
    const { user } = await createMember("listed");
    await call(`/admin/users/${user.id}`, form(admin, { intent: "lock", reason: "listed" }));
    const list = await call(`/api/admin/audit?action=user.lock&target_id=${user.id}`, bearer(adminToken));
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ actor: demo.admin.account, target_type: "user", after: { reason: "listed" } });
    expect((await call("/api/admin/audit", bearer(modToken))).status).toBe(403);

    const csv = await call(`/admin/audit.csv?target_type=user&target_id=${user.id}`, { headers: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(String(csv.body)).toContain('"user.lock"');
  });
});

describe("the users list", () => {
  it("searches by phone, filters locked members, exports CSV for admins only", async () => {
    const { user } = await createMember("phoned");
    await db
      .update(users)
      .set({ phoneNumber: "+84987650001", lockedAt: new Date(), lockReason: "test" })
      .where(eq(users.id, user.id));
    const found = await call("/api/admin/users?q=987650001", bearer(adminToken));
    expect(found.body.data.map((u: { account: string }) => u.account)).toEqual([user.account]);
    const locked = await call(`/api/admin/users?locked=yes&q=${user.account}`, bearer(modToken));
    expect(locked.body.data[0]).toMatchObject({ account: user.account, locked: true, roles: ["member"] });
    const none = await call(`/api/admin/users?locked=no&q=${user.account}`, bearer(adminToken));
    expect(none.body.data).toHaveLength(0);

    const csv = await call(`/admin/users.csv?q=${user.account}`, { headers: admin });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(user.email);
    const mod = await call("/admin/users.csv", { headers: await cookieFor(demo.mod.account) });
    expect(mod.status).toBe(302);
  });
});

describe("every back-office action leaves its entry", () => {
  it("deposits, cards, packages, categories, stores and orders moved by staff", async () => {
    const post = (path: string, body: unknown, token = adminToken) =>
      call(path, json(body, { ...bearer(token).headers, "Idempotency-Key": `audit-${Date.now()}-${Math.random()}` }));
    const member = await createMember("actions");
    const memberToken = await tokenFor({ email: member.user.email, password: member.password });

    const deposit = await post(
      "/api/deposits",
      { coin: "USDT", amount: 8, tx_hash: `0x${"ab".repeat(16)}${member.user.id}` },
      memberToken,
    );
    expect(deposit.status).toBe(201);
    expect((await post(`/api/admin/deposits/${deposit.body.id}/confirm`, {})).status).toBe(200);
    expect(await entries("deposit", deposit.body.id, "deposit.confirmed")).toHaveLength(1);

    const cards = await post("/api/admin/cards", { count: 2, discount_percentage: 5, note: "audit" });
    expect(cards.status).toBe(201);
    expect(await entries("card_batch", cards.body.batch, "cards.issued")).toHaveLength(1);
    const bad = await post("/api/admin/cards", { count: 2, discount_percentage: 101 });
    expect(bad.status).toBe(422);

    const pkg = await post("/api/admin/packages", {
      name_en: "Audit",
      name_vi: "Kiểm tra",
      price: "1",
      commission_percentage: 5,
    });
    expect(pkg.status).toBe(201);
    expect(await entries("package", pkg.body.id, "package.saved")).toHaveLength(1);

    const shop = await call(`/admin/shops/${member.user.id}`, form(admin, { active: "0" }));
    expect(shop.status).toBe(302);
    expect(await entries("user", member.user.id, "shop.deactivated")).toHaveLength(1);

    const categories = await call("/api/admin/categories");
    const before = (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, "categories.saved"))
    )[0].n;
    expect((await post("/api/admin/categories/save", { categories: categories.body })).status).toBe(200);
    const after = (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, "categories.saved"))
    )[0].n;
    expect(after).toBe(before + 1);

    // Staff move a system-store order: audited; the buyer's own move is in the timeline only.
    const { store, product } = await storeProduct("default");
    const order = await placeOrder({
      storeId: store.id,
      cart: { [product.id]: 1 },
      buyer: null,
      input: { ...guest, idempotency_key: idempotencyKey() },
    });
    await db.update(orders).set({ status: "waiting" }).where(eq(orders.id, order.id));
    const staffToken = await tokenFor(demo.staff);
    expect((await post(`/api/orders/${order.id}/status`, { to: "confirmed" }, staffToken)).status).toBe(200);
    const [moved] = await entries("order", order.id, "order.status");
    expect(moved).toMatchObject({
      actorAccount: demo.staff.account,
      before: { status: "waiting" },
      after: { status: "confirmed", as: "staff" },
    });
  });
});

describe("the demo's audit trail", () => {
  it("holds the seeded back-office decisions, each by its decider", async () => {
    const seeded = await db
      .select({ action: auditLog.action, actor: auditLog.actorAccount })
      .from(auditLog)
      .where(sql`${auditLog.ip} is null`);
    const actions = new Set(seeded.map((e) => e.action));
    for (const action of ["deposit.confirmed", "product.rejected", "cards.issued", "package.saved"])
      expect(actions).toContain(action);
    expect(seeded.every((e) => e.actor !== null)).toBe(true);
  });
});
