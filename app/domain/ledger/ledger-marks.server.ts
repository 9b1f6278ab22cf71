import { sql } from "drizzle-orm";

import type { Tx } from "~/db/client.server";
import { pgErrorOf } from "~/db/pg-errors.server";
import { rowsOf } from "~/db/rows.server";

import { postedSums } from "./ledger-sums.server";
import { ledgerCheckOf, type LedgerCheck } from "./ledger.server";

/**
 * The two ways of checking the ledger's invariants and the marks they leave (decision 269).
 *
 * The state a check leaves: a mark M (a transfer id), per account the sum of the posted transfers it
 * counted (ledger_check_marks), and the ids at or below M it could not count for good
 * (ledger_check_open): pending transfers, which may still be posted or voided, and ids not visible
 * to its snapshot — a transaction still in flight, which may commit later with an id below newer
 * ones, or one rolled back. Posted and voided transfers never change again, so everything at or
 * below M that is not open is counted once and for all. The next incremental check reads only the
 * transfers above M and the open ones.
 *
 * Both run inside the caller's transaction, which first takes `lockMarks` so that checks follow one
 * another; writers of money never take that lock.
 */

interface Row {
  sum: string;
  negative: number;
  mismatched: number;
  pending_mismatched: number;
  accounts: number;
  transfers: number;
  through: string;
}

function toCheck(row: Row): LedgerCheck & { through: number } {
  return { ...ledgerCheckOf({ ...row }), through: Number(row.through) };
}

/** One check at a time: the marks are read and written by one check, whatever the process. */
export async function lockMarks(tx: Tx): Promise<void> {
  // EXCLUSIVE lets readers through; LOCK takes no snapshot, so the check's statements see what the
  // previous check committed.
  await tx.execute(sql`lock table ledger_check_marks in exclusive mode`);
}

/**
 * Every transfer read (the invariants of checkLedger, in one statement so one snapshot), and the
 * marks brought to that same snapshot: the posted sums per account, every pending transfer open, and
 * every id missing below the highest one. The posted sums are computed once, for the check and the
 * marks. Only what differs is written (decision 270): after the previous check the marks already
 * hold nearly every sum, and rewriting 100,000 rows (each checked against its foreign key) cost
 * three times the check itself. The ids missing at or below the previous mark `from` are those it
 * left open and that are still not visible (ids only grow; a transfer is never deleted; an id
 * forgotten as rolled back never commits); above it they are looked for one by one. Without a mark,
 * from 1.
 */
export async function fullCheck(tx: Tx, from: number | null): Promise<LedgerCheck & { through: number }> {
  const m = sql`${from ?? 0}::bigint`;
  // The sums in a table of the transaction's own, so that reading every transfer runs in parallel: a
  // statement that writes never does (at S2, 10 s alone instead of 6). The next statement sees the
  // same snapshot: the caller's transaction is REPEATABLE READ.
  await tx.execute(sql`create temporary table ledger_check_posted on commit drop as ${postedSums}`);
  const [row] = rowsOf<Row>(
    await tx.execute(sql`
      with posted as (
        select account_id, total from ledger_check_posted
      ), pending_rows as materialized (
        select id, debit_account_id, amount from transfers where status = 'pending'
      ), pending as (
        select debit_account_id as account_id, sum(amount) as total from pending_rows group by debit_account_id
      ), top as materialized (
        select coalesce(max(id), 0) as through from transfers
      ), missing as (
        select o.transfer_id as id from ledger_check_open o
        where not o.pending and o.transfer_id <= ${m} and not exists (select 1 from transfers t where t.id = o.transfer_id)
        union all
        select g from generate_series(${m} + 1, (select through from top)) g
        where not exists (select 1 from transfers t where t.id = g)
      ), open_now as (
        select id, true as pending from pending_rows union all select id, false from missing
      ), open_diff as materialized (
        -- A full join (hash or merge, never a loop of lookups): what changed, few rows.
        select coalesce(n.id, o.transfer_id) as id, n.pending as now, o.pending as was
        from open_now n full join ledger_check_open o on o.transfer_id = n.id
        where n.pending is distinct from o.pending
      ), opened as (
        insert into ledger_check_open (transfer_id, pending) select id, now from open_diff where was is null
        returning 1
      ), reopened as (
        update ledger_check_open o set pending = d.now from open_diff d
        where d.id = o.transfer_id and d.now is not null and d.was is not null
        returning 1
      ), closed as (
        delete from ledger_check_open o using open_diff d where d.id = o.transfer_id and d.now is null
        returning 1
      ), marks_diff as materialized (
        select coalesce(p.account_id, k.account_id) as account_id, p.total as now, k.posted as was
        from posted p full join ledger_check_marks k on k.account_id = p.account_id
        where p.total is distinct from k.posted
      ), counted as (
        insert into ledger_check_marks (account_id, posted) select account_id, now from marks_diff where was is null
        returning 1
      ), recounted as (
        update ledger_check_marks k set posted = d.now from marks_diff d
        where d.account_id = k.account_id and d.now is not null and d.was is not null
        returning 1
      ), uncounted as (
        delete from ledger_check_marks k using marks_diff d where d.account_id = k.account_id and d.now is null
        returning 1
      )
      select
        (select coalesce(sum(balance), 0) from accounts)::text as sum,
        (select count(*) from accounts where kind = 'member' and (balance < 0 or balance - pending_debits < 0))::int as negative,
        (select count(*) from accounts a left join posted p on p.account_id = a.id where a.balance <> coalesce(p.total, 0))::int as mismatched,
        (select count(*) from accounts a left join pending p on p.account_id = a.id where a.pending_debits <> coalesce(p.total, 0))::int as pending_mismatched,
        (select count(*) from accounts)::int as accounts,
        (select count(*) from transfers)::int as transfers,
        (select through from top)::text as through`),
  );
  return toCheck(row);
}

/**
 * Only what changed since the mark `from`: the transfers above it and the open ones (an open one
 * still pending as before moved nothing and touches no account). It proves, for every account
 * touched, that its balance is the counted sum plus the newly posted transfers, its held amount the
 * sum of its pending transfers (all of them, from the partial index), and its running balance
 * (the latest posted transfer's balance after) its balance; for all accounts, that balances sum to
 * zero and no member is below their holds (one pass over accounts, no transfer).
 * An account nothing touched is not compared: a balance changed behind the ledger's back is found
 * when a transfer touches the account, or by the next full check.
 */
export async function incrementalCheck(tx: Tx, from: number): Promise<LedgerCheck & { through: number }> {
  const m = sql`${from}::bigint`;
  const [row] = rowsOf<Row>(
    await tx.execute(sql`
      with pending_now as materialized (
        -- Every pending transfer, from the small partial index transfers_pending_idx: the open ones still
        -- pending as before are found there and not read again.
        select id, debit_account_id, amount from transfers where status = 'pending'
      ), changed as materialized (
        select id, debit_account_id as d, credit_account_id as c, amount, status, resolved_at,
          debit_balance_after as d_after, credit_balance_after as c_after, true as moved, false as was_pending
        from transfers where id > ${m}
        union all
        select t.id, t.debit_account_id, t.credit_account_id, t.amount, t.status, t.resolved_at,
          t.debit_balance_after, t.credit_balance_after, true, o.pending
        from ledger_check_open o join transfers t on t.id = o.transfer_id
        where not (o.pending and o.transfer_id in (select id from pending_now))
      ), top as (
        select coalesce(max(id), ${m}) as through from changed where id > ${m}
      ), sides as (
        select d as account_id, -amount as delta, status, resolved_at, d_after as after, id from changed where moved
        union all select c, amount, status, resolved_at, c_after, id from changed where moved
      ), touched as (
        select account_id, coalesce(sum(delta) filter (where status = 'posted'), 0) as delta from sides group by account_id
      ), pending as (
        select debit_account_id as account_id, sum(amount) as total from pending_now group by debit_account_id
      ), latest as (
        select distinct on (account_id) account_id, after from sides where status = 'posted'
        order by account_id, resolved_at desc, id desc
      ), checked as materialized (
        select a.id, a.balance, a.pending_debits, t.delta, coalesce(k.posted, 0) + t.delta as posted,
          coalesce(p.total, 0) as pending, l.after
        from touched t
        join accounts a on a.id = t.account_id
        left join ledger_check_marks k on k.account_id = t.account_id
        left join pending p on p.account_id = t.account_id
        left join latest l on l.account_id = t.account_id
      ), marked as (
        insert into ledger_check_marks (account_id, posted) select id, posted from checked where delta <> 0
        on conflict (account_id) do update set posted = excluded.posted
        returning 1
      ), closed as (
        delete from ledger_check_open o using changed c where c.id = o.transfer_id and c.status <> 'pending'
        returning 1
      ), now_pending as (
        update ledger_check_open o set pending = true from changed c
        where c.id = o.transfer_id and c.status = 'pending' and not c.was_pending and c.id <= ${m}
        returning 1
      ), opened as (
        insert into ledger_check_open (transfer_id, pending)
        select id, true from changed where id > ${m} and status = 'pending'
        union all
        select g, false from generate_series(${m} + 1, (select through from top)) g
        where not exists (select 1 from changed c where c.id = g)
        returning 1
      ), totals as (
        select coalesce(sum(balance), 0) as sum,
          count(*) filter (where kind = 'member' and (balance < 0 or balance - pending_debits < 0)) as negative
        from accounts
      )
      select
        (select sum from totals)::text as sum,
        (select negative from totals)::int as negative,
        (select count(*) from checked where balance <> posted or after <> balance)::int as mismatched,
        (select count(*) from checked where pending_debits <> pending)::int as pending_mismatched,
        (select count(*) from checked)::int as accounts,
        (select count(*) from changed)::int as transfers,
        (select through from top)::text as through`),
  );
  return toCheck(row);
}

/**
 * Forgets the open ids that were rolled back: with a SHARE lock on transfers no transaction that
 * writes one is in flight, so an id still missing then never commits. NOWAIT: when money is moving
 * the lock is not waited for (nor are the writers made to queue behind it) and this throws 55P03
 * (`isLockBusy`); the ids stay open, read again by their key until a quiet moment.
 */
export async function forgetRolledBack(tx: Tx): Promise<number> {
  await tx.execute(sql`lock table transfers in share mode nowait`);
  const rows = rowsOf(
    await tx.execute(sql`
      delete from ledger_check_open o where not o.pending and not exists (select 1 from transfers t where t.id = o.transfer_id)
      returning transfer_id`),
  );
  return rows.length;
}

/** The lock was not free (NOWAIT). */
export function isLockBusy(error: unknown): boolean {
  return pgErrorOf(error).code === "55P03";
}
