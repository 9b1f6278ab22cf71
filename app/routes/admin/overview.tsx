import { Link } from "react-router";

import {
  chartSeries,
  Figure,
  LedgerCheckStatus,
  LedgerTable,
  LedgerWarning,
  QueueFigure,
  RangeSwitch,
} from "~/components/admin/overview-parts";
import { DayChart } from "~/components/charts/day-chart";
import { PageTitle } from "~/components/page-title";
import { adminOverview } from "~/domain/back-office";
import { runLedgerCheck } from "~/domain/ledger";
import { peakOf } from "~/lib/charts";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { overviewDaysOf } from "~/lib/overview";
import { useTranslation } from "~/lib/use-translation";
import { formAction, noFields } from "~/utils/form-action.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/overview";

/**
 * /admin: what needs doing and how the business goes, with charts over ?days=7|30|90 (admins only:
 * the admin-only layout sends moderators to /admin/users). GET /api/admin/overview is its twin.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const days = overviewDaysOf(url.searchParams.get("days"));
  return { overview: await adminOverview({ days }) };
}

/**
 * "Check now": the ledger's full invariant check, run at once and stored like the background one
 * (decision 241); the page then shows its result. Changes nothing, so nothing to audit: who asked
 * is kept with the result.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const here = url;
  return formAction(request, {
    schema: noFields,
    run: () => runLedgerCheck(currentUser(context).id),
    redirect: `${here.pathname}${here.search}`,
    toast: (check) => (check.balanced ? "admin:overview.ledger.checkedOk" : "admin:overview.ledger.checkedBroken"),
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export default function AdminOverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const { overview: o } = loaderData;
  const orders = localePath("/admin/orders");
  const s = chartSeries(o.series);
  const range = { from: o.from, to: o.to };
  const peakOrders = peakOf(s.days, s.orders.values);
  const peakMembers = peakOf(s.days, s.members.values);
  const h2 = "mb-3 text-lg font-semibold";
  return (
    <div className="space-y-8">
      <div>
        <PageTitle title={t("admin:overview.title")} />
        <p className="text-sm text-slate-500">{t("admin:overview.timeZone")}</p>
      </div>

      <LedgerWarning ledger={o.ledger} />

      <section aria-labelledby="overview-todo">
        <h2 id="overview-todo" className={h2}>
          {t("admin:overview.todo.title")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <QueueFigure
            label={t("admin:overview.todo.deposits")}
            queue={o.queues.deposits}
            href={`${localePath("/admin/deposite-ccm")}?status=pending`}
            testId="figure-deposits"
          />
          <QueueFigure
            label={t("admin:overview.todo.withdrawalsUsdt")}
            queue={o.queues.withdrawals.usdt}
            href={`${localePath("/admin/withdraw")}?status=pending`}
            testId="figure-withdrawals-usdt"
          />
          <QueueFigure
            label={t("admin:overview.todo.withdrawalsCcm")}
            queue={o.queues.withdrawals.ccm}
            href={`${localePath("/admin/withdraw-ccm")}?status=pending`}
            testId="figure-withdrawals-ccm"
          />
          <Figure
            label={t("admin:overview.todo.products")}
            value={o.queues.products}
            href={localePath("/admin/user-products/:id?")}
            testId="figure-products"
            attention={o.queues.products > 0}
          />
          <QueueFigure
            label={t("admin:overview.todo.secondAdmin")}
            queue={o.queues.secondAdmin}
            href={localePath("/admin/settings")}
            testId="figure-second-admin"
          />
        </div>
      </section>

      <section aria-labelledby="overview-orders">
        <h2 id="overview-orders" className={h2}>
          {t("admin:overview.orders.title")}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h3 className="mb-2 text-sm font-medium text-slate-600">{t("admin:overview.orders.byStatus")}</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="overview-order-statuses">
              {o.orders.byStatus.map((row) => (
                <li key={row.status}>
                  <Figure
                    label={t(`orders:status.${row.status}`)}
                    value={row.count}
                    href={`${orders}?status=${row.status}`}
                    testId={`figure-orders-${row.status}`}
                  />
                </li>
              ))}
            </ul>
          </div>
          <Figure
            label={t("admin:overview.orders.value", { days: o.orders.recent.days })}
            value={formatUsd(o.orders.recent.usd)}
            href={`${orders}?from=${o.orders.recent.from}`}
            testId="figure-order-value"
            detail={
              <>
                <span className="block">
                  {t("admin:overview.orders.usd")}: {formatUsd(o.orders.recent.usd)}
                </span>
                <span className="block" data-testid="figure-order-value-vnd">
                  {t("admin:overview.orders.vnd")}: {formatVnd(o.orders.recent.vnd, lng)}
                </span>
                <span className="block" data-testid="figure-order-value-cct">
                  {t("admin:overview.orders.cct")}: {formatCoin(o.orders.recent.cct)} CCT
                </span>
                <span className="mt-1 block">
                  {t("admin:overview.orders.valueDetail", {
                    live: o.orders.recent.live,
                    orders: o.orders.recent.orders,
                    from: o.orders.recent.from,
                  })}
                </span>
              </>
            }
          />
        </div>
      </section>

      <section aria-labelledby="overview-members">
        <h2 id="overview-members" className={h2}>
          {t("admin:overview.members.title")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Figure
            label={t("admin:overview.members.total")}
            value={o.members.total}
            href={localePath("/admin/users")}
            testId="figure-members"
          />
          <Figure
            label={t("admin:overview.members.activated")}
            value={o.members.activated}
            href={localePath("/admin/users")}
            testId="figure-members-activated"
          />
          <Figure
            label={t("admin:overview.members.recent", { days: o.orders.recent.days })}
            value={o.members.recent}
            href={localePath("/admin/users")}
            testId="figure-members-recent"
          />
        </div>
      </section>

      <section aria-labelledby="overview-ledger">
        <h2 id="overview-ledger" className={h2}>
          {t("admin:overview.ledger.title")}
        </h2>
        <LedgerCheckStatus ledger={o.ledger} />
        <LedgerTable ledger={o.ledger} />
      </section>

      <section aria-labelledby="overview-charts" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="overview-charts" className="text-lg font-semibold">
            {t("admin:overview.charts.title")}
          </h2>
          <RangeSwitch days={o.days} />
        </div>
        <DayChart
          id="chart-orders"
          testId="chart-orders"
          title={t("admin:overview.charts.orders.title")}
          description={t("admin:overview.charts.orders.desc", {
            ...range,
            orders: sum(s.orders.values),
            value: formatUsd(o.series.reduce((total, d) => total + d.orderValueUsd, 0n)),
            peakDay: peakOrders?.day ?? "—",
            peak: peakOrders?.value ?? 0,
          })}
          days={s.days}
          bars={[{ label: t("admin:overview.charts.orders.orders"), tone: "emerald", ...s.orders }]}
          line={{ label: t("admin:overview.charts.orders.value"), tone: "sky", ...s.value }}
          leftAxis={t("admin:overview.charts.orders.orders")}
          rightAxis="USD"
          xAxis={t("admin:overview.charts.xAxis")}
          dayHeader={t("admin:overview.charts.day")}
          tableLabel={t("admin:overview.charts.table")}
          wholeNumbers
        />
        <DayChart
          id="chart-members"
          testId="chart-members"
          title={t("admin:overview.charts.members.title")}
          description={t("admin:overview.charts.members.desc", {
            ...range,
            members: sum(s.members.values),
            peakDay: peakMembers?.day ?? "—",
            peak: peakMembers?.value ?? 0,
          })}
          days={s.days}
          bars={[{ label: t("admin:overview.charts.members.members"), tone: "amber", ...s.members }]}
          leftAxis={t("admin:overview.charts.members.members")}
          xAxis={t("admin:overview.charts.xAxis")}
          dayHeader={t("admin:overview.charts.day")}
          tableLabel={t("admin:overview.charts.table")}
          wholeNumbers
        />
        <DayChart
          id="chart-money"
          testId="chart-money"
          title={t("admin:overview.charts.money.title")}
          description={t("admin:overview.charts.money.desc", {
            ...range,
            deposits: formatCoin(o.series.reduce((total, d) => total + d.depositCct, 0n)),
            depositCount: o.series.reduce((total, d) => total + d.deposits, 0),
            withdrawals: formatCoin(o.series.reduce((total, d) => total + d.withdrawalCct, 0n)),
            withdrawalCount: o.series.reduce((total, d) => total + d.withdrawals, 0),
          })}
          days={s.days}
          bars={[
            { label: t("admin:overview.charts.money.deposits"), tone: "emerald", ...s.deposits },
            { label: t("admin:overview.charts.money.withdrawals"), tone: "rose", ...s.withdrawals },
          ]}
          leftAxis={t("admin:overview.charts.money.axis")}
          xAxis={t("admin:overview.charts.xAxis")}
          dayHeader={t("admin:overview.charts.day")}
          tableLabel={t("admin:overview.charts.table")}
        />
      </section>
      {/* The specification's admin bar has no Packages entry: the overview links to it. */}
      <Link
        to={localePath("/admin/packages")}
        className="block max-w-sm rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-400"
        data-testid="admin-packages-link"
      >
        <span className="font-semibold text-emerald-700">{t("packages:admin.link")}</span>
        <span className="mt-1 block text-sm text-slate-600">{t("packages:admin.linkHint")}</span>
      </Link>
    </div>
  );
}
