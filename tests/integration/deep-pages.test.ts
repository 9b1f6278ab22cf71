import { beforeAll, describe, expect, it } from "vitest";

import { executeSql } from "~/db/client.server";
import type { ListPaging } from "~/db/keyset.server";
import { listAudit } from "~/domain/audit";
import { listOrders } from "~/domain/orders";
import { listDeposits, listTransactions } from "~/domain/wallet";
import { decodeCursor, encodeCursor } from "~/lib/cursor.server";
import { ensureDatabase } from "~/seed/startup.server";

import { demo, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

/*
 * Deep numbered pages and the pager's cursors (decision 274): a numbered page reads its ids first
 * (from the oldest end past the middle of an exactly counted list), and the previous / next links'
 * cursors read the pages beside it by keyset, backwards for the previous one.
 */

type Lister = (
  page: number,
  paging: ListPaging,
) => Promise<{ items: { id: number }[]; pages: number; prevCursor?: string | null; nextCursor?: string | null }>;

const perPage = 10;
const lists: [string, Lister][] = [
  ["audit", (p, o) => listAudit({}, p, perPage, o)],
  ["audit by date", (p, o) => listAudit({ sort: { key: "created", desc: true } }, p, perPage, o)],
  ["transactions", (p, o) => listTransactions({}, p, perPage, o)],
  ["orders", (p, o) => listOrders({ page: p }, perPage, o)],
  ["deposits", (p, o) => listDeposits(undefined, p, perPage, null, o)],
  // The demo's few pending deposits make pages of 2.
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
