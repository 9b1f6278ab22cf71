import { useTranslation } from "react-i18next";
import { Form, redirect, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { OrderTable } from "~/components/store/order-table";
import { buttonClass } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { listOrders, totalsByStatus } from "~/domain/order-lists.server";
import { csvQuery } from "~/lib/csv-query";
import { useLanguage, useLocalePath } from "~/lib/hooks";
import { formatUsd, formatVnd } from "~/lib/money";
import { orderStatuses } from "~/lib/order-status";
import { reportFilters, reportQueryFrom } from "~/lib/schemas/report";

import type { Route } from "./+types/orders";

/** The Report: every order, filtered by status, store, date range and code/phone, with totals per status; /admin/orders.csv exports. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = reportQueryFrom(url.searchParams);
  const filters = reportFilters(query);
  // Old links with ?format=csv go to the download.
  if (url.searchParams.get("format") === "csv") throw redirect(`${url.pathname}.csv${csvQuery(url.search)}`);
  const [list, totals] = await Promise.all([listOrders(filters), totalsByStatus(filters)]);
  return { query, list, totals };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const localePath = useLocalePath();
  const location = useLocation();
  const { query, list, totals } = loaderData;
  const input = "rounded border border-slate-300 px-2 py-1.5";
  return (
    <section className="space-y-6">
      <PageTitle title={t("orders:report.title")} />
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
        data-testid="report-filters"
      >
        <label>
          <span className="mb-1 block font-medium">{t("orders:report.status")}</span>
          <select name="status" defaultValue={query.status ?? ""} className={input}>
            <option value="">{t("orders:report.allStatuses")}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block font-medium">{t("orders:report.store")}</span>
          <input name="store" defaultValue={query.store ?? ""} className={input} />
        </label>
        <label>
          <span className="mb-1 block font-medium">{t("orders:report.from")}</span>
          <input type="date" name="from" defaultValue={query.from ?? ""} className={input} />
        </label>
        <label>
          <span className="mb-1 block font-medium">{t("orders:report.to")}</span>
          <input type="date" name="to" defaultValue={query.to ?? ""} className={input} />
        </label>
        <label>
          <span className="mb-1 block font-medium">{t("orders:report.search")}</span>
          <input type="search" name="q" defaultValue={query.q ?? ""} className={input} />
        </label>
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
      </Form>
      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("orders:report.totals")}</h2>
        <Table
          testId="report-totals"
          headers={[t("orders:report.status"), t("orders:report.orders"), t("orders:report.usd"), t("orders:report.vnd")]}
        >
          {totals.map((row) => (
            <tr key={row.status} className="border-t border-slate-100" data-testid={`report-total-${row.status}`}>
              <td className="p-3">{t(`orders:status.${row.status}`)}</td>
              <td className="p-3" data-testid="report-total-count">
                {row.orders}
              </td>
              <td className="p-3">{formatUsd(row.usd)}</td>
              <td className="p-3">{formatVnd(row.vnd, lng)}</td>
            </tr>
          ))}
        </Table>
      </section>
      <OrderTable rows={list.items} href={(id) => localePath("/admin/orders/:id", { id: id })} showStore />
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
