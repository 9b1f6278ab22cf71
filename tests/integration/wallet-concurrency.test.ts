import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db, dbDriver } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { users } from "~/db/schema";
import {
  checkLedger,
  hold,
  memberAccountId,
  post,
  systemAccountId,
  transfer,
  voidTransfer,
  type LedgerResult,
} from "~/domain/ledger";
import { DomainError } from "~/lib/errors";
import { ensureDatabase } from "~/seed/startup.server";

// PostgreSQL: ≥2,000 operations with 16 workers; the single-connection PGlite runs fewer.
const operations = dbDriver === "postgres" ? 2400 : 600;
const workers = 16;

beforeAll(async () => {
  await ensureDatabase();
});

describe("ledger under concurrency", () => {
  it(`keeps every invariant through ${operations} random transfers, holds, posts, voids and replays`, async () => {
    const members: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [row] = await db
        .insert(users)
        .values({ name: `Load ${i}`, email: `load${i}@mail.test`, account: `loadtest${i}`, passwordHash: "x" })
        .returning({ id: users.id });
      members.push(await memberAccountId(row.id));
    }
    const system = [await systemAccountId("adjustments"), await systemAccountId("withdrawals"), await systemAccountId("revenue")];
    for (const account of members) {
      await transfer({ debit: system[0], credit: account, amount: 10_000_00000000n, kind: "adjustment", key: `fund:${account}` });
    }

    const pending: number[] = [];
    const keys: string[] = [];
    const idsByKey = new Map<string, Set<number>>();
    const counts = { ok: 0, refused: 0, replayed: 0 };
    let next = 0;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const record = (key: string, result: LedgerResult) => {
      const ids = idsByKey.get(key) ?? new Set<number>();
      ids.add(result.transfer.id);
      idsByKey.set(key, ids);
      if (result.replayed) counts.replayed += 1;
      else counts.ok += 1;
    };

    async function one(n: number) {
      const roll = Math.random();
      try {
        if (roll < 0.1 && keys.length) {
          // A replay of an earlier request: must answer the same transfer.
          const key = pick(keys);
          const [first] = idsByKey.get(key)!;
          const [row] = rowsOf<{ debit: number; credit: number; amount: string; kind: string; status: string }>(
            await db.execute(
              sql`select debit_account_id as debit, credit_account_id as credit, amount::text as amount, kind, status from transfers where id = ${first}`,
            ),
          );
          const movement = {
            debit: row.debit,
            credit: row.credit,
            amount: BigInt(row.amount),
            kind: row.kind as "transfer",
            key,
          };
          record(key, row.kind === "withdrawal" ? await hold(movement) : await transfer(movement));
        } else if (roll < 0.5) {
          const debit = pick(members);
          let credit = Math.random() < 0.1 ? pick(system) : pick(members);
          if (credit === debit) credit = system[2];
          const key = `op:${n}`;
          const amount = BigInt(1 + Math.floor(Math.random() * 300)) * 1_00000000n;
          record(key, await transfer({ debit, credit, amount, kind: "transfer", key }));
          keys.push(key);
        } else if (roll < 0.75) {
          const key = `op:${n}`;
          const amount = BigInt(1 + Math.floor(Math.random() * 200)) * 1_00000000n;
          const result = await hold({ debit: pick(members), credit: system[1], amount, kind: "withdrawal", key });
          record(key, result);
          keys.push(key);
          pending.push(result.transfer.id);
        } else if (pending.length) {
          const id = pick(pending);
          await (roll < 0.88 ? post(id) : voidTransfer(id));
          counts.ok += 1;
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Insufficient funds, or posting what another worker voided: refusals, never damage.
        expect(["wallet:errors.insufficientFunds", "wallet:errors.alreadyResolved"]).toContain(error.message);
        counts.refused += 1;
      }
    }

    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < operations) await one(next++);
      }),
    );

    const check = await checkLedger();
    expect(check.sum).toBe(0n);
    expect(check.negativeMembers).toBe(0);
    expect(check.mismatched).toBe(0);
    expect(check.pendingMismatched).toBe(0);
    for (const [key, ids] of idsByKey) expect(ids.size, key).toBe(1);
    const [dup] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from (select idempotency_key from transfers group by 1 having count(*) > 1) d`,
      ),
    );
    expect(dup.n).toBe(0);
    expect(counts.ok).toBeGreaterThan(operations / 3);
    expect(counts.replayed).toBeGreaterThan(0);
  }, 120_000);
});
