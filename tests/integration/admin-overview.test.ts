import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { deposits, orders, products, users, withdrawals, type OrderStatus } from "~/db/schema";
import { activate, findUserByAccount, signUp } from "~/domain/accounts";
import {
  hold,
  lastLedgerCheck,
  memberAccountId,
  scheduledLedgerCheck,
  systemAccountId,
  systemCodes,
  transfer,
} from "~/domain/ledger";
import { changeOrderStatus, placeOrder } from "~/domain/orders";
import { confirmDeposit, decideWithdrawal, placeWithdrawal, requestDeposit } from "~/domain/wallet";
import { formatDate, newYorkDateTime } from "~/lib/dates";
import { ensureDatabase } from "~/seed/startup.server";

import { waitForMail } from "../setup/mailbox";
import {
  asClient,
  cookieFor,
  createMember,
  demo,
  freshIdentity,
  guest,
  idempotencyKey,
  storeProduct,
  tokenFor,
} from "../support/fixtures";
import { findLink } from "../support/mail";
import { bearer, call, form } from "../support/route-harness";

// The overview against a data set with known numbers. Other tests' rows share the database, so
// the figures are read before and after adding rows dated on known New York days, and the
// differences compared exactly (amounts as the page's loader data carries them: exact strings).

const DAY = 86_400_000;
const cct = (n: number) => BigInt(Math.round(n * 100)) * 1_000_000n;

/** The New York calendar day `daysAgo` days before today's. */
function nyDay(daysAgo: number): string {
  const today = formatDate(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString().slice(0, 10);
}

/** The instant of a New York wall-clock time ("23:30" on "2026-11-21"), whatever the DST. */
function nyInstant(day: string, time: string): Date {
  let guess = Date.parse(`${day}T${time}:00Z`);
  for (let i = 0; i < 2; i += 1) {
    const shown = Date.parse(`${newYorkDateTime(guess).replace(" ", "T")}Z`);
    guess -= shown - Date.parse(`${day}T${time}:00Z`);
  }
  return new Date(guess);
}

type Overview = {
  days: number;
  from: string;
  to: string;
  orders: {
    byStatus: { status: OrderStatus; count: number }[];
    recent: { days: number; from: string; orders: number; live: number; usd: string; vnd: string; cct: string };
  };
  queues: {
    deposits: { count: number; oldestAgeSeconds: number | null };
    withdrawals: {
      usdt: { count: number; oldestAgeSeconds: number | null };
      ccm: { count: number; oldestAgeSeconds: number | null };
    };
    products: number;
  };
  members: { total: number; activated: number; recent: number };
  ledger: {
    system: { code: string; balance: string; held: string }[];
    members: { accounts: number; balance: string; held: string };
    sum: string;
    check: { sum: string; mismatched: number; checkedBy: number | null; ageSeconds: number } | null;
    balanced: boolean | null;
  };
  series: {
    day: string;
    orders: number;
    orderValueUsd: string;
    members: number;
    deposits: number;
    depositCct: string;
    withdrawals: number;
    withdrawalCct: string;
  }[];
};

let admin: Record<string, string>;

async function overview(days: 7 | 30 | 90 = 7): Promise<Overview> {
  const answer = await call(`/admin?days=${days}`, { headers: admin });
  expect(answer.status).toBe(200);
  return answer.body.overview as Overview;
}

/** An admin's "Check now" (decision 241): the full check runs and its result is stored; back to the overview. */
async function checkNow() {
  const answer = await call("/admin?days=7", form(admin, {}));
  expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/admin?days=7"]);
}

const statusCount = (o: Overview, status: OrderStatus) => o.orders.byStatus.find((s) => s.status === status)!.count;
const system = (o: Overview, code: string) => BigInt(o.ledger.system.find((a) => a.code === code)?.balance ?? "0");
const dayOf = (o: Overview, day: string) => o.series.find((d) => d.day === day)!;

/** Per day of the series: what changed between two readings (numbers as numbers, amounts as bigints). */
function seriesDelta(before: Overview, after: Overview) {
  expect(after.series.map((d) => d.day)).toEqual(before.series.map((d) => d.day));
  return Object.fromEntries(
    after.series
      .map((d, i) => {
        const b = before.series[i];
        const delta = {
          orders: d.orders - b.orders,
          value: BigInt(d.orderValueUsd) - BigInt(b.orderValueUsd),
          members: d.members - b.members,
          deposits: d.deposits - b.deposits,
          depositCct: BigInt(d.depositCct) - BigInt(b.depositCct),
          withdrawals: d.withdrawals - b.withdrawals,
          withdrawalCct: BigInt(d.withdrawalCct) - BigInt(b.withdrawalCct),
        };
        return [d.day, delta] as const;
      })
      .filter(([, delta]) => Object.values(delta).some((v) => v !== 0 && v !== 0n)),
  );
}

/**
 * The overview's figures counted again from the base tables, as the overview counted them before its
 * rollups (decision 263): every order, user, deposit and withdrawal read, nothing kept.
 */
async function recount(days: 7 | 30 | 90) {
  const zone = sql`'America/New_York'`;
  const today = sql`(now() at time zone ${zone})::date`;
  const since = (n: number) => sql`((${today} - ${n - 1}::int)::timestamp at time zone ${zone})`;
  const until = sql`((${today} + 1)::timestamp at time zone ${zone})`;
  const live = sql`status not in ('canceled', 'rejected')`;
  const day = (column: string) => sql`(${sql.raw(column)} at time zone ${zone})::date`;
  const byStatus = rowsOf<{ status: OrderStatus; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from orders group by status`),
  );
  const [recent] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      select count(*)::int as orders, (count(*) filter (where ${live}))::int as live,
        coalesce(sum(total_usd) filter (where ${live}), 0)::text as usd,
        coalesce(sum(total_vnd) filter (where ${live} and payment_method = 'bank_vnd'), 0)::text as vnd,
        coalesce(sum(total_ccm) filter (where ${live} and payment_method = 'cct'), 0)::text as cct
      from orders where created_at >= ${since(30)} and created_at < ${until}`),
  );
  const [members] = rowsOf<{ total: number; activated: number; recent: number }>(
    await db.execute(sql`
      select count(*)::int as total, count(email_verified_at)::int as activated,
        (count(*) filter (where created_at >= ${since(30)} and created_at < ${until}))::int as recent
      from users where lower(account) <> 'default'`),
  );
  const series = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with days as (select generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day')::date as day)
      select to_char(days.day, 'YYYY-MM-DD') as day,
        (select count(*) from orders where ${day("created_at")} = days.day)::int as orders,
        (select coalesce(sum(total_usd), 0) from orders where ${day("created_at")} = days.day and ${live})::text as "orderValueUsd",
        (select count(*) from users where ${day("created_at")} = days.day and lower(account) <> 'default')::int as members,
        (select count(*) from deposits where status = 'confirmed' and ${day("decided_at")} = days.day)::int as deposits,
        (select coalesce(sum(cct_amount), 0) from deposits where status = 'confirmed' and ${day("decided_at")} = days.day)::text as "depositCct",
        (select count(*) from withdrawals where status = 'confirmed' and ${day("decided_at")} = days.day)::int as withdrawals,
        (select coalesce(sum(amount), 0) from withdrawals where status = 'confirmed' and ${day("decided_at")} = days.day)::text as "withdrawalCct"
      from days order by days.day`),
  );
  return {
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    recent: { orders: recent.orders, live: recent.live, usd: recent.usd, vnd: recent.vnd, cct: recent.cct },
    members,
    series,
  };
}

/** The overview's figures in the recount's shape (statuses without orders left out, as a GROUP BY leaves them). */
function shown(o: Overview) {
  const { orders: n, live, usd, vnd, cct: c } = o.orders.recent;
  return {
    byStatus: Object.fromEntries(o.orders.byStatus.filter((s) => s.count > 0).map((s) => [s.status, s.count])),
    recent: { orders: n, live, usd, vnd, cct: c },
    members: o.members,
    series: o.series,
  };
}

/** The overview and a recount agree (read again if another test file wrote in between). */
async function expectOverviewEqualsRecount(days: 7 | 30 | 90) {
  for (let attempt = 1; ; attempt += 1) {
    const before = shown(await overview(days));
    const counted = await recount(days);
    const after = shown(await overview(days));
    if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 5) continue;
    expect(after).toEqual(counted);
    return;
  }
}

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
});

describe("the admin overview", () => {
  it("answers 7, 30 or 90 consecutive New York days ending today, zeros included (30 for anything else)", async () => {
    for (const [query, length] of [
      ["7", 7],
      ["30", 30],
      ["90", 90],
      ["14", 30],
      ["abc", 30],
      ["", 30],
    ] as const) {
      const answer = await call(`/admin?days=${query}`, { headers: admin });
      const o = answer.body.overview as Overview;
      expect(o.series, `?days=${query}`).toHaveLength(length);
      expect(o.days).toBe(length);
      expect(o.to).toBe(nyDay(0));
      expect(o.from).toBe(nyDay(length - 1));
      o.series.forEach((d, i) => expect(d.day).toBe(nyDay(length - 1 - i)));
    }
    // The demo history gives the 90 days a shape: days with orders, and days without any.
    await checkNow();
    const ninety = await overview(90);
    expect(ninety.series.filter((d) => d.orders > 0).length).toBeGreaterThan(60);
    expect(ninety.series.some((d) => d.orders === 0 || d.members === 0)).toBe(true);
    expect(ninety.ledger.balanced).toBe(true);
  });

  it("counts a known data set exactly: orders, value, queues, members, the ledger and every day of the series", async () => {
    const { user: store } = await createMember("ovstore");
    const { user: buyer } = await createMember("ovbuyer");
    const adminUser = (await findUserByAccount(demo.admin.account))!;
    const buyerAccount = await memberAccountId(buyer.id);
    const storeAccount = await memberAccountId(store.id);
    const adjustments = await systemAccountId(systemCodes.adjustments);

    const [D, E, F, T] = [nyDay(2), nyDay(10), nyDay(40), nyDay(0)];
    const before7 = await overview(7);
    const before30 = await overview(30);
    const before90 = await overview(90);

    // Members: two at both ends of day D (New York time), one today never activated, one 10 and one 40 days ago.
    const member = (name: string, at: Date, activated = true) => ({
      name,
      email: `${name}-${idempotencyKey()}@mail.test`.toLowerCase(),
      account: `${name}${Math.random().toString(36).slice(2, 10)}`,
      passwordHash: "x",
      emailVerifiedAt: activated ? at : null,
      createdAt: at,
    });
    await db
      .insert(users)
      .values([
        member("ovearly", nyInstant(D, "00:30")),
        member("ovlate", nyInstant(D, "23:30")),
        member("ovtoday", nyInstant(T, "12:00"), false),
        member("ovtenday", nyInstant(E, "12:00")),
        member("ovforty", nyInstant(F, "12:00")),
      ]);

    // Money: the buyer is funded, deposits 30 (confirmed on D) and 12 more (pending for 100 days),
    // withdraws 40 (paid out on D), 15 USDT and 12 CCM (pending, the USDT one for 101 days).
    await transfer({ debit: adjustments, credit: buyerAccount, amount: cct(500), kind: "adjustment", key: idempotencyKey() });
    const { deposit: confirmed } = await requestDeposit(
      buyer,
      { coin: "USDT", amount: "30", txHash: `0xov${Date.now().toString(16)}aaaaaaaaaaaaaaaa` },
      idempotencyKey(),
    );
    await confirmDeposit(adminUser, confirmed.id);
    await db
      .update(deposits)
      .set({ decidedAt: nyInstant(D, "12:00") })
      .where(eq(deposits.id, confirmed.id));
    const { deposit: waiting } = await requestDeposit(
      buyer,
      { coin: "USDT", amount: "12", txHash: `0xov${Date.now().toString(16)}bbbbbbbbbbbbbbbb` },
      idempotencyKey(),
    );
    await db
      .update(deposits)
      .set({ createdAt: new Date(Date.now() - 100 * DAY) })
      .where(eq(deposits.id, waiting.id));
    const paid = await placeWithdrawal(
      buyer,
      { method: "usdt", amount: cct(40), address: "TXoverviewPayout000000000000000001" },
      idempotencyKey(),
    );
    await decideWithdrawal(adminUser, paid.withdrawal.id, {
      intent: "approve",
      payoutTxHash: `0xpay${Date.now().toString(16)}cccccccc`,
    });
    await db
      .update(withdrawals)
      .set({ decidedAt: nyInstant(D, "12:00") })
      .where(eq(withdrawals.id, paid.withdrawal.id));
    const usdt = await placeWithdrawal(
      buyer,
      { method: "usdt", amount: cct(15), address: "TXoverviewPayout000000000000000002" },
      idempotencyKey(),
    );
    await db
      .update(withdrawals)
      .set({ createdAt: new Date(Date.now() - 101 * DAY) })
      .where(eq(withdrawals.id, usdt.withdrawal.id));
    await placeWithdrawal(
      buyer,
      { method: "ccm", amount: cct(12), address: "0xoverviewCcm000000000000000000000000000001" },
      idempotencyKey(),
    );

    // Orders: D late (completed) and early (canceled), today a CCT one waiting (20 CCT held), 10 days ago
    // one pending and one rejected, 40 days ago one completed.
    const order = async (o: { status: OrderStatus; at: Date; usd: number; vnd: number; ccm: number; cctHold?: boolean }) => {
      const key = idempotencyKey();
      const payment = o.cctHold
        ? (
            await hold({
              debit: buyerAccount,
              credit: storeAccount,
              amount: cct(o.ccm),
              kind: "purchase",
              key: `purchase:order:${key}`,
              createdBy: buyer.id,
            })
          ).transfer.id
        : null;
      await db.insert(orders).values({
        code: `OV-${key}`,
        storeId: store.id,
        buyerId: buyer.id,
        name: "Overview Buyer",
        phone: "+84912345678",
        email: "ov@mail.test",
        address: "1 Le Loi",
        receivingArea: "MB",
        paymentMethod: o.cctHold ? "cct" : "bank_vnd",
        paymentTransferId: payment,
        status: o.status,
        totalUsd: BigInt(o.usd),
        totalVnd: BigInt(o.vnd),
        totalCcm: cct(o.ccm),
        idempotencyKey: key,
        createdAt: o.at,
      });
    };
    await order({ status: "completed", at: nyInstant(D, "23:30"), usd: 1000, vnd: 250_000, ccm: 10 });
    await order({ status: "canceled", at: nyInstant(D, "00:30"), usd: 500, vnd: 120_000, ccm: 5 });
    await order({ status: "waiting", at: nyInstant(T, "12:00"), usd: 2000, vnd: 480_000, ccm: 20, cctHold: true });
    await order({ status: "pending", at: nyInstant(E, "12:00"), usd: 700, vnd: 170_000, ccm: 7 });
    await order({ status: "rejected", at: nyInstant(E, "13:00"), usd: 300, vnd: 70_000, ccm: 3 });
    await order({ status: "completed", at: nyInstant(F, "12:00"), usd: 9999, vnd: 2_400_000, ccm: 99.99 });

    // Products waiting for an admin: a new one, and a change of an approved one.
    const product = (name: string, extra: Partial<typeof products.$inferInsert>) => ({
      storeId: store.id,
      name,
      slug: name.toLowerCase(),
      price: 100n,
      submittedAt: new Date(),
      ...extra,
    });
    await db
      .insert(products)
      .values([
        product("Overview New", { status: "waiting" }),
        product("Overview Change", { status: "published", revisionState: "waiting" }),
        product("Overview Live", { status: "published" }),
      ]);

    const after7 = await overview(7);
    const after30 = await overview(30);
    const after90 = await overview(90);

    expect(Object.fromEntries(after7.orders.byStatus.map((s) => [s.status, s.count - statusCount(before7, s.status)]))).toEqual({
      pending: 1,
      waiting: 1,
      confirmed: 0,
      delivery: 0,
      cant_contact: 0,
      completed: 2,
      canceled: 1,
      rejected: 1,
    });
    const r0 = before7.orders.recent;
    const r1 = after7.orders.recent;
    expect(r1.from).toBe(nyDay(29));
    expect({
      orders: r1.orders - r0.orders,
      live: r1.live - r0.live,
      usd: BigInt(r1.usd) - BigInt(r0.usd),
      vnd: BigInt(r1.vnd) - BigInt(r0.vnd),
      cct: BigInt(r1.cct) - BigInt(r0.cct),
    }).toEqual({ orders: 5, live: 3, usd: 3700n, vnd: 420_000n, cct: cct(20) });

    expect(after7.queues.deposits.count - before7.queues.deposits.count).toBe(1);
    expect(after7.queues.withdrawals.usdt.count - before7.queues.withdrawals.usdt.count).toBe(1);
    expect(after7.queues.withdrawals.ccm.count - before7.queues.withdrawals.ccm.count).toBe(1);
    expect(after7.queues.products - before7.queues.products).toBe(2);
    // The oldest pending deposit and USDT withdrawal are the ones dated 100 and 101 days back.
    expect(after7.queues.deposits.oldestAgeSeconds).toBeGreaterThanOrEqual(100 * 86_400);
    expect(after7.queues.deposits.oldestAgeSeconds).toBeLessThan(100 * 86_400 + 600);
    expect(after7.queues.withdrawals.usdt.oldestAgeSeconds).toBeGreaterThanOrEqual(101 * 86_400);
    expect(after7.queues.withdrawals.usdt.oldestAgeSeconds).toBeLessThan(101 * 86_400 + 600);

    expect({
      total: after7.members.total - before7.members.total,
      activated: after7.members.activated - before7.members.activated,
      recent: after7.members.recent - before7.members.recent,
    }).toEqual({ total: 5, activated: 4, recent: 4 });

    // The ledger: 500 from adjustments, 30 from the USDT deposits clearing, 40 paid out; 47 held.
    expect(system(after7, "adjustments") - system(before7, "adjustments")).toBe(-cct(500));
    expect(system(after7, "deposits:USDT") - system(before7, "deposits:USDT")).toBe(-cct(30));
    expect(system(after7, "withdrawals") - system(before7, "withdrawals")).toBe(cct(40));
    expect(BigInt(after7.ledger.members.balance) - BigInt(before7.ledger.members.balance)).toBe(cct(490));
    expect(BigInt(after7.ledger.members.held) - BigInt(before7.ledger.members.held)).toBe(cct(47));
    const systemTotal = after7.ledger.system.reduce((s, a) => s + BigInt(a.balance), 0n);
    expect(systemTotal + BigInt(after7.ledger.members.balance)).toBe(0n);
    expect(after7.ledger.sum).toBe("0");

    // Every day of each range: exactly the rows dated on it, D's two ends both on D.
    const onD = { orders: 2, value: 1000n, members: 2, deposits: 1, depositCct: cct(30), withdrawals: 1, withdrawalCct: cct(40) };
    const onT = { orders: 1, value: 2000n, members: 1, deposits: 0, depositCct: 0n, withdrawals: 0, withdrawalCct: 0n };
    const onE = { orders: 2, value: 700n, members: 1, deposits: 0, depositCct: 0n, withdrawals: 0, withdrawalCct: 0n };
    const onF = { orders: 1, value: 9999n, members: 1, deposits: 0, depositCct: 0n, withdrawals: 0, withdrawalCct: 0n };
    expect(seriesDelta(before7, after7)).toEqual({ [D]: onD, [T]: onT });
    expect(seriesDelta(before30, after30)).toEqual({ [E]: onE, [D]: onD, [T]: onT });
    expect(seriesDelta(before90, after90)).toEqual({ [F]: onF, [E]: onE, [D]: onD, [T]: onT });
    expect(dayOf(after7, D).orders).toBeGreaterThanOrEqual(2);
  });

  it("keeps its rollups exact through the app's own writes: orders placed at once and moved, sign-ups, deposits, withdrawals", async () => {
    await expectOverviewEqualsRecount(90);
    const { store, rows } = await storeProduct("default");
    const adminUser = (await findUserByAccount(demo.admin.account))!;

    // Many orders at once: every one counted, none lost to a race, no deadlock.
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder({
          storeId: store.id,
          cart: { [rows[i % rows.length].id]: 1 },
          buyer: null,
          input: { ...guest, idempotency_key: idempotencyKey() },
        }),
      ),
    );
    // Out of the value (canceled by the buyer, rejected by the store), into another status, and back in.
    await changeOrderStatus({ orderId: placed[0].id, to: "canceled", actors: ["buyer"], by: null });
    for (const order of [placed[1], placed[2]]) {
      await changeOrderStatus({ orderId: order.id, to: "waiting", actors: ["buyer"], by: null });
    }
    await changeOrderStatus({ orderId: placed[1].id, to: "rejected", actors: ["admin"], by: adminUser });
    await changeOrderStatus({ orderId: placed[2].id, to: "confirmed", actors: ["admin"], by: adminUser });
    await expectOverviewEqualsRecount(7);

    // A sign-up counts at once, its activation too.
    const who = freshIdentity("ovsignup");
    const user = await asClient(() => signUp({ ...who, password: "Member#2026pass" }));
    await expectOverviewEqualsRecount(30);
    const [, id, code] =
      new URL(findLink(await waitForMail(who.email), "/active-account/")).pathname.match(/\/active-account\/(\d+)\/([^/]+)$/) ??
      [];
    expect(Number(id)).toBe(user.id);
    await activate(Number(id), code);

    // A deposit confirmed and a withdrawal paid out: today's money, in the series.
    const before = dayOf(await overview(7), nyDay(0));
    const { user: buyer } = await createMember("ovmoney");
    await transfer({
      debit: await systemAccountId(systemCodes.adjustments),
      credit: await memberAccountId(buyer.id),
      amount: cct(100),
      kind: "adjustment",
      key: idempotencyKey(),
    });
    const { deposit } = await requestDeposit(
      buyer,
      { coin: "USDT", amount: "25", txHash: `0xovr${Date.now().toString(16)}dddddddddddddddd` },
      idempotencyKey(),
    );
    await confirmDeposit(adminUser, deposit.id);
    const paid = await placeWithdrawal(
      buyer,
      { method: "usdt", amount: cct(30), address: "TXoverviewPayout000000000000000003" },
      idempotencyKey(),
    );
    await decideWithdrawal(adminUser, paid.withdrawal.id, {
      intent: "approve",
      payoutTxHash: `0xpay${Date.now().toString(16)}eeeeeeee`,
    });
    const after = dayOf(await overview(7), nyDay(0));
    expect([after.deposits - before.deposits, after.withdrawals - before.withdrawals]).toEqual([1, 1]);
    expect(BigInt(after.withdrawalCct) - BigInt(before.withdrawalCct)).toBe(cct(30));
    for (const days of [7, 30, 90] as const) await expectOverviewEqualsRecount(days);
  });

  it("the API answers the same figures as JSON for admins", async () => {
    const token = await tokenFor(demo.admin);
    const answer = await call("/api/admin/overview?days=7", bearer(token));
    expect(answer.status).toBe(200);
    const page = await overview(7);
    const body = answer.body;
    expect(body).toMatchObject({ days: 7, from: page.from, to: page.to, time_zone: "America/New_York" });
    expect(body.series).toHaveLength(7);
    expect(body.series.map((d: { day: string; orders: number }) => [d.day, d.orders])).toEqual(
      page.series.map((d) => [d.day, d.orders]),
    );
    expect(body.orders.by_status).toEqual(Object.fromEntries(page.orders.byStatus.map((s) => [s.status, s.count])));
    expect(body.pending.deposits.pending).toBe(page.queues.deposits.count);
    expect(body.pending.products_to_moderate).toBe(page.queues.products);
    expect(body.members).toEqual(page.members);
    expect(body.ledger).toMatchObject({ sum: 0, balanced: page.ledger.balanced, checked_at: expect.any(String) });
    expect(typeof body.orders.last_30_days.value_usd).toBe("number");
    expect((await call("/api/admin/overview?days=90", bearer(token))).body.series).toHaveLength(90);
    expect((await call("/api/admin/overview?days=5", bearer(token))).body.days).toBe(30);
  });

  it("shows the stored result of the ledger's check and its age: a view never runs the check, Check now does", async () => {
    await checkNow();
    const checked = await overview(7);
    expect(checked.ledger.balanced).toBe(true);
    expect(checked.ledger.check).toMatchObject({ sum: "0", mismatched: 0, checkedBy: expect.any(Number) });
    expect(checked.ledger.check!.ageSeconds).toBeLessThan(60);

    const account = await systemAccountId(systemCodes.adjustments);
    // A broken ledger, for this check only (the database's own constraints allow it on a system account).
    await db.execute(sql`update accounts set balance = balance + 7 where id = ${account}`);
    try {
      // Viewing the overview reads the live balances (the sum row) but runs no check: the last result stands.
      const viewed = await overview(7);
      expect(viewed.ledger.sum).toBe("7");
      expect(viewed.ledger.balanced).toBe(true);
      expect(viewed.ledger.check!.sum).toBe("0");
      // Check now finds it, and every view (and the API) reports it from then on.
      await checkNow();
      const o = await overview(7);
      expect(o.ledger.balanced).toBe(false);
      expect(o.ledger.check).toMatchObject({ sum: "7", mismatched: 1 });
      const token = await tokenFor(demo.admin);
      expect((await call("/api/admin/overview", bearer(token))).body.ledger).toMatchObject({ sum: 7e-8, balanced: false });
    } finally {
      await db.execute(sql`update accounts set balance = balance - 7 where id = ${account}`);
    }
    expect((await overview(7)).ledger.balanced).toBe(false);
    await checkNow();
    expect((await overview(7)).ledger.balanced).toBe(true);
  });

  it("the scheduled check runs only when nobody checked within its interval", async () => {
    await checkNow();
    expect(await scheduledLedgerCheck(10)).toBeNull();
    const before = (await lastLedgerCheck())!;
    // Every stored check older than the interval: the scheduled one has something to do again.
    await db.execute(sql`update ledger_checks set checked_at = checked_at - interval '11 minutes'`);
    const ran = await scheduledLedgerCheck(10);
    expect(ran).toMatchObject({ balanced: true, checkedBy: null });
    expect((await lastLedgerCheck())!.checkedAt.getTime()).toBeGreaterThan(before.checkedAt.getTime());
  });

  it("is for admins only: moderators are sent to Users, members home; the API refuses them", async () => {
    const mod = await call("/admin", { headers: await cookieFor(demo.mod.account) });
    expect([mod.status, mod.headers.get("Location")]).toEqual([302, "/admin/users"]);
    const viMod = await call("/vi/admin?days=7", { headers: await cookieFor(demo.mod.account) });
    expect([viMod.status, viMod.headers.get("Location")]).toEqual([302, "/vi/admin/users"]);
    const member = await call("/admin", { headers: await cookieFor(demo.member.account) });
    expect([member.status, member.headers.get("Location")]).toEqual([302, "/"]);
    const guest = await call("/admin?days=7");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%3Fdays%3D7");

    expect((await call("/api/admin/overview", bearer(await tokenFor(demo.member)))).status).toBe(403);
    expect((await call("/api/admin/overview", bearer(await tokenFor(demo.mod)))).status).toBe(403);
    expect((await call("/api/admin/overview")).status).toBe(401);
    expect((await call("/api/admin/overview", { method: "POST" })).status).toBe(405);
  });
});
