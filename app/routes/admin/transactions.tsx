import { Link, redirect, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { StatusBadge, usePartyName, WalletAdminNav } from "~/components/wallet/ui";
import { listTransactions, transactionFilters } from "~/domain/wallet";
import { csvQuery } from "~/lib/csv-query";
import { pageCursor } from "~/lib/cursor.server";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { formatAmount, formatWhole } from "~/lib/money";
import { pageParam } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";
import { transferKinds, transferStatuses } from "~/lib/wallet-terms";

import type { Route } from "./+types/transactions";

/**
 * /admin/transactions: every transfer, newest first (or sorted by a column, ?sort=), 50 a page; filters kind, status, member,
 * from/to (dates, UTC); /admin/transactions.csv downloads the filtered list.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const filters = transactionFilters(url.searchParams);
  // Old links with ?format=csv go to the download.
  if (url.searchParams.get("format") === "csv") throw redirect(`${url.pathname}.csv${csvQuery(url.search)}`);
  const query = Object.fromEntries(["kind", "status", "member", "from", "to"].map((k) => [k, url.searchParams.get(k) ?? ""]));
  return {
    query,
    sort: filters.sort ?? null,
    ...(await listTransactions(filters, pageParam(url), 50, { cursor: pageCursor(url) })),
  };
}

export default function AdminTransactions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const partyName = usePartyName();
  const localePath = useLocalePath();
  const location = useLocation();
  const { query } = loaderData;
  return (
    <section>
      <PageTitle title={t("common:titles.admin-transactions")} />
      <WalletAdminNav />
      <FilterBar testId="transaction-filters">
        <FilterField label={t("wallet:fields.kind")}>
          <select name="kind" defaultValue={query.kind} className={filterInput}>
            <option value="">{t("wallet:admin.all")}</option>
            {transferKinds.map((k) => (
              <option key={k} value={k}>
                {t(`wallet:kinds.${k}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("wallet:fields.status")}>
          <select name="status" defaultValue={query.status} className={filterInput}>
            <option value="">{t("wallet:admin.all")}</option>
            {transferStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`wallet:status.${s}`)}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("wallet:fields.member")}>
          <input name="member" defaultValue={query.member} className={filterInput} />
        </FilterField>
        <FilterField label={t("wallet:fields.from")}>
          <input type="date" name="from" defaultValue={query.from} className={filterInput} />
        </FilterField>
        <FilterField label={t("wallet:fields.to")}>
          <input type="date" name="to" defaultValue={query.to} className={filterInput} />
        </FilterField>
        <SubmitButton size="sm" block={false}>
          {t("wallet:admin.filter")}
        </SubmitButton>
        <a
          href={`${localePath("/admin/transactions")}.csv${csvQuery(location.search)}`}
          className={buttonClass({ variant: "secondary" })}
          data-testid="csv-link"
          download
        >
          {t("wallet:admin.csv")}
        </a>
      </FilterBar>
      <p className="my-2 text-sm text-slate-600">
        {loaderData.estimated
          ? t("wallet:admin.totalAbout", { count: formatWhole(loaderData.total) })
          : t("wallet:admin.total", { count: loaderData.total })}
      </p>
      <Table
        testId="transactions-table"
        sort={loaderData.sort}
        headers={[
          { label: "#", sort: "id", descFirst: true, lead: true },
          { label: t("wallet:fields.date"), sort: "created", descFirst: true },
          { label: t("wallet:fields.kind"), sort: "kind", lead: true },
          t("wallet:fields.from"),
          t("wallet:fields.to"),
          { label: t("wallet:fields.amount"), sort: "amount", descFirst: true, lead: true },
          { label: t("wallet:fields.status"), sort: "status", lead: true },
        ]}
      >
        {loaderData.items.map((r) => (
          <tr key={r.id}>
            <Td>
              <Link to={localePath("/admin/transactions/:id", { id: r.id })} className="text-emerald-700 hover:underline">
                {r.id}
              </Link>
            </Td>
            <Td className="sm:whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
            <Td>{t(`wallet:kinds.${r.kind}`)}</Td>
            <Td>{partyName(r.from, r.fromSystem)}</Td>
            <Td>{partyName(r.to, r.toSystem)}</Td>
            <Td>{formatAmount(r.amount)}</Td>
            <Td>
              <StatusBadge status={r.status} />
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={loaderData.page} pages={loaderData.pages} estimated={loaderData.estimated} cursors={loaderData} />
    </section>
  );
}
