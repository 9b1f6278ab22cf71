import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { refreshAnchors } from "~/db/anchors.server";
import { executeSql } from "~/db/client.server";
import type { ListPaging } from "~/db/keyset.server";
import { findUserByAccount } from "~/domain/accounts";
import { listAudit } from "~/domain/audit";
import { anchoredLists } from "~/domain/back-office";
import { listOrders } from "~/domain/orders";
import { listDeposits, listTransactions, rejectDeposit, requestDeposit, transferAnchors } from "~/domain/wallet";
import { decodeCursor, encodeCursor } from "~/lib/cursor.server";
import { ensureDatabase } from "~/seed/startup.server";

import { createMember, demo, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

/*
 * Deep numbered pages and the pager's cursors (decision 274): a numbered page reads its ids first
 * (from the oldest end past the middle of an exactly counted list), and the previous / next links'
 * cursors read the pages beside it by keyset, backwards for the previous one.
 */

type Lister = (
  page: number,
  paging: ListPaging,
  size?: number,
) => Promise<{ items: { id: number }[]; pages: number; prevCursor?: string | null; nextCursor?: string | null }>;

const perPage = 10;
const lists: [string, Lister][] = [
  ["audit", (p, o) => listAudit({}, p, perPage, o)],
  ["audit by date", (p, o, n = perPage) => listAudit({ sort: { key: "created", desc: true } }, p, n, o)],
  ["transactions", (p, o) => listTransactions({}, p, perPage, o)],
  ["transactions by date", (p, o, n = perPage) => listTransactions({ sort: { key: "created", desc: true } }, p, n, o)],
  ["orders", (p, o, n = perPage) => listOrders({ page: p }, n, o)],
  ["deposits", (p, o, n = perPage) => listDeposits(undefined, p, n, null, o)],
  // Pages of 2: the demo's pending deposits plus the few this file requests (how many the demo
  // leaves pending depends on the day it is seeded).
  ["pending deposits", (p, o) => listDeposits("pending", p, 2, null, o)],
  ["confirmed deposits", (p, o) => listDeposits("confirmed", p, perPage, null, o)],
];

/** Every numbered page's ids in order, counted exactly (`countLimit` high) or estimated past a low bound. */
async function numbered(list: Lister, countLimit: number): Promise<number[]> {
  const ids: number[] = [];
  const { pages } = await list(1, { countLimit: 1_000_000 });
  for (let p = 1; p <= pages; p++) ids.push(...(await list(p, { countLimit })).items.map((r) => r.id));
  return ids;
}

beforeAll(async () => {
  await ensureDatabase();
  const { user } = await createMember("deep");
  for (let i = 0; i < 6; i++) {
    const txHash = `0x${randomBytes(32).toString("hex")}`;
    await requestDeposit(user, { coin: "USDT", amount: "10", txHash }, randomUUID());
  }
});

describe("deep numbered pages", () => {
  it("are the same rows, read from either end, whether the list is counted or estimated", async () => {
    for (const [name, list] of lists) {
      const exact = await numbered(list, 1_000_000);
      expect((await list(3, {})).items.length, name).toBeGreaterThan(0);
      expect(new Set(exact).size, name).toBe(exact.length);
      // Estimated: every page read from the newest end by its ids.
      expect(await numbered(list, 1), name).toEqual(exact);
    }
  });

  it("answer an empty page past the last", async () => {
    const rows = Number((await executeSql("select count(*)::int as n from audit_log")).rows[0].n);
    const past = await listAudit({}, Math.ceil(rows / perPage) + 3, perPage, { countLimit: 1_000_000 });
    expect(past.items).toEqual([]);
    expect(past.nextCursor).toBeNull();
  });
});

describe("the pager's cursors", () => {
  it("read the next page forwards and the previous one backwards, on every list", async () => {
    for (const [name, list] of lists) {
      const [second, third] = [await list(2, {}), await list(3, {})];
      expect(third.items.length, name).toBeGreaterThan(0);
      const next = await list(3, { cursor: decodeCursor(second.nextCursor ?? "", false) ?? undefined });
      expect(next.items, name).toEqual(third.items);
      const back = await list(2, { cursor: decodeCursor(third.prevCursor ?? "", false) ?? undefined });
      expect(back.items, name).toEqual(second.items);
      // Read backwards to the first page: none before it.
      const first = await list(1, { cursor: decodeCursor(back.prevCursor ?? "", false) ?? undefined });
      expect(first.items, name).toEqual((await list(1, {})).items);
      expect(first.prevCursor, name).toBeNull();
    }
  });

  it("are one shape: a statement's cursor is refused by the back office's lists, and a backwards one by the statement", async () => {
    const [admin, member] = await Promise.all([tokenFor(demo.admin), tokenFor(demo.member)]);
    const timed = encodeCursor({ at: "2026-01-01T00:00:00.000000Z", key: 5 });
    expect((await call(`/api/admin/audit?cursor=${timed}`, bearer(admin))).status).toBe(400);
    expect((await call(`/api/transactions?cursor=${timed}`, bearer(member))).status).toBe(200);
    const backwards = encodeCursor({ at: "2026-01-01T00:00:00.000000Z", key: 5 }, true);
    expect((await call(`/api/transactions?cursor=${backwards}`, bearer(member))).status).toBe(400);
    expect((await call(`/api/admin/audit?cursor=${encodeCursor({ key: 5 })}`, bearer(admin))).status).toBe(200);
  });
});

describe("anchored lists (decision 282)", () => {
  const quick = { spacing: 3, settleMinutes: 0 };
  // The unfiltered lists in their default order: those the anchors serve.
  const unfiltered = lists.filter(([name]) => ["audit by date", "transactions by date", "orders", "deposits"].includes(name));
  const depositKeys = async () =>
    (await executeSql("select key::int as key from list_anchors where list = 'deposits'")).rows.map((r) => -Number(r.key));

  it("anchor only settled rows, and a decided request drops its queue's anchors past it in its own transaction", async () => {
    // Every transfer ten minutes old (the demo's history), none younger (those the seed made just now).
    await refreshAnchors([transferAnchors], { spacing: 1 });
    const { rows } = await executeSql(`select (select count(*)::int from list_anchors where list = 'transfers') as anchored,
      (select count(*)::int from transfers where created_at < now() - interval '10 minutes') as settled,
      (select count(*)::int from transfers) as every`);
    expect(Number(rows[0].anchored)).toBe(Number(rows[0].settled));
    expect(Number(rows[0].anchored)).toBeLessThan(Number(rows[0].every));
    await refreshAnchors(anchoredLists, { spacing: 1, settleMinutes: 0 });
    const pending = (await executeSql("select id::int as id from deposits where status = 'pending' order by id")).rows.map((r) =>
      Number(r.id),
    );
    expect((await depositKeys()).some((id) => id > pending[0])).toBe(true);

    await rejectDeposit((await findUserByAccount(demo.admin.account))!, pending[0], "test");
    expect((await depositKeys()).every((id) => id < pending[0])).toBe(true);
    const deposits = lists.find(([n]) => n === "deposits")![1];
    expect(await numbered(deposits, 1_000_000)).toEqual((await deposits(1, {}, 100_000)).items.map((r) => r.id));
    // Made again up to the newest decided deposit, without a rank to correct.
    expect((await refreshAnchors(anchoredLists, { spacing: 1, settleMinutes: 0 })).remade).toEqual([]);
    const decided = await executeSql("select max(id)::int as id from deposits where status <> 'pending'");
    expect(Math.max(...(await depositKeys()))).toBe(Number(decided.rows[0].id));
  });

  it("read every numbered page as the whole list read at once shows it, counted exactly, and are made again when a rank moves", async () => {
    await executeSql("delete from list_anchors");
    // The whole list as one first page (no OFFSET, no anchor): what every numbered page must show.
    const exact = new Map<string, number[]>();
    for (const [name, list] of unfiltered)
      exact.set(
        name,
        (await list(1, {}, 100_000)).items.map((r) => r.id),
      );
    expect((await listAudit({ sort: { key: "created", desc: true } }, 1, perPage, { countLimit: 10 })).estimated).toBe(true);

    const { added } = await refreshAnchors(anchoredLists, quick);
    for (const name of ["transfers", "audit", "orders", "deposits"]) expect(added[name], name).toBeGreaterThan(3);
    // Nothing new settled: a second run adds none.
    expect(Object.values((await refreshAnchors(anchoredLists, quick)).added)).toEqual(anchoredLists.map(() => 0));

    for (const [name, list] of unfiltered) {
      // Counted from the anchors: exact with a count bound far below the list's length (above the
      // rows after the last anchor: the queue's pending ones among them).
      const first = await list(1, { countLimit: 10 });
      expect(first.pages, name).toBe(Math.ceil(exact.get(name)!.length / perPage));
      expect(await numbered(list, 10), name).toEqual(exact.get(name));
    }

    // A rank that no longer holds (as if a row had come before the last anchor): the ten-minute run
    // leaves it to the check, which makes the anchors again.
    await executeSql(
      "update list_anchors set key = key - 1 where list = 'audit' and rank = (select max(rank) from list_anchors where list = 'audit')",
    );
    expect((await refreshAnchors(anchoredLists, { ...quick, check: false })).remade).toEqual([]);
    const again = await refreshAnchors(anchoredLists, quick);
    expect(again.remade).toEqual(["audit"]);
    expect(await numbered(unfiltered.find(([n]) => n === "audit by date")![1], 10)).toEqual(exact.get("audit by date"));
  });
});
