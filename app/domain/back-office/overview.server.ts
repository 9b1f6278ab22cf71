import { sql, type SQL } from "drizzle-orm";

import { db } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { orderStatuses, type OrderStatus } from "~/db/schema";
import { lastLedgerCheck, type StoredLedgerCheck } from "~/domain/ledger";
import { timeZone } from "~/lib/dates";
import { orderValueDays, type OverviewDays } from "~/lib/overview";

/**
 * The back office's overview (/admin and GET /api/admin/overview): what needs doing and how the
 * business goes, every figure an aggregate computed by the database (no rows are loaded to be
 * counted here). Days are calendar days in America/New_York, the time zone the app shows times in
 * (decision 103): "the last N days" are N such days, today included.
 */

export interface Queue {
  count: number;
  /** The oldest pending request's creation, and its age in seconds at `now`. */
  oldestAt: Date | null;
  oldestAgeSeconds: number | null;
  /** Of those, the ones a first admin approved, waiting for a second (four eyes). */
  awaitingSecond: number;
}

export interface OverviewDay {
  /** YYYY-MM-DD, a New York calendar day. */
  day: string;
  /** Orders placed that day (every status). */
  orders: number;
  /** Their value in USD cents, canceled and rejected orders left out. */
  orderValueUsd: bigint;
  /** Members who signed up that day (the system store is not a member). */
  members: number;
  /** Deposits confirmed that day and the CCT they credited (10^-8). */
  deposits: number;
  depositCct: bigint;
  /** Withdrawals paid out that day and their CCT (10^-8). */
  withdrawals: number;
  withdrawalCct: bigint;
}

export interface SystemAccountTotal {
  code: string;
  balance: bigint;
  held: bigint;
}

export interface AdminOverview {
  days: OverviewDays;
  /** The first and last day of the charts' range. */
  from: string;
  to: string;
  orders: {
    byStatus: { status: OrderStatus; count: number }[];
    /** The last `orderValueDays` days: orders placed, those neither canceled nor rejected, and their value. */
    recent: {
      days: number;
      from: string;
      orders: number;
      live: number;
      /** List-price value of the live orders, USD cents. */
      usd: bigint;
      /** Đồng of the live orders paid by bank transfer. */
      vnd: bigint;
      /** CCT (10^-8) of the live orders paid from balances. */
      cct: bigint;
    };
  };
  queues: {
    deposits: Queue;
    withdrawals: { usdt: Queue; ccm: Queue };
    /** Members' products waiting for an admin (new ones and changes of approved ones). */
    products: number;
    /** Balance adjustments and changes of the money controls waiting for a second admin. */
    secondAdmin: Queue;
  };
  members: { total: number; activated: number; recent: number };
  ledger: {
    system: SystemAccountTotal[];
    members: { accounts: number; balance: bigint; held: bigint };
    /** The sum of every balance, now (the system accounts' and the members' above). */
    sum: bigint;
    /**
     * The latest stored check (background or "Check now", decisions 241 and 269), full or
     * incremental, with when it ran and its age in seconds at `now`, and the last full one's; null
     * before the first run.
     */
    check: (StoredLedgerCheck & { ageSeconds: number; lastFullAt: Date | null; fullAgeSeconds: number | null }) | null;
    /** At the last check, the sum of every balance was zero and every other invariant held; null: never checked. */
    balanced: boolean | null;
  };
  series: OverviewDay[];
}

const zone = () => sql`${timeZone}::text`;

/** Today's date in New York at `at` (an ISO instant: a JS Date binds differently on PGlite and PostgreSQL). */
const today = (at: string) => sql`(${at}::timestamptz at time zone ${zone()})::date`;

/** The first of the last `days` New York days up to `at`'s day. */
const firstDay = (at: string, days: number) => sql`(${today(at)} - ${days - 1}::int)`;

/**
 * The overview's per-day figures (decision 263): the folded days and the deltas not yet folded, one
 * snapshot of both. Each write appended its change in its own transaction, so this is exact.
 */
const figures = (where: SQL) => sql`(
  select day, metric, count, amount from overview_days where ${where}
  union all select day, metric, count, amount from overview_deltas where ${where}) f`;

/**
 * Folds the deltas into the days (one folder at a time, the others go on): the deltas stay few. Each
 * view does it, and a scheduled job too, so a quiet back office does not meet a month of deltas.
 */
export async function foldOverview(): Promise<void> {
  await db.execute(sql`select overview_fold()`);
}

async function ordersFigures(at: string) {
  const byStatus = rowsOf<{ status: string; n: string }>(
    await db.execute(sql`
      select substr(metric, 8) as status, sum(count)::text as n
      from ${figures(sql`metric like 'orders:%'`)} group by metric`),
  );
  const first = firstDay(at, orderValueDays);
  const [recent] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      select to_char(${first}, 'YYYY-MM-DD') as from,
        coalesce(sum(count) filter (where metric = 'orders'), 0)::int as orders,
        coalesce(sum(count) filter (where metric = 'live'), 0)::int as live,
        coalesce(sum(amount) filter (where metric = 'live'), 0)::text as usd,
        coalesce(sum(amount) filter (where metric = 'live:vnd'), 0)::text as vnd,
        coalesce(sum(amount) filter (where metric = 'live:cct'), 0)::text as cct
      from ${figures(sql`day >= ${first} and day <= ${today(at)} and metric in ('orders', 'live', 'live:vnd', 'live:cct')`)}`),
  );
  return {
    byStatus: orderStatuses.map((status) => ({ status, count: Number(byStatus.find((r) => r.status === status)?.n ?? 0) })),
    recent: {
      days: orderValueDays,
      from: String(recent.from),
      orders: Number(recent.orders),
      live: Number(recent.live),
      usd: BigInt(recent.usd),
      vnd: BigInt(recent.vnd),
      cct: BigInt(recent.cct),
    },
  };
}

type QueueName = "deposits" | "usdt" | "ccm" | "products" | "second";

/**
 * Pending deposits, pending withdrawals of each kind, products waiting for moderation, and what waits
 * for a second admin: how many, since when.
 */
async function queueFigures(at: string) {
  const oldest = (column: SQL, second = sql`0`) => sql`
    count(*)::int as n,
    (${second})::int as second,
    to_char(min(${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest,
    floor(extract(epoch from (${at}::timestamptz - min(${column}))))::bigint::text as age`;
  const firstApproved = sql`count(first_approved_by)`;
  const rows = rowsOf<{ queue: QueueName; n: number; second: number; oldest: string | null; age: string | null }>(
    await db.execute(sql`
      select 'deposits' as queue, ${oldest(sql`created_at`, firstApproved)} from deposits where status = 'pending'
      union all
      select 'usdt', ${oldest(sql`created_at`, firstApproved)} from withdrawals where status = 'pending' and method = 'usdt'
      union all
      select 'ccm', ${oldest(sql`created_at`, firstApproved)} from withdrawals where status = 'pending' and method = 'ccm'
      union all
      select 'second', ${oldest(sql`created_at`)} from (
        select created_at from adjustment_requests where status = 'pending'
        union all select created_at from control_changes where status = 'pending'
        union all select created_at from refund_requests where status = 'pending') waiting
      union all
      select 'products', ${oldest(sql`coalesce(p.submitted_at, p.updated_at)`)}
      from products p
      -- The system store's id found once by its index, rather than every waiting product joined to its store.
      where p.store_id is distinct from (select id from users where lower(account) = 'default')
        and (p.status = 'waiting' or p.revision_state = 'waiting')`),
  );
  const queue = (name: QueueName): Queue => {
    const row = rows.find((r) => r.queue === name);
    return {
      count: Number(row?.n ?? 0),
      oldestAt: row?.oldest ? new Date(row.oldest) : null,
      oldestAgeSeconds: row?.age === null || row?.age === undefined ? null : Number(row.age),
      awaitingSecond: Number(row?.second ?? 0),
    };
  };
  return {
    deposits: queue("deposits"),
    withdrawals: { usdt: queue("usdt"), ccm: queue("ccm") },
    products: queue("products").count,
    secondAdmin: queue("second"),
  };
}

/** Members (every user but the system store): all, activated, joined in the last 30 days. */
async function memberFigures(at: string) {
  const first = firstDay(at, orderValueDays);
  const [row] = rowsOf<{ total: number; activated: number; recent: number }>(
    await db.execute(sql`
      select coalesce(sum(count) filter (where metric = 'members'), 0)::int as total,
        coalesce(sum(count) filter (where metric = 'members:activated'), 0)::int as activated,
        coalesce(sum(count) filter (where metric = 'members' and day >= ${first} and day <= ${today(at)}), 0)::int as recent
      from ${figures(sql`metric in ('members', 'members:activated')`)}`),
  );
  return { total: Number(row.total), activated: Number(row.activated), recent: Number(row.recent) };
}

const secondsBetween = (then: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));

/**
 * Each system account's balance and held amount, the members' together, and the last stored check
 * of the ledger's invariants: the check reads every transfer, so it never runs per view (decision 241).
 */
async function ledgerFigures(now: Date) {
  // Every system account has a code (accounts_owner_check): saying so lets its index find the few among the members'.
  const system = rowsOf<{ code: string; balance: string; held: string }>(
    await db.execute(sql`
      select code, balance::text as balance, pending_debits::text as held from accounts
      where kind = 'system' and code is not null order by code`),
  );
  // The members' accounts together from their rollup (decision 266): a few rows, not every account.
  const [members] = rowsOf<{ accounts: number; balance: string; held: string }>(
    await db.execute(sql`
      select coalesce(sum(accounts), 0)::int as accounts, coalesce(sum(balance), 0)::text as balance,
        coalesce(sum(held), 0)::text as held
      from member_account_totals`),
  );
  const last = await lastLedgerCheck();
  const systemAccounts = system.map((r) => ({ code: r.code, balance: BigInt(r.balance), held: BigInt(r.held) }));
  return {
    system: systemAccounts,
    members: { accounts: Number(members.accounts), balance: BigInt(members.balance), held: BigInt(members.held) },
    sum: systemAccounts.reduce((total, a) => total + a.balance, BigInt(members.balance)),
    check: last && {
      ...last,
      ageSeconds: secondsBetween(last.checkedAt, now),
      fullAgeSeconds: last.lastFullAt && secondsBetween(last.lastFullAt, now),
    },
    balanced: last?.balanced ?? null,
  };
}

/**
 * One row per day of the range, days without anything included (generate_series): orders placed
 * and their value, sign-ups, deposits confirmed and withdrawals paid out (by the day the money moved).
 */
async function dailySeries(at: string, days: number): Promise<OverviewDay[]> {
  const first = firstDay(at, days);
  const total = (metric: string, column: "count" | "amount") =>
    sql`coalesce(sum(f.${sql.raw(column)}) filter (where f.metric = ${metric}), 0)`;
  const rows = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      with days as (
        select generate_series(${first}::timestamp, ${today(at)}::timestamp, interval '1 day')::date as day
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
        ${total("orders", "count")}::int as orders, ${total("live", "amount")}::text as usd,
        ${total("members", "count")}::int as members,
        ${total("deposits", "count")}::int as deposits, ${total("deposits", "amount")}::text as deposit_cct,
        ${total("withdrawals", "count")}::int as withdrawals, ${total("withdrawals", "amount")}::text as withdrawal_cct
      from days left join ${figures(sql`day >= ${first} and day <= ${today(at)} and metric in ('orders', 'live', 'members', 'deposits', 'withdrawals')`)}
        on f.day = days.day
      group by days.day order by days.day`),
  );
  return rows.map((r) => ({
    day: String(r.day),
    orders: Number(r.orders),
    orderValueUsd: BigInt(r.usd),
    members: Number(r.members),
    deposits: Number(r.deposits),
    depositCct: BigInt(r.deposit_cct),
    withdrawals: Number(r.withdrawals),
    withdrawalCct: BigInt(r.withdrawal_cct),
  }));
}

/** Everything the overview shows, for the charts' range of `days` ending on `now`'s New York day. */
export async function adminOverview({ days, now = new Date() }: { days: OverviewDays; now?: Date }): Promise<AdminOverview> {
  const at = now.toISOString();
  await foldOverview();
  const [orders, queues, members, ledger, series] = await Promise.all([
    ordersFigures(at),
    queueFigures(at),
    memberFigures(at),
    ledgerFigures(now),
    dailySeries(at, days),
  ]);
  return { days, from: series[0]?.day ?? "", to: series.at(-1)?.day ?? "", orders, queues, members, ledger, series };
}
