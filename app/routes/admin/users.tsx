import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Table, Td } from "~/components/ui/table";
import { Cct } from "~/components/wallet/ui";
import { isAdmin } from "~/domain/permissions.server";
import { listUsersForAdmin, rolesOf } from "~/domain/user-admin.server";
import { csvQuery } from "~/lib/csv-query";
import { formatDate } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import { userListQuery, userRoles, userSorts } from "~/lib/schemas/user-admin";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/users";

/**
 * /admin/users: search by name, email, account or phone; filter by role, activation, lock and
 * joining dates; sort; 20 a page. Admins and moderators (the layout checks); the CSV is admins'.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const list = await listUsersForAdmin(userListQuery(params));
  const filters = Object.fromEntries(
    ["q", "role", "activated", "locked", "from", "to", "sort"].map((k) => [k, params.get(k) ?? ""]),
  );
  return {
    ...list,
    users: list.items.map((u) => ({ ...u, roles: rolesOf(u), balance: unitsToDecimal(u.balance, COIN_DECIMALS) })),
    filters,
    canExport: isAdmin(currentUser(context)),
  };
}

const select = "rounded border border-slate-300 px-2 py-1.5";

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { search } = useLocation();
  const { filters } = loaderData;
  const yesNo = (name: "activated" | "locked") => (
    <label>
      <span className="mb-1 block font-medium text-slate-700">{t(`admin:users.filter.${name}`)}</span>
      <select name={name} defaultValue={filters[name]} className={select}>
        <option value="">{t("admin:users.filter.any")}</option>
        <option value="yes">{t("admin:users.filter.yes")}</option>
        <option value="no">{t("admin:users.filter.no")}</option>
      </select>
    </label>
  );
  return (
    <section className="space-y-4">
      <PageTitle title={t("admin:users.title")} />
      <Form method="get" className="flex flex-wrap items-end gap-2 text-sm" data-testid="user-filters">
        <label>
          <span className="mb-1 block font-medium text-slate-700">{t("admin:users.filter.search")}</span>
          <input type="search" name="q" defaultValue={filters.q} maxLength={64} className={select} />
        </label>
        <label>
          <span className="mb-1 block font-medium text-slate-700">{t("admin:users.roles")}</span>
          <select name="role" defaultValue={filters.role} className={select}>
            <option value="">{t("admin:users.filter.any")}</option>
            {userRoles.map((r) => (
              <option key={r} value={r}>
                {t(`admin:users.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {yesNo("activated")}
        {yesNo("locked")}
        <label>
          <span className="mb-1 block font-medium text-slate-700">{t("admin:users.filter.from")}</span>
          <input type="date" name="from" defaultValue={filters.from} className={select} />
        </label>
        <label>
          <span className="mb-1 block font-medium text-slate-700">{t("admin:users.filter.to")}</span>
          <input type="date" name="to" defaultValue={filters.to} className={select} />
        </label>
        <label>
          <span className="mb-1 block font-medium text-slate-700">{t("admin:users.filter.sort")}</span>
          <select name="sort" defaultValue={filters.sort} className={select}>
            {userSorts.map((s) => (
              <option key={s} value={s}>
                {t(`admin:users.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
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
      </Form>
      <p className="text-sm text-slate-600">{t("admin:users.total", { count: loaderData.total })}</p>
      <Table
        testId="users-table"
        headers={[
          t("admin:users.name"),
          t("admin:users.account"),
          t("admin:users.email"),
          t("admin:users.phone"),
          t("admin:users.roles"),
          t("admin:users.state"),
          t("admin:users.balance"),
          t("admin:users.createdAt"),
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
            <Td className="whitespace-nowrap">{user.phone_number ?? "—"}</Td>
            <Td>{user.roles.map((r) => t(`admin:users.role.${r as (typeof userRoles)[number]}`)).join(", ")}</Td>
            <Td>
              <span className="flex flex-wrap gap-1">
                {user.locked ? <Badge tone="danger">{t("admin:users.locked")}</Badge> : null}
                {user.activated ? null : <Badge tone="warning">{t("admin:users.notActivated")}</Badge>}
              </span>
            </Td>
            <Td className="whitespace-nowrap">
              <Cct value={user.balance} />
            </Td>
            <Td className="whitespace-nowrap">{formatDate(user.created_at)}</Td>
          </tr>
        ))}
      </Table>
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </section>
  );
}
