import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { scaleUp, seedDemo, verify } from "../../scripts/bench-scale/load.mjs";
import { scratchDatabase } from "./support/app-process";

/**
 * `npm run bench:scale`'s generator (decision 258) on a small size: the demo through the app's
 * seed, multiplied by the same SQL files as S1 and S2, then its check. Every invariant holds on what
 * it generated, the counts are the demo's plus what was asked, and the check reports a balance
 * broken afterwards (it can fail).
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const small = {
  members: 40,
  stores: 2,
  products: 20,
  heavyProducts: 3,
  transfers: 300,
  heavyRows: 25,
  orders: 30,
  heavyOrders: 4,
  audit: 50,
  notifications: 30,
  heavyNotifications: 3,
};

test.setTimeout(240_000);

test("the scale generator adds what it is asked and keeps the ledger's invariants", async () => {
  const database = await scratchDatabase(adminUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), "cct-scale-test-"));
  try {
    await seedDemo(database.url, dataDir);
    const demo = await verify(database.url);
    expect(demo.holds).toBe(true);

    await scaleUp(database.url, small, () => {});
    const scaled = await verify(database.url);
    expect(scaled.invariants).toEqual({
      sum: "0",
      negativeMembers: 0,
      mismatched: 0,
      pendingMismatched: 0,
      runningMismatched: 0,
      auditChainBroken: 0,
    });
    expect(scaled.holds).toBe(true);
    expect(scaled.counts.users).toBe(demo.counts.users + small.members);
    expect(scaled.counts.orders).toBe(demo.counts.orders + small.orders + small.heavyOrders);
    expect(scaled.counts.audit).toBe(demo.counts.audit + small.audit);
    expect(scaled.counts.heavyStatementRows).toBe(demo.counts.heavyStatementRows + small.heavyRows);
    expect(scaled.counts.transfers).toBe(demo.counts.transfers + small.transfers);

    // A member's balance moved outside the ledger: the check says so.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    try {
      await sql`update accounts set balance = balance + 1
        where id = (select id from accounts where kind = 'member' order by id limit 1)`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    const broken = await verify(database.url);
    expect(broken.holds).toBe(false);
    expect(broken.invariants).toMatchObject({ sum: "1", mismatched: 1 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
});
