/**
 * npm run bench:ledger — single posted transfers between 1,000 member accounts with 16 concurrent
 * workers, spread evenly and with 80% touching one hot account; on the PostgreSQL of DATABASE_URL
 * (in a scratch database created next to it and dropped afterwards) and on an in-memory PGlite.
 * Prints transfers/s and p50/p99 latency, then checks the ledger's invariants.
 *
 * BENCH_TRANSFERS (default 20000 on PostgreSQL; PGlite runs a fifth of it). BENCH_LEDGER_JSON: a file
 * to write the rows and the invariants' verdict to (`npm run bench` reads it).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

const pgUrl = process.env.DATABASE_URL;
// The app's own connection (imported by the ledger) must not open the app database: memory only.
delete process.env.DATABASE_URL;
process.env.DATA_DIR = "memory://";

const schema = await import("../app/db/schema");
const { pgliteExtensions } = await import("../app/db/pglite-extensions.server");
const ledger = await import("../app/domain/ledger/ledger.server");
type Db = import("../app/db/client.server").Db;

const accountsCount = 1000;
const workers = 16;
const total = Number(process.env.BENCH_TRANSFERS ?? 20000);
let invariantsHold = true;
const migrationsFolder = path.resolve(process.cwd(), "drizzle");

interface Row {
  driver: string;
  scenario: string;
  transfers: number;
  refused: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function setup(db: Db): Promise<number[]> {
  const rows = Array.from({ length: accountsCount }, (_, i) => ({
    name: `Bench ${i}`,
    email: `bench${i}@bench.test`,
    account: `bench${i}`,
    passwordHash: "-",
  }));
  const users = await db.insert(schema.users).values(rows).returning({ id: schema.users.id });
  const accounts = await db
    .insert(schema.accounts)
    .values(users.map((u) => ({ kind: "member" as const, userId: u.id })))
    .returning({ id: schema.accounts.id });
  const adjustments = await ledger.systemAccountId("adjustments", db);
  for (const a of accounts) {
    await ledger.transfer(
      { debit: adjustments, credit: a.id, amount: 1_000_000_00000000n, kind: "adjustment", key: `fund:${a.id}` },
      db,
    );
  }
  return accounts.map((a) => a.id);
}

async function run(db: Db, driver: string, scenario: "spread" | "hot", ids: number[], count: number): Promise<Row> {
  const hot = ids[0];
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const pick = () => ids[1 + Math.floor(Math.random() * (ids.length - 1))];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const n = next++;
        let debit = pick();
        let credit = pick();
        if (scenario === "hot" && Math.random() < 0.8) {
          if (Math.random() < 0.5) debit = hot;
          else credit = hot;
        }
        if (debit === credit) credit = debit === hot ? pick() : hot;
        const t0 = performance.now();
        try {
          await ledger.transfer(
            {
              debit,
              credit,
              amount: BigInt(1 + Math.floor(Math.random() * 1000)) * 1_000000n,
              kind: "transfer",
              key: `${scenario}:${n}`,
            },
            db,
          );
        } catch (error) {
          if (!(error instanceof Error && error.message === "wallet:errors.insufficientFunds")) throw error;
          refused += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    driver,
    scenario,
    transfers: count,
    refused,
    seconds,
    perSecond: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function bench(db: Db, driver: string, count: number): Promise<Row[]> {
  const ids = await setup(db);
  const rows = [await run(db, driver, "spread", ids, count), await run(db, driver, "hot", ids, count)];
  const check = await ledger.checkLedger(db);
  const ok = check.sum === 0n && check.negativeMembers === 0 && check.mismatched === 0 && check.pendingMismatched === 0;
  console.log(
    `${driver}: ${check.accounts} accounts, ${check.transfers} transfers; sum of balances ${check.sum}, ` +
      `negative members ${check.negativeMembers}, balances ≠ posted sums ${check.mismatched} → ${ok ? "invariants hold" : "INVARIANTS BROKEN"}`,
  );
  if (!ok) {
    invariantsHold = false;
    process.exitCode = 1;
  }
  return rows;
}

async function onPostgres(url: string): Promise<Row[]> {
  const name = `bench_ledger_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: workers, onnotice: () => {} });
  try {
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return await bench(db as unknown as Db, "PostgreSQL", total);
  } finally {
    await client.end({ timeout: 5 });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}

async function onPglite(): Promise<Row[]> {
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return await bench(db as unknown as Db, "PGlite", Math.max(500, Math.floor(total / 5)));
  } finally {
    await client.close();
  }
}

const rows: Row[] = [];
if (pgUrl) rows.push(...(await onPostgres(pgUrl)));
else console.log("DATABASE_URL is not set: PostgreSQL skipped.");
rows.push(...(await onPglite()));

const header = ["driver", "scenario", "transfers", "refused", "seconds", "transfers/s", "p50 ms", "p99 ms"];
const table = rows.map((r) => [
  r.driver,
  r.scenario === "hot" ? "80% one hot account" : "spread",
  String(r.transfers),
  String(r.refused),
  r.seconds.toFixed(2),
  r.perSecond.toFixed(0),
  r.p50.toFixed(2),
  r.p99.toFixed(2),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`\n${workers} workers, ${accountsCount} accounts, single posted transfers\n`);
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of table) console.log(line(row));
if (process.env.BENCH_LEDGER_JSON) {
  writeFileSync(
    process.env.BENCH_LEDGER_JSON,
    JSON.stringify({ workers, accounts: accountsCount, invariantsHold, rows }, null, 2),
  );
}
const { closeDb } = await import("../app/db/client.server");
await closeDb();
