import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { SearchForm } from "~/components/store/search-form";
import { Table } from "~/components/ui/table";
import { listShops } from "~/domain/shops.server";
import { useLocalePath } from "~/lib/hooks";
import { searchQuery } from "~/utils/params.server";

import type { Route } from "./+types/shops";

export async function loader({ request }: Route.LoaderArgs) {
  const query = searchQuery(request);
  return { q: query.q, list: await listShops(query) };
}

/** Every store (every user has one): open or deactivated, with its published product count. */
export default function AdminShops({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { q, list } = loaderData;
  return (
    <section className="space-y-4">
      <PageTitle title={t("store:admin.title")} />
      <SearchForm label={t("store:shops.search")} q={q} />
      <Table
        testId="shops-table"
        headers={[t("store:admin.account"), t("store:admin.owner"), t("store:admin.products"), t("store:admin.state")]}
      >
        {list.items.map((s) => (
          <tr key={s.id} className="border-t border-slate-100" data-testid="shop-row">
            <td className="p-3 font-medium">
              <Link to={localePath("/admin/shops/:id", { id: s.id })} className="text-emerald-700 hover:underline">
                {s.account}
              </Link>
            </td>
            <td className="p-3">{s.name}</td>
            <td className="p-3">{s.products}</td>
            <td className="p-3">{s.active ? t("store:admin.active") : t("store:admin.inactive")}</td>
          </tr>
        ))}
      </Table>
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
