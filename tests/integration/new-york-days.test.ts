import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db/client.server";
import { auditLog, cards, orders, transfers, users, withdrawals } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { issueCards } from "~/domain/cards";
import { publishedByIds } from "~/domain/catalogue";
import { memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { placeOrder } from "~/domain/orders";
import { formatDate, newYorkDay } from "~/lib/dates";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, guest, idempotencyKey, post, saveWalletSettings, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

// "A day" in every back-office filter and export is a New York calendar day (decision 181), also on
// the two days a year whose length is not 24 hours. Rows get chosen created_at values straight in the
// database, then the filters are asked over HTTP-like routing.

/** Instants around both clock changes of 2026, and the New York day each falls in. */
const instants = {
  "oct31-late": "2026-11-01T03:30:00Z", // 23:30 EDT on 31 October
  "nov01-early": "2026-11-01T04:30:00Z", // 00:30 EDT on 1 November
  "nov01-late": "2026-11-02T04:30:00Z", // 23:30 EST on 1 November (a 25-hour day)
  "nov02-midnight": "2026-11-02T05:00:00Z", // 00:00 EST on 2 November
  "mar07-late": "2026-03-08T04:59:00Z", // 23:59 EST on 7 March
  "mar08-midnight": "2026-03-08T05:00:00Z", // 00:00 EST on 8 March
  "mar08-late": "2026-03-09T03:59:59Z", // 23:59:59 EDT on 8 March (a 23-hour day)
  "mar09-midnight": "2026-03-09T04:00:00Z", // 00:00 EDT on 9 March
} as const;
type Moment = keyof typeof instants;
const moments = Object.keys(instants) as Moment[];

const expected: Record<string, Moment[]> = {
  "from=2026-11-01&to=2026-11-01": ["nov01-early", "nov01-late"],
  "from=2026-03-08&to=2026-03-08": ["mar08-midnight", "mar08-late"],
  "from=2026-11-02": ["nov02-midnight"],
  "to=2026-03-07": ["mar07-late"],
};

let adminCookie: Record<string, string>;
let adminToken: string;

beforeAll(async () => {
  await ensureDatabase();
  adminCookie = await cookieFor("admin01");
  adminToken = await tokenFor(demo.admin);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Which moments a list answers, given the identifier each moment's row was made with. */
const named = (ids: Record<Moment, string>, found: string[]) => moments.filter((m) => found.includes(ids[m]));

/** The moments a CSV export lists: each row's line holds its identifier. */
async function csvMoments(path: string, ids: Record<Moment, string>): Promise<Moment[]> {
  const answer = await call(path, { headers: adminCookie });
  expect(answer.status, path).toBe(200);
  const text = String(answer.body);
  // Text cells are quoted; a number (a transfer's id, first on its line) is bare.
  return moments.filter((m) => text.includes(`"${ids[m]}"`) || text.includes(`\r\n${ids[m]},`));
}

describe("a day in the back office's filters is New York's", () => {
  it("audit entries: the list, the API and the CSV", async () => {
    const targetType = `day_${randomUUID().slice(0, 8)}`;
    const ids = Object.fromEntries(moments.map((m) => [m, `${targetType}-${m}`])) as Record<Moment, string>;
    for (const m of moments) {
      await db.insert(auditLog).values({
        action: "cards.issued",
        targetType,
        targetId: ids[m],
        createdAt: new Date(instants[m]),
      });
    }
    for (const [filter, want] of Object.entries(expected)) {
      const api = await call(`/api/admin/audit?target_type=${targetType}&${filter}`, bearer(adminToken));
      expect(
        named(
          ids,
          api.body.data.map((e: { target_id: string }) => e.target_id),
        ),
        filter,
      ).toEqual(want);
      const page = await call(`/admin/audit?target_type=${targetType}&${filter}`, { headers: adminCookie });
      expect(page.status).toBe(200);
      expect(await csvMoments(`/admin/audit.csv?target_type=${targetType}&${filter}`, ids), filter).toEqual(want);
    }
  });

  it("users: the API and the CSV", async () => {
    const tag = `nyday${randomUUID().slice(0, 6).replace(/-/g, "")}`;
    const ids = {} as Record<Moment, string>;
    for (const m of moments) {
      const { user } = await createMember(tag);
      await db
        .update(users)
        .set({ createdAt: new Date(instants[m]) })
        .where(eq(users.id, user.id));
      ids[m] = user.account;
    }
    for (const [filter, want] of Object.entries(expected)) {
      const api = await call(`/api/admin/users?q=${tag}&${filter}`, bearer(adminToken));
      expect(
        named(
          ids,
          api.body.data.map((u: { account: string }) => u.account),
        ),
        filter,
      ).toEqual(want);
      expect(await csvMoments(`/admin/users.csv?q=${tag}&${filter}`, ids), filter).toEqual(want);
    }
  });

  it("orders: the Report, its API and its CSV", async () => {
    const store = (await findUserByAccount("default"))!;
    const [product] = await publishedByIds(store.id, [1]);
    const phone = `09${String(Date.now()).slice(-8)}`;
    const ids = {} as Record<Moment, string>;
    for (const m of moments) {
      const order = await placeOrder({
        storeId: store.id,
        cart: { [product.id]: 1 },
        buyer: null,
        input: { ...guest, phone, idempotency_key: idempotencyKey() },
      });
      await db
        .update(orders)
        .set({ createdAt: new Date(instants[m]) })
        .where(eq(orders.id, order.id));
      ids[m] = order.code;
    }
    for (const [filter, want] of Object.entries(expected)) {
      const page = await call(`/admin/orders?q=${phone}&${filter}`, { headers: adminCookie });
      expect(
        named(
          ids,
          page.body.list.items.map((o: { code: string }) => o.code),
        ),
        filter,
      ).toEqual(want);
      const api = await call(`/api/admin/orders?q=${phone}&${filter}`, bearer(adminToken));
      expect(
        named(
          ids,
          api.body.data.map((o: { code: string }) => o.code),
        ),
        filter,
      ).toEqual(want);
      expect(await csvMoments(`/admin/orders.csv?q=${phone}&${filter}`, ids), filter).toEqual(want);
    }
  });

  it("cards: the list, the API and the CSV", async () => {
    const admin = (await findUserByAccount("admin01"))!;
    const { batch, cards: made } = await issueCards(admin, { count: moments.length, discount_percentage: 5, note: "days" });
    const ids = {} as Record<Moment, string>;
    for (const [i, m] of moments.entries()) {
      await db
        .update(cards)
        .set({ createdAt: new Date(instants[m]) })
        .where(eq(cards.id, made[i].id));
      ids[m] = made[i].code;
    }
    for (const [filter, want] of Object.entries(expected)) {
      const page = await call(`/admin/cards?batch=${batch}&${filter}`, { headers: adminCookie });
      expect(
        named(
          ids,
          page.body.list.items.map((c: { code: string }) => c.code),
        ),
        filter,
      ).toEqual(want);
      const api = await call(`/api/admin/cards?batch=${batch}&${filter}`, bearer(adminToken));
      expect(
        named(
          ids,
          api.body.data.map((c: { code: string }) => c.code),
        ),
        filter,
      ).toEqual(want);
      expect(await csvMoments(`/admin/cards.csv?batch=${batch}&${filter}`, ids), filter).toEqual(want);
    }
  });

  it("transfers: the API and the CSV", async () => {
    const { user } = await createMember("nydaytx");
    const [from, to] = [await systemAccountId(systemCodes.adjustments), await memberAccountId(user.id)];
    const ids = {} as Record<Moment, string>;
    for (const m of moments) {
      const { transfer: t } = await transfer({
        debit: from,
        credit: to,
        amount: 100_000_000n,
        kind: "adjustment",
        key: randomUUID(),
      });
      await db
        .update(transfers)
        .set({ createdAt: new Date(instants[m]) })
        .where(eq(transfers.id, t.id));
      ids[m] = String(t.id);
    }
    for (const [filter, want] of Object.entries(expected)) {
      const api = await call(`/api/admin/transactions?member=${user.account}&${filter}`, bearer(adminToken));
      expect(
        named(
          ids,
          api.body.data.map((t: { id: number }) => String(t.id)),
        ),
        filter,
      ).toEqual(want);
      expect(await csvMoments(`/admin/transactions.csv?member=${user.account}&${filter}`, ids), filter).toEqual(want);
    }
  });

  it("a day that is not one, or the calendar's last, is no bound", async () => {
    const targetType = `day_${randomUUID().slice(0, 8)}`;
    await db
      .insert(auditLog)
      .values({ action: "cards.issued", targetType, targetId: "x", createdAt: new Date(instants["nov01-early"]) });
    for (const filter of ["from=2026-02-30", "to=9999-12-31", "from=0000-01-01&to=0000-12-31", "to=2026-1-1"]) {
      const api = await call(`/api/admin/audit?target_type=${targetType}&${filter}`, bearer(adminToken));
      expect([api.status, api.body.meta.total], filter).toEqual([200, 1]);
    }
  });
});

describe("a card batch's id", () => {
  it("carries the New York date it was issued on", async () => {
    const admin = (await findUserByAccount("admin01"))!;
    // Only the app's clock is set: the database keeps its own.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(instants["oct31-late"]) });
    const late = await issueCards(admin, { count: 1, discount_percentage: 1, note: "" });
    vi.setSystemTime(new Date(instants["nov01-early"]));
    const early = await issueCards(admin, { count: 1, discount_percentage: 1, note: "" });
    vi.useRealTimers();
    expect(late.batch).toMatch(/^261031-/);
    expect(early.batch).toMatch(/^261101-/);
  });
});

describe("the daily withdrawal limit", () => {
  it("counts the requests made since New York's midnight", async () => {
    await saveWalletSettings({ withdrawDailyLimit: "100" });
    const { user, password } = await createMember("nydaywd");
    await transfer({
      debit: await systemAccountId(systemCodes.adjustments),
      credit: await memberAccountId(user.id),
      amount: 500n * 100_000_000n,
      kind: "adjustment",
      key: randomUUID(),
    });
    const token = await tokenFor({ email: user.email, password });
    const request = () => call("/api/withdrawals", post(token, { method: "usdt", amount: 60, address: "TAddr", password }));

    // An instant between today's UTC midnight and today's New York midnight (whichever comes first):
    // a request made then is today's by one rule and yesterday's by the other.
    const now = new Date();
    const nyStart = newYorkDay(formatDate(now)).start!.getTime();
    const utcStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const between = new Date((nyStart + utcStart) / 2);
    const todayInNewYork = between.getTime() >= nyStart;

    const first = await request();
    expect(first.status).toBe(201);
    await db
      .update(withdrawals)
      .set({ createdAt: between })
      .where(inArray(withdrawals.id, [Number(first.body.id)]));
    const second = await request();
    // 60 + 60 is over 100 when the first request counts today.
    expect(second.status, `first request at ${between.toISOString()}`).toBe(todayInNewYork ? 422 : 201);
  });
});
