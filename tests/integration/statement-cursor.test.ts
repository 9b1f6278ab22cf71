import { randomUUID } from "node:crypto";
import { desc, eq, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { orders, transfers } from "~/db/schema";
import { findUserByAccount } from "~/domain/accounts";
import { memberAccountId, systemAccountId, systemCodes, transfer } from "~/domain/ledger";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, createMember, demo, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

/* /api/transactions read on by cursor, deep pages read from the oldest end, and the back office's view of a member (decision 267). */

let token: string;
let account: string;
let mine: number;
let adjustments: number;
const credit = () => transfer({ debit: adjustments, credit: mine, amount: 100_000_000n, kind: "adjustment", key: randomUUID() });

interface ApiPage {
  data: { id: number }[];
  meta: { next_cursor: string | null; total?: number; page?: number; pages?: number };
}
const read = async (query: string) => (await call(`/api/transactions${query}`, bearer(token))).body as ApiPage;

beforeAll(async () => {
  await ensureDatabase();
  const { user, password } = await createMember("cursor");
  account = user.account;
  [mine, adjustments] = await Promise.all([memberAccountId(user.id), systemAccountId(systemCodes.adjustments)]);
  for (let i = 0; i < 45; i++) await credit();
  token = await tokenFor({ email: user.email, password });
});

describe("/api/transactions by cursor", () => {
  it("reads every row once, newest first, while transfers are made between the requests", async () => {
    const first = await read("");
    expect(first.meta).toMatchObject({ total: 45, page: 1, pages: 3, next_cursor: expect.any(String) });
    const seen = first.data.map((e) => e.id);
    let cursor = first.meta.next_cursor;
    const added: number[] = [];
    while (cursor) {
      // Newer than any cursor: neither shown on the way down nor shifting the pages that follow.
      added.push((await credit()).transfer.id);
      const next = await read(`?cursor=${encodeURIComponent(cursor)}`);
      expect(next.meta).toEqual({ next_cursor: next.meta.next_cursor });
      seen.push(...next.data.map((e) => e.id));
      cursor = next.meta.next_cursor;
    }
    const expected = await db
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.creditAccountId, mine))
      .orderBy(desc(sql`coalesce(${transfers.resolvedAt}, ${transfers.createdAt})`), desc(transfers.id));
    const original = expected.map((r) => r.id).filter((id) => !added.includes(id));
    expect(seen).toEqual(original);
    expect(new Set(seen).size).toBe(45);
  });

  it("numbers pages as before, the last one read from the oldest end, and refuses a cursor it did not give", async () => {
    const all: number[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await read(`?page=${page}`)).data.map((e) => e.id));
    const total = all.length;
    expect(new Set(all).size).toBe(total);
    const last = await read("?page=3");
    expect(last.meta.next_cursor).toBeNull();
    expect(last.data.map((e) => e.id)).toEqual(all.slice(40));
    const bad = await call("/api/transactions?cursor=bm90LWEtY3Vyc29y", bearer(token));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: expect.any(String) });
    // The shape of a timed cursor, with a month and a day no calendar has.
    const impossible = Buffer.from("a|2024-13-45T00:00:00.000000Z|1").toString("base64url");
    const refused = await call(`/api/transactions?cursor=${impossible}`, bearer(token));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.any(String) });
  });
});

describe("/statement.csv in keyset batches", () => {
  it("has every row once, newest first, across batches (the first 100 rows, then the rest)", async () => {
    for (let i = 0; i < 60; i++) await credit();
    const expected = await db
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.creditAccountId, mine))
      .orderBy(desc(sql`coalesce(${transfers.resolvedAt}, ${transfers.createdAt})`), desc(transfers.id));
    expect(expected.length).toBeGreaterThan(100);
    const res = await call("/statement.csv", { headers: await cookieFor(account) });
    const ids = String(res.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.split(",")[0]));
    expect(ids).toEqual(expected.map((r) => r.id));
  });
});

describe("/admin/users/:id", () => {
  it("shows the member's figures, latest orders and latest transfers as a recount finds them", async () => {
    const member = (await findUserByAccount(demo.member.account))!;
    const own = await memberAccountId(member.id);
    const cookie = await cookieFor(demo.admin.account);
    const page = (await call(`/admin/users/${member.id}`, { headers: cookie })).body as {
      activity: { ordersBought: number; ordersSold: number; latestOrders: { id: number }[] };
      entries: { id: number }[];
    };
    const [[bought], [sold]] = await Promise.all([
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.buyerId, member.id)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.storeId, member.id)),
    ]);
    expect(page.activity.ordersBought).toBe(bought.n);
    expect(page.activity.ordersSold).toBe(sold.n);
    const newest = await db
      .select({ id: orders.id })
      .from(orders)
      .where(or(eq(orders.buyerId, member.id), eq(orders.storeId, member.id)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(10);
    expect(page.activity.latestOrders.map((o) => o.id)).toEqual(newest.map((o) => o.id));
    const latest = await db
      .select({ id: transfers.id })
      .from(transfers)
      .where(or(eq(transfers.debitAccountId, own), eq(transfers.creditAccountId, own)))
      .orderBy(desc(sql`coalesce(${transfers.resolvedAt}, ${transfers.createdAt})`), desc(transfers.id))
      .limit(20);
    expect(latest.length).toBeGreaterThan(0);
    expect(page.entries.map((e) => e.id)).toEqual(latest.map((r) => r.id));
  });
});
