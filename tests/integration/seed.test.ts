import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { categories, notifications, users } from "~/db/schema";
import { verifyLogin } from "~/domain/auth.server";
import { seed } from "~/seed/demo.server";
import { ensureDatabase } from "~/seed/startup.server";

import { freshIp } from "../support/route-harness";

beforeAll(async () => {
  await ensureDatabase();
});

async function counts() {
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
  return { users: u.n, categories: c.n, notifications: n.n };
}

describe("demo data", () => {
  it("is seeded into an empty database with the README's accounts", async () => {
    const rows = await db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => u.account).sort()).toEqual(["admin01", "default", "member01", "member02", "moder01", "staff01"]);
    const byAccount = new Map(rows.map((u) => [u.account, u]));
    expect(byAccount.get("admin01")).toMatchObject({ email: "admin@example.com", isAdmin: true, isMod: false, isStaff: false });
    expect(byAccount.get("moder01")).toMatchObject({ email: "mod@example.com", isAdmin: false, isMod: true, isStaff: false });
    expect(byAccount.get("staff01")).toMatchObject({ email: "staff@example.com", isAdmin: false, isMod: false, isStaff: true });
    expect(byAccount.get("member01")).toMatchObject({
      email: "member@example.com",
      isAdmin: false,
      isMod: false,
      isStaff: false,
    });
    expect(byAccount.get("member02")?.referrerId).toBe(byAccount.get("member01")?.id);
    for (const user of rows) expect(user.emailVerifiedAt).not.toBeNull();
  });

  it.each([
    ["admin@example.com", "Admin#2026pass", "admin01"],
    ["mod@example.com", "Mod#2026pass", "moder01"],
    ["staff@example.com", "Staff#2026pass", "staff01"],
    ["member@example.com", "Member#2026pass", "member01"],
    ["member2@example.com", "Member#2026pass", "member02"],
  ])("lets %s sign in with the README's password", async (email, password, account) => {
    expect((await verifyLogin(email, password, freshIp())).account).toBe(account);
  });

  it("gives member01 notifications in both languages, some unread", async () => {
    const [member] = await db.select().from(users).where(eq(users.account, "member01"));
    const rows = await db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((n) => n.readed === 0)).toBe(true);
    for (const n of rows) {
      expect(n.title).not.toBe("");
      expect(n.viTitle).not.toBe(n.title);
    }
  });

  it("is idempotent: seeding again leaves exactly the same rows", async () => {
    const before = await counts();
    expect(before.users).toBe(6);
    expect(before.categories).toBeGreaterThan(0);
    await seed(db);
    await seed(db);
    expect(await counts()).toEqual(before);
  });
});
