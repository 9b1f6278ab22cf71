import type { AdminOverview, Queue } from "~/domain/back-office";
import { timeZone } from "~/lib/dates";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/** The overview as GET /api/admin/overview answers it: the API's wire shape, kept at the API's edge. */

const cct = (units: bigint) => unitsToNumber(units, COIN_DECIMALS);
const usd = (cents: bigint) => unitsToNumber(cents, USD_DECIMALS);
const queueJson = (q: Queue) => ({
  pending: q.count,
  awaiting_second_admin: q.awaitingSecond,
  oldest_at: q.oldestAt,
  oldest_age_seconds: q.oldestAgeSeconds,
});

/** The overview as GET /api/admin/overview answers it: amounts as numbers of USD, đồng and CCT. */
export function overviewJson(o: AdminOverview) {
  return {
    days: o.days,
    from: o.from,
    to: o.to,
    time_zone: timeZone,
    orders: {
      by_status: Object.fromEntries(o.orders.byStatus.map((s) => [s.status, s.count])),
      last_30_days: {
        from: o.orders.recent.from,
        orders: o.orders.recent.orders,
        live_orders: o.orders.recent.live,
        value_usd: usd(o.orders.recent.usd),
        bank_vnd: Number(o.orders.recent.vnd),
        balance_cct: cct(o.orders.recent.cct),
      },
    },
    pending: {
      deposits: queueJson(o.queues.deposits),
      withdrawals_usdt: queueJson(o.queues.withdrawals.usdt),
      withdrawals_ccm: queueJson(o.queues.withdrawals.ccm),
      products_to_moderate: o.queues.products,
      second_admin: queueJson(o.queues.secondAdmin),
    },
    members: o.members,
    ledger: {
      system_accounts: o.ledger.system.map((a) => ({ code: a.code, balance: cct(a.balance), held: cct(a.held) })),
      members: { accounts: o.ledger.members.accounts, balance: cct(o.ledger.members.balance), held: cct(o.ledger.members.held) },
      sum: cct(o.ledger.sum),
      // The last background (or admin-asked) check of every invariant; null: not checked yet (decision 241).
      balanced: o.ledger.balanced,
      checked_at: o.ledger.check?.checkedAt.toISOString() ?? null,
      // The frequent check reads only the new transfers; the full one runs nightly and on demand (decision 269).
      check_kind: o.ledger.check?.kind ?? null,
      full_checked_at: o.ledger.check?.lastFullAt?.toISOString() ?? null,
    },
    series: o.series.map((d) => ({
      day: d.day,
      orders: d.orders,
      order_value_usd: usd(d.orderValueUsd),
      members: d.members,
      deposits: d.deposits,
      deposit_cct: cct(d.depositCct),
      withdrawals: d.withdrawals,
      withdrawal_cct: cct(d.withdrawalCct),
    })),
  };
}
