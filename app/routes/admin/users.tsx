import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { listUsers } from "~/domain/users.server";
import { formatDate } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { pageParam } from "~/lib/params";

import type { Route } from "./+types/users";

const pageSize = 20;

/** /admin/users: every user, 20 a page (?page=). Admins and moderators (the layout checks). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageParam(request.url);
  const { users, total, pages } = await listUsers(page, pageSize);
  return { users, page, pages, total };
}

function roles(user: { is_admin: boolean; is_mod: boolean; is_staff: boolean }) {
  const list: ("admin" | "mod" | "staff" | "member")[] = [];
  if (user.is_admin) list.push("admin");
  if (user.is_mod) list.push("mod");
  if (user.is_staff) list.push("staff");
  if (!list.length) list.push("member");
  return list;
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { page, pages, total } = loaderData;
  return (
    <section>
      <PageTitle title={t("admin:users.title")} />
      <p className="mb-3 text-sm text-slate-600">{t("admin:users.total", { count: total })}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm" data-testid="users-table">
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              <th className="px-4 py-2">{t("admin:users.name")}</th>
              <th className="px-4 py-2">{t("admin:users.email")}</th>
              <th className="px-4 py-2">{t("admin:users.account")}</th>
              <th className="px-4 py-2">{t("admin:users.roles")}</th>
              <th className="px-4 py-2">{t("admin:users.createdAt")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loaderData.users.map((user) => (
              <tr key={user.id}>
                <td className="px-4 py-2 font-medium">
                  <Link to={localePath("/admin/users/:id", { id: user.id })} className="hover:text-emerald-700 hover:underline">
                    {user.name}
                  </Link>
                </td>
                <td className="px-4 py-2">{user.email}</td>
                <td className="px-4 py-2">{user.account}</td>
                <td className="px-4 py-2">
                  {roles(user)
                    .map((r) => t(`admin:users.role.${r}`))
                    .join(", ")}
                </td>
                <td className="px-4 py-2 whitespace-nowrap">{formatDate(user.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} />
    </section>
  );
}
