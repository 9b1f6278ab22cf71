import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { categories, notifications, orders, transfers, users } from "~/db/schema";
import { verifyLogin } from "~/domain/accounts";
import { checkLedger } from "~/domain/ledger";
import { seed } from "~/seed/demo.server";
import { ensureDatabase } from "~/seed/startup.server";

import { asClient } from "../support/fixtures";

beforeAll(async () => {
  await ensureDatabase();
});

const readmeAccounts = ["admin01", "default", "member01", "member02", "moder01", "staff01"];

async function counts() {
  const count = async (table: typeof users | typeof categories | typeof notifications | typeof orders | typeof transfers) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  };
  return {
    users: await count(users),
    categories: await count(categories),
    notifications: await count(notifications),
    orders: await count(orders),
    transfers: await count(transfers),
  };
}

describe("demo data", () => {
  it("is seeded into an empty database with the README's accounts", async () => {
    // The README's accounts come first; the history's members (below) after them.
    const rows = (await db.select().from(users).orderBy(asc(users.id))).slice(0, readmeAccounts.length);
    expect(rows.map((u) => u.account).sort()).toEqual(readmeAccounts);
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
    expect((await asClient(() => verifyLogin(email, password))).account).toBe(account);
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

  it("spreads members, orders, deposits and withdrawals over the last 90 days, the ledger summing to zero", async () => {
    const day = 86_400_000;
    const spread = async (table: "users" | "orders" | "deposits" | "withdrawals") => {
      const [row] = rowsOf<{ n: number; age: number; weeks: number }>(
        await db.execute(
          sql.raw(`select count(*)::int as n, (extract(epoch from now() - min(created_at)) * 1000)::float8 as age,
            count(distinct floor(extract(epoch from now() - created_at) / ${7 * 86_400}))::int as weeks from ${table}`),
        ),
      );
      return { n: Number(row.n), age: Number(row.age), weeks: Number(row.weeks) };
    };
    const members = await spread("users");
    const placed = await spread("orders");
    const asked = await spread("deposits");
    const withdrawn = await spread("withdrawals");
    expect(members.n).toBeGreaterThan(50);
    expect(placed.n).toBeGreaterThan(200);
    expect(asked.n).toBeGreaterThan(40);
    expect(withdrawn.n).toBeGreaterThan(10);
    for (const s of [members, placed, asked, withdrawn]) {
      expect(s.age).toBeGreaterThan(60 * day);
      expect(s.age).toBeLessThanOrEqual(90 * day);
    }
    // Something in (nearly) every one of the 13 weeks of the range.
    expect(placed.weeks).toBeGreaterThanOrEqual(12);
    expect(members.weeks).toBeGreaterThanOrEqual(12);
    // Every order's payment hold and every request's transfer exists; the ledger's invariants hold.
    const [unpaired] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.paymentMethod} = 'cct' and not exists (select 1 from transfers t where t.id = ${orders.paymentTransferId})`,
      );
    expect(unpaired.n).toBe(0);
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("is idempotent: seeding again leaves exactly the same rows", async () => {
    const before = await counts();
    expect(before.users).toBeGreaterThan(readmeAccounts.length);
    expect(before.categories).toBeGreaterThan(0);
    await seed(db);
    await seed(db);
    expect(await counts()).toEqual(before);
  });
});
