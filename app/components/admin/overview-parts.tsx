import { Form, Link } from "react-router";

import type { ChartSeries } from "~/components/charts/day-chart";
import { SubmitButton } from "~/components/forms";
import { Table, Td } from "~/components/ui/table";
import type { AdminOverview, Queue } from "~/domain/back-office";
import { useLocalePath } from "~/lib/hooks";
import { formatCoin, formatUsd } from "~/lib/money";
import { ageOf, overviewRanges, type OverviewDays } from "~/lib/overview";
import { useTranslation } from "~/lib/use-translation";

/** One figure of the overview: a label, the number, a line of detail; the whole card links to its page. */
export function Figure({
  label,
  value,
  detail,
  href,
  testId,
  attention = false,
}: {
  label: string;
  value: React.ReactNode;
  detail?: React.ReactNode;
  href: string;
  testId: string;
  /** Something waits for an admin: the card stands out. */
  attention?: boolean;
}) {
  return (
    <Link
      to={href}
      className={`block rounded-lg border bg-white p-4 shadow-sm hover:border-emerald-500 focus-visible:outline-2 focus-visible:outline-emerald-600 ${attention ? "border-amber-400" : "border-slate-200"}`}
      data-testid={testId}
    >
      <span className="block text-sm text-slate-500">{label}</span>
      <span className="mt-1 block text-2xl font-bold text-slate-900" data-testid={`${testId}-value`}>
        {value}
      </span>
      {detail ? <span className="mt-1 block text-xs text-slate-500">{detail}</span> : null}
    </Link>
  );
}

/** A pending queue as a figure: how many, and for how long the oldest has waited. */
export function QueueFigure({ label, queue, href, testId }: { label: string; queue: Queue; href: string; testId: string }) {
  const { t } = useTranslation();
  const age = queue.oldestAgeSeconds === null ? null : ageOf(queue.oldestAgeSeconds);
  return (
    <Figure
      label={label}
      value={queue.count}
      href={href}
      testId={testId}
      attention={queue.count > 0}
      detail={
        <>
          {age
            ? t("admin:overview.todo.oldest", { age: t(`admin:overview.age.${age.unit}`, { count: age.count }) })
            : t("admin:overview.todo.nothing")}
          {queue.awaitingSecond > 0 ? (
            <span className="block font-medium text-amber-700" data-testid={`${testId}-second`}>
              {t("admin:overview.todo.awaitingSecond", { count: queue.awaitingSecond })}
            </span>
          ) : null}
        </>
      }
    />
  );
}

/** The charts' range: plain links (?days=7|30|90), so it works with JavaScript off. */
export function RangeSwitch({ days }: { days: OverviewDays }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <nav aria-label={t("admin:overview.charts.range")} data-testid="overview-range">
      <ul className="flex gap-1">
        {overviewRanges.map((range) => (
          <li key={range}>
            <Link
              to={`${localePath("/admin")}?days=${range}`}
              preventScrollReset
              aria-current={range === days ? "page" : undefined}
              className={`block rounded px-3 py-1.5 text-sm font-medium ${range === days ? "bg-slate-800 text-white" : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"}`}
            >
              {t("admin:overview.charts.days", { count: range })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const transferKindOf = (code: string) =>
  code.startsWith("deposits:")
    ? "deposit"
    : ({ withdrawals: "withdrawal", adjustments: "adjustment", commissions: "commission" } as Record<string, string>)[code];

/** The system accounts' totals, the members' wallets together, and the sum of everything (zero). */
export function LedgerTable({ ledger }: { ledger: AdminOverview["ledger"] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const transactions = localePath("/admin/transactions");
  const nameOf = (code: string) => {
    if (code.startsWith("deposits:")) return t("admin:overview.ledger.codes.deposits", { coin: code.slice("deposits:".length) });
    if (code === "adjustments" || code === "withdrawals" || code === "revenue" || code === "commissions") {
      return t(`admin:overview.ledger.codes.${code}`);
    }
    return code;
  };
  return (
    <Table
      testId="overview-ledger"
      headers={[t("admin:overview.ledger.account"), t("admin:overview.ledger.balance"), t("admin:overview.ledger.held")]}
      footer={
        <tr data-testid="overview-ledger-sum">
          <th className="px-3 py-2 text-left">
            <Link to={transactions} className="underline">
              {t("admin:overview.ledger.sum")}
            </Link>
          </th>
          <td className="px-3 py-2 font-semibold tabular-nums" colSpan={2}>
            {formatCoin(ledger.sum)}
          </td>
        </tr>
      }
    >
      {ledger.system.map((account) => {
        const kind = transferKindOf(account.code);
        return (
          <tr key={account.code} data-testid={`overview-ledger-${account.code}`}>
            <Td>
              <Link to={kind ? `${transactions}?kind=${kind}` : transactions} className="text-emerald-700 underline">
                {nameOf(account.code)}
              </Link>
            </Td>
            <Td className="tabular-nums">{formatCoin(account.balance)}</Td>
            <Td className="tabular-nums">{formatCoin(account.held)}</Td>
          </tr>
        );
      })}
      <tr data-testid="overview-ledger-members">
        <Td>
          <Link to={transactions} className="text-emerald-700 underline">
            {t("admin:overview.ledger.members", { count: ledger.members.accounts })}
          </Link>
        </Td>
        <Td className="tabular-nums">{formatCoin(ledger.members.balance)}</Td>
        <Td className="tabular-nums">{formatCoin(ledger.members.held)}</Td>
      </tr>
    </Table>
  );
}

/**
 * What the last check of the ledger's invariants found and how long ago it ran (it runs in the
 * background, decision 241), and the admins' "Check now" button: a plain form, JavaScript or not.
 */
export function LedgerCheckStatus({ ledger }: { ledger: AdminOverview["ledger"] }) {
  const { t } = useTranslation();
  const { check } = ledger;
  const age = check ? ageOf(check.ageSeconds) : null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <div>
        {check?.balanced ? (
          <p className="text-emerald-700" data-testid="ledger-balanced">
            {t("admin:overview.ledger.balanced")}
          </p>
        ) : null}
        <p className="text-slate-600" data-testid="ledger-checked">
          {age === null
            ? t("admin:overview.ledger.neverChecked")
            : age.unit === "minutes" && age.count === 0
              ? t("admin:overview.ledger.checkedNow")
              : t("admin:overview.ledger.checkedAgo", { age: t(`admin:overview.age.${age.unit}`, { count: age.count }) })}
        </p>
        {check ? (
          <p className="text-slate-600" data-testid="ledger-check-kind">
            <CheckKind check={check} />
          </p>
        ) : null}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="check-ledger" />
        <SubmitButton variant="secondary" size="md" block={false}>
          {t("admin:overview.ledger.checkNow")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** Full or incremental (decision 269), and after an incremental one how long ago the last full one ran. */
function CheckKind({ check }: { check: NonNullable<AdminOverview["ledger"]["check"]> }) {
  const { t } = useTranslation();
  if (check.kind === "full") return t("admin:overview.ledger.kindFull");
  const full = check.fullAgeSeconds === null ? null : ageOf(check.fullAgeSeconds);
  const last =
    full === null
      ? t("admin:overview.ledger.neverFull")
      : full.unit === "minutes" && full.count === 0
        ? t("admin:overview.ledger.lastFullNow")
        : t("admin:overview.ledger.lastFullAgo", { age: t(`admin:overview.age.${full.unit}`, { count: full.count }) });
  return `${t("admin:overview.ledger.kindIncremental")} ${last}`;
}

/** The ledger does not sum to zero (or another invariant fails): a warning nobody can miss. */
export function LedgerWarning({ ledger }: { ledger: AdminOverview["ledger"] }) {
  const { t } = useTranslation();
  if (!ledger.check || ledger.check.balanced) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800"
      data-testid="ledger-warning"
    >
      {t("admin:overview.ledger.unbalanced", {
        sum: formatCoin(ledger.check.sum),
        mismatched: ledger.check.mismatched,
        pending: ledger.check.pendingMismatched,
        negative: ledger.check.negativeMembers,
      })}
    </p>
  );
}

/** The overview's daily series as the charts draw them (numbers) and write them (exact amounts). */
export function chartSeries(series: AdminOverview["series"]) {
  const count = (pick: (d: AdminOverview["series"][number]) => number) => {
    const values = series.map(pick);
    return { values, display: values.map(String) };
  };
  const money = (pick: (d: AdminOverview["series"][number]) => bigint, scale: number, format: (v: bigint) => string) => ({
    values: series.map((d) => Number(pick(d)) / scale),
    display: series.map((d) => format(pick(d))),
  });
  return {
    days: series.map((d) => d.day),
    orders: count((d) => d.orders),
    value: money((d) => d.orderValueUsd, 100, formatUsd),
    members: count((d) => d.members),
    deposits: money((d) => d.depositCct, 1e8, formatCoin),
    withdrawals: money((d) => d.withdrawalCct, 1e8, formatCoin),
  } satisfies Record<string, string[] | Pick<ChartSeries, "values" | "display">>;
}
