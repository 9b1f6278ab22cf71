import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";
import {
  checkLedger,
  hold,
  memberAccountId,
  memberBalance,
  post,
  systemAccountId,
  transfer,
  voidTransfer,
} from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { ensureDatabase } from "~/seed/startup.server";

import { freshIdentity } from "../support/fixtures";

const cct = (n: number) => BigInt(Math.round(n * 1e8));

async function newMember() {
  const id = freshIdentity("ledger");
  const [row] = await db
    .insert(users)
    .values({ ...id, passwordHash: "x" })
    .returning({ id: users.id });
  return { userId: row.id, account: await memberAccountId(row.id) };
}

let adjustments: number;
let key = 0;
const k = () => `test:${Date.now()}:${++key}`;

beforeAll(async () => {
  await ensureDatabase();
  adjustments = await systemAccountId("adjustments");
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("ledger", () => {
  it("moves money between accounts and keeps the sum of balances at zero", async () => {
    const a = await newMember();
    const b = await newMember();
    const first = await transfer({ debit: adjustments, credit: a.account, amount: cct(100), kind: "adjustment", key: k() });
    expect(first.replayed).toBe(false);
    expect(first.transfer).toMatchObject({ status: "posted", amount: cct(100), creditBalanceAfter: cct(100) });
    const second = await transfer({ debit: a.account, credit: b.account, amount: cct(40.5), kind: "transfer", key: k() });
    expect(second.transfer).toMatchObject({ debitBalanceAfter: cct(59.5), creditBalanceAfter: cct(40.5) });
    expect(await memberBalance(a.userId)).toEqual({ balance: cct(59.5), held: 0n, available: cct(59.5) });
    expect(await memberBalance(b.userId)).toEqual({ balance: cct(40.5), held: 0n, available: cct(40.5) });
    const check = await checkLedger();
    expect(check).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("refuses to overdraw a member, in code and in the database", async () => {
    const a = await newMember();
    const b = await newMember();
    await transfer({ debit: adjustments, credit: a.account, amount: cct(10), kind: "adjustment", key: k() });
    const error = await refusal(
      transfer({ debit: a.account, credit: b.account, amount: cct(10.00000001), kind: "transfer", key: k() }),
    );
    expect(error.message).toBe("wallet:errors.insufficientFunds");
    expect((await memberBalance(a.userId)).balance).toBe(cct(10));
    // The CHECK constraint holds even for a direct UPDATE.
    const direct = await db
      .update(accounts)
      .set({ balance: -1n })
      .where(sql`${accounts.id} = ${a.account}`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(direct).toBeInstanceOf(Error);
  });

  it("replays a key: the first result, nothing moves; other parameters → 409", async () => {
    const a = await newMember();
    const key1 = k();
    const first = await transfer({ debit: adjustments, credit: a.account, amount: cct(5), kind: "adjustment", key: key1 });
    const again = await transfer({ debit: adjustments, credit: a.account, amount: cct(5), kind: "adjustment", key: key1 });
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect((await memberBalance(a.userId)).balance).toBe(cct(5));
    const error = await refusal(
      transfer({ debit: adjustments, credit: a.account, amount: cct(6), kind: "adjustment", key: key1 }),
    );
    expect(error.status).toBe(409);
    // Racing with one key: exactly one transfer.
    const key2 = k();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer({ debit: adjustments, credit: a.account, amount: cct(1), kind: "adjustment", key: key2 }),
      ),
    );
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await memberBalance(a.userId)).balance).toBe(cct(6));
  });

  it("holds, then posts or voids at most once", async () => {
    const a = await newMember();
    const clearing = await systemAccountId("withdrawals");
    await transfer({ debit: adjustments, credit: a.account, amount: cct(50), kind: "adjustment", key: k() });
    const held = await hold({ debit: a.account, credit: clearing, amount: cct(30), kind: "withdrawal", key: k() });
    expect(held.transfer.status).toBe("pending");
    expect(await memberBalance(a.userId)).toEqual({ balance: cct(50), held: cct(30), available: cct(20) });
    const tooMuch = await refusal(hold({ debit: a.account, credit: clearing, amount: cct(21), kind: "withdrawal", key: k() }));
    expect(tooMuch.message).toBe("wallet:errors.insufficientFunds");

    const posts = await Promise.all([post(held.transfer.id), post(held.transfer.id), post(held.transfer.id)]);
    expect(posts.filter((r) => !r.replayed)).toHaveLength(1);
    expect(posts[0].transfer).toMatchObject({ status: "posted", debitBalanceAfter: cct(20) });
    expect(await memberBalance(a.userId)).toEqual({ balance: cct(20), held: 0n, available: cct(20) });
    expect((await refusal(voidTransfer(held.transfer.id))).status).toBe(409);

    const second = await hold({ debit: a.account, credit: clearing, amount: cct(20), kind: "withdrawal", key: k() });
    const voided = await voidTransfer(second.transfer.id);
    expect(voided.transfer.status).toBe("voided");
    expect((await voidTransfer(second.transfer.id)).replayed).toBe(true);
    expect((await refusal(post(second.transfer.id))).status).toBe(409);
    expect(await memberBalance(a.userId)).toEqual({ balance: cct(20), held: 0n, available: cct(20) });
    expect(await checkLedger()).toMatchObject({ sum: 0n, negativeMembers: 0, mismatched: 0, pendingMismatched: 0 });
  });

  it("runs at READ COMMITTED", async () => {
    const result = await db.execute(sql`show transaction_isolation`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    expect(rows[0]).toEqual({ transaction_isolation: "read committed" });
  });
});
