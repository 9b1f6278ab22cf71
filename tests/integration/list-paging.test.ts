import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { db, executeSql } from "~/db/client.server";
import { audit, listAudit } from "~/domain/audit";
import { listForReview } from "~/domain/catalogue";
import { listOrders } from "~/domain/orders";
import { listDeposits, listTransactions } from "~/domain/wallet";
import { ensureDatabase } from "~/seed/startup.server";

import { demo, post, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

/*
 * The back office's long lists (decision 265): a count bounded to a limit with the planner's
 * estimate past it, and cursor pages through the API that neither lose nor repeat a row while
 * rows are added between requests.
 */

type Meta = { total: number; page: number; pages: number; total_estimated: boolean; next_cursor: string | null };
type Answer = { data: { id: number }[]; meta: Meta };

let admin: string;
let member: string;

beforeAll(async () => {
  await ensureDatabase();
  [admin, member] = await Promise.all([tokenFor(demo.admin), tokenFor(demo.member)]);
});

const countOf = async (table: string) => Number((await executeSql(`select count(*)::int as n from ${table}`)).rows[0].n);

async function addAuditEntries(n: number) {
  for (let i = 0; i < n; i++) {
    await db.transaction((tx) =>
      audit(tx, { actor: null, action: "settings.saved", target: { type: "test", id: randomUUID() } }),
    );
  }
}

/** Follows next_cursor from `path` to the end, calling `between` after each page; the ids in order. */
async function allPages(path: string, between: () => Promise<void>) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = cursor === null ? path : `${path}${path.includes("?") ? "&" : "?"}cursor=${cursor}`;
    const answer = await call(url, bearer(admin));
    expect(answer.status, url).toBe(200);
    const body = answer.body as Answer;
    ids.push(...body.data.map((r) => r.id));
    cursor = body.meta.next_cursor;
    pages++;
    await between();
  } while (cursor !== null && pages < 1000);
  return { ids, pages };
}

describe("a bounded count", () => {
  it("counts exactly up to its limit, and past it answers the planner's estimate, flagged", async () => {
    const entries = await countOf("audit_log");
    expect(entries).toBeGreaterThan(5);

    const exact = await listAudit({}, 1, 2, { countLimit: entries });
    expect(exact.total).toBe(entries);
    expect(exact.estimated).toBeUndefined();
    expect(exact.pages).toBe(Math.ceil(entries / 2));

    const bounded = await listAudit({}, 1, 2, { countLimit: 3 });
    expect(bounded.estimated).toBe(true);
    // An estimate, never below what was counted: more rows than the limit match.
    expect(bounded.total).toBeGreaterThan(3);
    expect(bounded.pages).toBeGreaterThanOrEqual(2);
    expect(bounded.items).toHaveLength(2);
  });

  it("is exact for a filter that matches fewer rows than the limit, and past it on every list", async () => {
    const none = await listAudit({ actor: `nobody-${randomUUID()}` }, 1, 20, { countLimit: 3 });
    expect(none).toMatchObject({ total: 0, pages: 1, items: [] });
    expect(none.estimated).toBeUndefined();
    for (const list of [
      await listTransactions({}, 1, 2, { countLimit: 1 }),
      await listOrders({}, 2, { countLimit: 1 }),
      await listDeposits(undefined, 1, 1, null, { countLimit: 0 }),
      // A filter's values go to EXPLAIN as its parameters.
      await listTransactions({ kind: "deposit", from: new Date("2000-01-01") }, 1, 2, { countLimit: 1 }),
      await listAudit({ actor: demo.admin.account }, 1, 2, { countLimit: 1 }),
      await listForReview({ state: "decided" }, 2, { countLimit: 1 }),
    ]) {
      expect(list.estimated).toBe(true);
      expect(list.total).toBeGreaterThan(1);
    }
  });

  it("offers the next page of an estimated list while the page is full, and none after the last row", async () => {
    const entries = await countOf("audit_log");
    const last = await listAudit({}, Math.ceil(entries / 10), 10, { countLimit: 3 });
    expect(last.items.length).toBeGreaterThan(0);
    expect(last.pages).toBe(last.page);
    const first = await listAudit({}, 1, 10, { countLimit: 3 });
    expect(first.pages).toBeGreaterThan(1);
  });

  it("is flagged in the API's answer (false while exact), which keeps the OpenAPI document", async () => {
    const answer = await call("/api/admin/audit", bearer(admin));
    expect(answer.status).toBe(200);
    const { meta } = answer.body as Answer;
    expect(meta.total_estimated).toBe(false);
    expect(meta.total).toBe(await countOf("audit_log"));
  });
});

describe("cursor pages through the API", () => {
  it("read the audit log to its end without losing or repeating an entry while entries are added", async () => {
    const before = (await executeSql("select id from audit_log order by created_at desc, id desc")).rows.map((r) => Number(r.id));
    const { ids, pages } = await allPages("/api/admin/audit", () => addAuditEntries(2));
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(before);
  });

  it("read the deposits queue (pending first) to its end while members ask for more deposits", async () => {
    const hash = () => `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "")}`;
    const ask = async () => {
      const res = await call("/api/deposits", post(member, { coin: "USDT", amount: 3, tx_hash: hash() }));
      expect(res.status).toBe(201);
    };
    // Enough rows for several pages of 20, some pending.
    for (let i = 0; i < 25; i++) await ask();
    const before = (await listDeposits(undefined, 1, 100_000)).items.map((d) => d.id);
    const { ids, pages } = await allPages("/api/admin/deposits", ask);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    // Every deposit that was there is read once, in the queue's order; the new ones (pending, the
    // newest) join the pending part behind the cursor and may appear there, never twice.
    expect(ids.filter((id) => before.includes(id))).toEqual(before);
  });

  it("read the transactions and the orders to their end, the same rows as the numbered pages", async () => {
    for (const [path, perPage, read] of [
      [
        "/api/admin/transactions?kind=deposit",
        50,
        (p: number) => call(`/api/admin/transactions?kind=deposit&page=${p}`, bearer(admin)),
      ],
      ["/api/admin/orders", 20, (p: number) => call(`/api/admin/orders?page=${p}`, bearer(admin))],
    ] as const) {
      const { ids } = await allPages(path, () => Promise.resolve());
      const numbered: number[] = [];
      const first = (await read(1)).body as Answer;
      for (let p = 1; p <= first.meta.pages; p++) numbered.push(...((await read(p)).body as Answer).data.map((r) => r.id));
      expect(ids.length, path).toBeGreaterThan(perPage);
      expect(ids, path).toEqual(numbered);
    }
  });

  it("refuses a cursor that is not one, and answers no next cursor on the last page", async () => {
    for (const cursor of ["abc", "1.5", "99999999999"]) {
      const bad = await call(`/api/admin/audit?cursor=${cursor}`, bearer(admin));
      expect(bad.status, cursor).toBe(400);
      expect((bad.body as { message: string }).message, cursor).toBe(
        "The cursor is not one this list gave: start again without it.",
      );
    }
    const answer = await call("/api/admin/withdrawals?status=rejected&page=100000", bearer(admin));
    expect(answer.status).toBe(200);
    expect((answer.body as Answer).meta.next_cursor).toBeNull();
  });
});
