import { Link, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { Cct } from "~/components/wallet/ui";
import { isAdmin } from "~/domain/accounts";
import { listUsersForAdmin, rolesOf } from "~/domain/back-office";
import { csvQuery } from "~/lib/csv-query";
import { formatDate } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import { userListQuery, userRoles } from "~/lib/schemas/user-admin";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/users";

/**
 * /admin/users: search by name, email, account or phone; filter by role, activation, lock and
 * joining dates; sorted by a column header (?sort=); 20 a page. Admins and moderators (the layout checks); the CSV is admins'.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = userListQuery(params);
  const list = await listUsersForAdmin(query);
  const filters = Object.fromEntries(["q", "role", "activated", "locked", "from", "to"].map((k) => [k, params.get(k) ?? ""]));
  return {
    ...list,
    sort: query.sort,
    users: list.items.map((u) => ({ ...u, roles: rolesOf(u), balance: unitsToDecimal(u.balance, COIN_DECIMALS) })),
    filters,
    canExport: isAdmin(currentUser(context)),
  };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { search } = useLocation();
  const { filters } = loaderData;
  const yesNo = (name: "activated" | "locked") => (
    <FilterField label={t(`admin:users.filter.${name}`)}>
      <select name={name} defaultValue={filters[name]} className={filterInput}>
        <option value="">{t("admin:users.filter.any")}</option>
        <option value="yes">{t("admin:users.filter.yes")}</option>
        <option value="no">{t("admin:users.filter.no")}</option>
      </select>
    </FilterField>
  );
  return (
    <section className="space-y-4">
      <PageTitle title={t("admin:users.title")} />
      <FilterBar testId="user-filters">
        <FilterField label={t("admin:users.filter.search")}>
          <input type="search" name="q" defaultValue={filters.q} maxLength={64} className={filterInput} />
        </FilterField>
        <FilterField label={t("admin:users.roles")}>
          <select name="role" defaultValue={filters.role} className={filterInput}>
            <option value="">{t("admin:users.filter.any")}</option>
            {userRoles.map((r) => (
              <option key={r} value={r}>
                {t(`admin:users.role.${r}`)}
              </option>
            ))}
          </select>
        </FilterField>
        {yesNo("activated")}
        {yesNo("locked")}
        <FilterField label={t("admin:users.filter.from")}>
          <input type="date" name="from" defaultValue={filters.from} className={filterInput} />
        </FilterField>
        <FilterField label={t("admin:users.filter.to")}>
          <input type="date" name="to" defaultValue={filters.to} className={filterInput} />
        </FilterField>
        <SubmitButton variant="secondary" size="md" block={false}>
          {t("admin:users.filter.apply")}
        </SubmitButton>
        {loaderData.canExport ? (
          <a
            href={`${localePath("/admin/users.csv")}${csvQuery(search)}`}
            className={buttonClass({ variant: "secondary" })}
            download
          >
            {t("admin:users.csv")}
          </a>
        ) : null}
      </FilterBar>
      <p className="text-sm text-slate-600">{t("admin:users.total", { count: loaderData.total })}</p>
      <Table
        testId="users-table"
        sort={loaderData.sort}
        headers={[
          { label: t("admin:users.name"), sort: "name", lead: true },
          { label: t("admin:users.account"), sort: "account" },
          { label: t("admin:users.email"), sort: "email" },
          t("admin:users.phone"),
          t("admin:users.roles"),
          { label: t("admin:users.state"), lead: true },
          { label: t("admin:users.balance"), sort: "balance", descFirst: true },
          { label: t("admin:users.createdAt"), sort: "created", descFirst: true },
        ]}
      >
        {loaderData.users.map((user) => (
          <tr key={user.id} data-testid="user-row">
            <Td className="font-medium">
              <Link to={localePath("/admin/users/:id", { id: user.id })} className="hover:text-emerald-700 hover:underline">
                {user.name}
              </Link>
            </Td>
            <Td>{user.account}</Td>
            <Td className="break-all">{user.email}</Td>
            <Td className="whitespace-nowrap">{user.phoneNumber ?? "—"}</Td>
            <Td>{user.roles.map((r) => t(`admin:users.role.${r as (typeof userRoles)[number]}`)).join(", ")}</Td>
            <Td>
              <span className="flex flex-wrap gap-1">
                {user.locked ? <Badge tone="danger">{t("admin:users.locked")}</Badge> : null}
                {user.activated ? null : <Badge tone="warning">{t("admin:users.notActivated")}</Badge>}
                {user.activated && !user.locked ? "—" : null}
              </span>
            </Td>
            <Td className="whitespace-nowrap">
              <Cct value={user.balance} />
            </Td>
            <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
          </tr>
        ))}
      </Table>
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </section>
  );
}
