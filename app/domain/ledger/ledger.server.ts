/**
 * The CCT ledger: the ONLY code that changes an account's balance or pending debits.
 *
 * Each operation is one SQL statement (so one implicit transaction, one round trip) unless the
 * caller runs it inside its own transaction with other statements. The statement first locks the
 * touched accounts in id order (`SELECT … ORDER BY id FOR NO KEY UPDATE`, the lock an UPDATE takes,
 * which does not block the foreign-key checks of other inserts), then moves the money and writes
 * the transfer. At READ COMMITTED an UPDATE re-reads the newest committed row it locked, so the
 * arithmetic is always done on current balances. The database refuses a member balance below the
 * held amount (CHECK accounts_available_check), whatever this code does.
 *
 * Kept whole on purpose (over 300 lines): it reads as one story — accounts, balances, the one-statement
 * transfer, hold / post / void, and the invariant check — and one file is easier to audit as the
 * single writer of money than several.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";

import { db, type Executor, type Tx } from "~/db/client.server";
import { pgErrorOf } from "~/db/pg-errors.server";
import { withRetry } from "~/db/retry.server";
import { rowsOf } from "~/db/rows.server";
import { accounts, transfers, type Coin, type Transfer, type TransferKind } from "~/db/schema";
import { ledgerTransfers } from "~/infra/metrics.server";
import { DomainError } from "~/lib/errors";

import { assertSameRequest, fingerprint, once } from "./idempotency.server";
import { postedSums } from "./ledger-sums.server";

export const systemCodes = {
  adjustments: "adjustments",
  withdrawals: "withdrawals",
  revenue: "revenue",
  commissions: "commissions",
  deposits: (coin: Coin) => `deposits:${coin}`,
} as const;

export interface Movement {
  debit: number;
  credit: number;
  amount: bigint;
  kind: TransferKind;
  /** Unique per money-moving intent; a replay with it returns the first transfer. */
  key: string;
  reference?: { type: string; id: number };
  memo?: string | null;
  createdBy?: number | null;
}

export interface LedgerResult {
  transfer: Transfer;
  /** True when the key had already produced this transfer: nothing moved this time. */
  replayed: boolean;
}

function translateError(error: unknown): never {
  const e = pgErrorOf(error);
  if (e.code === "23514" && e.constraint === "accounts_available_check") {
    throw new DomainError("wallet:errors.insufficientFunds", 422, "amount");
  }
  throw error;
}

function inTransaction(exec: Executor): exec is Tx {
  return exec instanceof PgTransaction;
}

// System account ids per database handle (they never change once created).
const accountIds = new WeakMap<Executor, Map<string, number>>();

/** The system account with this code (created on first use). */
export async function systemAccountId(code: string, exec: Executor = db): Promise<number> {
  const cache = accountIds.get(exec) ?? new Map<string, number>();
  accountIds.set(exec, cache);
  const cached = cache.get(code);
  if (cached) return cached;
  await exec.insert(accounts).values({ kind: "system", code }).onConflictDoNothing();
  const [row] = await exec.select({ id: accounts.id }).from(accounts).where(eq(accounts.code, code));
  cache.set(code, row.id);
  return row.id;
}

/** The member's CCT wallet (created on first use). */
export async function memberAccountId(userId: number, exec: Executor = db): Promise<number> {
  const [found] = await exec.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  if (found) return found.id;
  await exec.insert(accounts).values({ kind: "member", userId }).onConflictDoNothing();
  const [row] = await exec.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
  return row.id;
}

export interface Balance {
  balance: bigint;
  held: bigint;
  available: bigint;
}

/** A member's wallet columns: read with the balance alone, or beside the session's user (sessions.server). */
export const balanceColumns = { balance: accounts.balance, held: accounts.pendingDebits };

/** The balance of a wallet's row as read; zeros without a wallet yet. */
export function balanceOf(row: { balance: bigint | null; held: bigint | null } | undefined): Balance {
  const balance = row?.balance ?? 0n;
  const held = row?.held ?? 0n;
  return { balance, held, available: balance - held };
}

// Every signed-in page reads it (the header's balance): prepared once outside transactions.
const balanceOfMember = db
  .select(balanceColumns)
  .from(accounts)
  .where(eq(accounts.userId, sql.placeholder("userId")))
  .prepare("balance_of_member");

/** Balance, held (pending debits) and available of a member; zeros without a wallet yet. */
export async function memberBalance(userId: number, exec: Executor = db): Promise<Balance> {
  const [row] =
    exec === db
      ? await balanceOfMember.execute({ userId })
      : await exec.select(balanceColumns).from(accounts).where(eq(accounts.userId, userId));
  return balanceOf(row);
}

export async function findTransferByKey(key: string, exec: Executor = db): Promise<Transfer | undefined> {
  const [row] = await exec.select().from(transfers).where(eq(transfers.idempotencyKey, key));
  return row;
}

export async function findTransfer(id: number, exec: Executor = db): Promise<Transfer | undefined> {
  const [row] = await exec.select().from(transfers).where(eq(transfers.id, id));
  return row;
}

const dialect = new PgDialect();

interface PostgresJsClient {
  begin<T>(fn: (sql: PostgresJsClient) => T): Promise<T>;
  unsafe(query: string, params: unknown[], options?: { prepare?: boolean }): Promise<unknown>;
}

function postgresJsClient(exec: Executor): PostgresJsClient | null {
  const client = (exec as unknown as { $client?: Partial<PostgresJsClient> }).$client;
  return client && typeof client.begin === "function" && typeof client.unsafe === "function"
    ? (client as PostgresJsClient)
    : null;
}

/**
 * Runs `statement` in a transaction that first locks `ids` in id order. The lock is its own
 * statement: the next one then takes a snapshot that already sees the newest locked rows (in one
 * statement, an UPDATE of a row locked by an earlier CTE starts from an older version and can
 * deadlock on the tuple lock with a waiter). On PostgreSQL the four messages (BEGIN, lock,
 * statement, COMMIT) are pipelined: one network round trip. Inside the caller's transaction it
 * joins that one.
 */
async function locked<T>(exec: Executor, ids: number[], statement: SQL): Promise<T[]> {
  const list = sql.join(
    [...new Set(ids)].sort((a, b) => a - b).map((id) => sql`${id}::int`),
    sql`, `,
  );
  const lock = sql`select id from accounts where id in (${list}) order by id for no key update`;
  if (inTransaction(exec)) {
    await exec.execute(lock);
    return rowsOf<T>(await exec.execute(statement));
  }
  const client = postgresJsClient(exec);
  if (client) {
    const [l, q] = [dialect.sqlToQuery(lock), dialect.sqlToQuery(statement)];
    // Prepared: the statements' text is the same for every transfer, only the parameters change.
    const [, rows] = await client.begin((tx) => [
      tx.unsafe(l.sql, l.params, { prepare: true }),
      tx.unsafe(q.sql, q.params, { prepare: true }),
    ]);
    return rowsOf<T>(rows);
  }
  return exec.transaction(async (tx) => {
    await tx.execute(lock);
    return rowsOf<T>(await tx.execute(statement));
  });
}

const transferReturning = sql`returning id::text as id, debit_account_id, credit_account_id, amount::text as amount, kind, status,
  reference_type, reference_id, memo, idempotency_key, fingerprint, created_by, created_at, resolved_at,
  debit_balance_after::text as debit_balance_after, credit_balance_after::text as credit_balance_after`;

type TransferRow = Record<string, unknown>;

function toTransfer(row: TransferRow): Transfer {
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));
  const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v as string));
  return {
    id: Number(row.id),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    amount: BigInt(row.amount as string),
    kind: row.kind as Transfer["kind"],
    status: row.status as Transfer["status"],
    referenceType: (row.reference_type as string | null) ?? null,
    referenceId: row.reference_id === null || row.reference_id === undefined ? null : Number(row.reference_id),
    memo: (row.memo as string | null) ?? null,
    idempotencyKey: row.idempotency_key as string,
    fingerprint: row.fingerprint as string,
    createdBy: row.created_by === null || row.created_by === undefined ? null : Number(row.created_by),
    createdAt: date(row.created_at)!,
    resolvedAt: date(row.resolved_at),
    debitBalanceAfter: big(row.debit_balance_after),
    creditBalanceAfter: big(row.credit_balance_after),
  };
}

function checkMovement(m: Movement) {
  if (m.amount <= 0n) throw new DomainError("wallet:errors.amountPositive", 422, "amount");
  if (m.debit === m.credit) throw new DomainError("wallet:errors.sameAccount", 422);
}

/**
 * Runs `apply` unless the key already produced a transfer. Two requests racing with one key: the
 * loser's INSERT hits the unique index, its statement rolls back, and it answers the winner's row.
 */
async function idempotent(
  op: string,
  m: Movement,
  exec: Executor,
  lock: number[],
  apply: (fingerprint: string) => SQL,
): Promise<LedgerResult> {
  checkMovement(m);
  const print = fingerprint(op, m.debit, m.credit, m.amount, m.kind, m.reference?.type, m.reference?.id, m.memo);
  const inCallersTransaction = inTransaction(exec);
  const run = async () =>
    lock.length ? locked<TransferRow>(exec, lock, apply(print)) : rowsOf<TransferRow>(await exec.execute(apply(print)));
  try {
    const { value, replayed } = await once({
      find: async () => {
        const first = await findTransferByKey(m.key, exec);
        if (first) assertSameRequest(first, print);
        return first;
      },
      // Its own transaction may be retried; inside a caller's, the caller's retry runs it again.
      create: async () => toTransfer((inCallersTransaction ? await run() : await withRetry(run))[0]),
      // Optimistic on its own: the key is usually new. When it is not, the statement fails (on the
      // unique key, or first on a balance check the first transfer made true) and rolls back: nothing
      // moved, and the answer is the first transfer whatever the balance is now. Inside a caller's
      // transaction a failed statement aborts it: there the key is looked up first, never after.
      findFirst: inCallersTransaction,
      findAfter: () => !inCallersTransaction,
    });
    if (!replayed) ledgerTransfers.inc({ outcome: value.status });
    return { transfer: value, replayed };
  } catch (error) {
    ledgerTransfers.inc({ outcome: "refused" });
    translateError(error);
  }
}

function insertColumns(m: Movement, status: "posted" | "pending", fingerprint: string) {
  return sql`${m.debit}::int, ${m.credit}::int, ${m.amount.toString()}::bigint, ${m.kind}, ${status}, ${m.reference?.type ?? null},
    ${m.reference?.id ?? null}::int, ${m.memo ?? null}, ${m.key}, ${fingerprint}, ${m.createdBy ?? null}::int`;
}

/** Moves `amount` from debit to credit at once (a posted transfer). */
export function transfer(m: Movement, exec: Executor = db): Promise<LedgerResult> {
  return idempotent("transfer", m, exec, [m.debit, m.credit], (fingerprint) => {
    const amount = m.amount.toString();
    return sql`
      with moved as (
        update accounts a
        set balance = a.balance + case when a.id = ${m.credit}::int then ${amount}::bigint else -${amount}::bigint end
        where a.id in (${m.debit}::int, ${m.credit}::int)
        returning a.id, a.balance
      )
      insert into transfers (debit_account_id, credit_account_id, amount, kind, status, reference_type, reference_id, memo,
        idempotency_key, fingerprint, created_by, resolved_at, debit_balance_after, credit_balance_after)
      select ${insertColumns(m, "posted", fingerprint)}, clock_timestamp(),
        (select balance from moved where id = ${m.debit}::int), (select balance from moved where id = ${m.credit}::int)
      ${transferReturning}`;
  });
}

/** Holds `amount` on the debit account (a pending transfer): it can no longer be spent; post or void it later. */
export function hold(m: Movement, exec: Executor = db): Promise<LedgerResult> {
  return idempotent("hold", m, exec, [], (fingerprint) => {
    const amount = m.amount.toString();
    return sql`
      with held as (
        update accounts set pending_debits = pending_debits + ${amount}::bigint where id = ${m.debit}::int returning id
      )
      insert into transfers (debit_account_id, credit_account_id, amount, kind, status, reference_type, reference_id, memo,
        idempotency_key, fingerprint, created_by)
      select ${insertColumns(m, "pending", fingerprint)} from held
      ${transferReturning}`;
  });
}

/**
 * Resolves a pending transfer: post moves the held amount, void releases it. At most once: the
 * UPDATE only matches `status = 'pending'`, re-checked on the newest row after the account locks.
 * Posting or voiding again what is already so is answered as a replay; the opposite is a 409.
 */
async function resolve(id: number, to: "posted" | "voided", exec: Executor): Promise<LedgerResult> {
  const current = await findTransfer(id, exec);
  if (!current) throw new DomainError("wallet:errors.notFound", 404);
  const { debitAccountId: d, creditAccountId: c } = current;
  const statement =
    to === "posted"
      ? sql`
        with resolved as (
          update transfers t set status = 'posted', resolved_at = clock_timestamp(),
            debit_balance_after = (select balance from accounts where id = ${d}::int) - t.amount,
            credit_balance_after = (select balance from accounts where id = ${c}::int) + t.amount
          where t.id = ${id}::bigint and t.status = 'pending'
          returning t.amount
        ), moved as (
          update accounts a
          set balance = a.balance + case when a.id = ${c}::int then r.amount else -r.amount end,
            pending_debits = a.pending_debits - case when a.id = ${d}::int then r.amount else 0 end
          from resolved r where a.id in (${d}::int, ${c}::int)
          returning a.id
        )
        select (select count(*) from resolved)::int as n, (select count(*) from moved)::int as m`
      : sql`
        with resolved as (
          update transfers t set status = 'voided', resolved_at = clock_timestamp()
          where t.id = ${id}::bigint and t.status = 'pending'
          returning t.amount
        ), moved as (
          update accounts a set pending_debits = a.pending_debits - r.amount
          from resolved r where a.id = ${d}::int
          returning a.id
        )
        select (select count(*) from resolved)::int as n, (select count(*) from moved)::int as m`;
  let done: number;
  try {
    const [row] = await locked<{ n: number }>(exec, to === "posted" ? [d, c] : [d], statement);
    done = Number(row.n);
  } catch (error) {
    translateError(error);
  }
  const after = (await findTransfer(id, exec))!;
  if (done === 1) return { transfer: after, replayed: false };
  if (after.status === to) return { transfer: after, replayed: true };
  throw new DomainError("wallet:errors.alreadyResolved", 409);
}

export function post(id: number, exec: Executor = db): Promise<LedgerResult> {
  return resolve(id, "posted", exec);
}

export function voidTransfer(id: number, exec: Executor = db): Promise<LedgerResult> {
  return resolve(id, "voided", exec);
}

/** Locks a member's wallet for the rest of the caller's transaction (e.g. to check a daily limit). */
export async function lockAccount(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`select id from accounts where id = ${accountId}::int for no key update`);
}

/**
 * Locks several wallets in id order (the one lock order) for the rest of the caller's transaction,
 * before a transaction moves money between more than two of them (a package purchase: buyer,
 * revenue, commissions, referrer); the balances read afterwards are current.
 */
export async function lockAccounts(tx: Tx, ids: number[]): Promise<void> {
  const list = sql.join(
    [...new Set(ids)].sort((a, b) => a - b).map((id) => sql`${id}::int`),
    sql`, `,
  );
  await tx.execute(sql`select id from accounts where id in (${list}) order by id for no key update`);
}

export interface LedgerCheck {
  sum: bigint;
  negativeMembers: number;
  mismatched: number;
  pendingMismatched: number;
  accounts: number;
  transfers: number;
}

/**
 * The invariants, computed by the database: the sum of balances (0), members below their holds (0),
 * accounts whose balance is not the sum of their posted transfers or whose pending debits are not
 * the sum of their pending transfers (0).
 */
export async function checkLedger(exec: Executor = db): Promise<LedgerCheck> {
  const [row] = rowsOf<Record<string, string | number>>(
    await exec.execute(sql`
      with posted as (${postedSums}), pending as (
        select debit_account_id as account_id, sum(amount) as total from transfers where status = 'pending' group by debit_account_id
      )
      select
        (select coalesce(sum(balance), 0) from accounts)::text as sum,
        (select count(*) from accounts where kind = 'member' and (balance < 0 or balance - pending_debits < 0))::int as negative,
        (select count(*) from accounts a left join posted p on p.account_id = a.id where a.balance <> coalesce(p.total, 0))::int as mismatched,
        (select count(*) from accounts a left join pending p on p.account_id = a.id where a.pending_debits <> coalesce(p.total, 0))::int as pending_mismatched,
        (select count(*) from accounts)::int as accounts,
        (select count(*) from transfers)::int as transfers`),
  );
  return ledgerCheckOf(row);
}

/** A check's six figures from its SQL's row (the full and the incremental check answer the same columns). */
export function ledgerCheckOf(row: Record<string, string | number>): LedgerCheck {
  return {
    sum: BigInt(row.sum),
    negativeMembers: Number(row.negative),
    mismatched: Number(row.mismatched),
    pendingMismatched: Number(row.pending_mismatched),
    accounts: Number(row.accounts),
    transfers: Number(row.transfers),
  };
}
