import { redirect, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { OrderTable } from "~/components/store/order-table";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { listOrders, totalsByStatus } from "~/domain/orders";
import { csvQuery } from "~/lib/csv-query";
import { pageCursor } from "~/lib/cursor.server";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatUsd, formatVnd } from "~/lib/money";
import { orderStatuses } from "~/lib/order-status";
import { orderSorts, reportFilters, reportQueryFrom } from "~/lib/schemas/report";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

import type { Route } from "./+types/orders";

/**
 * The Report: every order, filtered by status, store, date range and code/phone, sorted by a column
 * (?sort=, newest first by default), with totals per status; /admin/orders.csv exports.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const query = reportQueryFrom(url.searchParams);
  const filters = reportFilters(query);
  // Old links with ?format=csv go to the download.
  if (url.searchParams.get("format") === "csv") throw redirect(`${url.pathname}.csv${csvQuery(url.search)}`);
  const sort = sortOf(url.searchParams, orderSorts, { key: "created", desc: true });
  const [list, totals] = await Promise.all([
    listOrders({ ...filters, sort }, 20, { cursor: pageCursor(url) }),
    totalsByStatus(filters),
  ]);
  return { query, sort, list, totals };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const location = useLocation();
  const { query, list, totals } = loaderData;
  return (
    <section className="space-y-6">
      <PageTitle title={t("orders:report.title")} />
      <FilterBar testId="report-filters">
        <FilterField label={t("orders:report.status")}>
          <select name="status" defaultValue={query.status ?? ""} className={filterInput}>
            <option value="">{t("orders:report.allStatuses")}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("orders:report.store")}>
          <input name="store" defaultValue={query.store ?? ""} className={filterInput} />
        </FilterField>
        <FilterField label={t("orders:report.from")}>
          <input type="date" name="from" defaultValue={query.from ?? ""} className={filterInput} />
        </FilterField>
        <FilterField label={t("orders:report.to")}>
          <input type="date" name="to" defaultValue={query.to ?? ""} className={filterInput} />
        </FilterField>
        <FilterField label={t("orders:report.search")}>
          <input type="search" name="q" defaultValue={query.q ?? ""} className={filterInput} />
        </FilterField>
        <SubmitButton variant="dark" size="md" block={false}>
          {t("orders:report.filter")}
        </SubmitButton>
        <a
          href={`${location.pathname}.csv${csvQuery(location.search)}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="report-csv"
          download
        >
          {t("orders:report.csv")}
        </a>
      </FilterBar>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:report.totals")}</h2>
        <Table
          testId="report-totals"
          headers={[t("orders:report.status"), t("orders:report.orders"), t("orders:report.usd"), t("orders:report.vnd")]}
        >
          {totals.map((row) => (
            <tr key={row.status} data-testid={`report-total-${row.status}`}>
              <Td className="font-medium">{t(`orders:status.${row.status}`)}</Td>
              <Td testId="report-total-count">{row.orders}</Td>
              <Td>{formatUsd(row.usd)}</Td>
              <Td>{formatVnd(row.vnd, lng)}</Td>
            </tr>
          ))}
        </Table>
      </section>
      <OrderTable rows={list.items} href={(id) => localePath("/admin/orders/:id", { id: id })} showStore sort={loaderData.sort} />
      <Pager page={list.page} pages={list.pages} estimated={list.estimated} cursors={list} />
    </section>
  );
}
