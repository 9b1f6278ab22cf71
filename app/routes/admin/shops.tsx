import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { FilterBar, FilterField, filterInput } from "~/components/ui/filter-bar";
import { Table, Td } from "~/components/ui/table";
import { listShops } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { shopSorts } from "~/lib/schemas/store";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { searchQuery } from "~/utils/params.server";

import type { Route } from "./+types/shops";

export async function loader({ url }: Route.LoaderArgs) {
  const query = searchQuery(url);
  const sort = sortOf(url.searchParams, shopSorts, { key: "account", desc: false });
  return { q: query.q, sort, list: await listShops({ ...query, sort }) };
}

/** Every store (every user has one): open or deactivated, with its published product count. */
export default function AdminShops({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { q, list } = loaderData;
  return (
    <section className="space-y-4">
      <PageTitle title={t("store:admin.title")} />
      <FilterBar>
        <FilterField label={t("store:shops.search")}>
          <input type="search" name="q" defaultValue={q} maxLength={64} className={filterInput} />
        </FilterField>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          {t("store:products.apply")}
        </button>
      </FilterBar>
      <Table
        testId="shops-table"
        sort={loaderData.sort}
        headers={[
          { label: t("store:admin.account"), sort: "account", lead: true },
          { label: t("store:admin.owner"), sort: "owner" },
          { label: t("store:admin.products"), sort: "products", descFirst: true },
          { label: t("store:admin.state"), sort: "state", lead: true },
        ]}
      >
        {list.items.map((s) => (
          <tr key={s.id} data-testid="shop-row">
            <Td className="font-medium">
              <Link to={localePath("/admin/shops/:id", { id: s.id })} className="text-emerald-700 hover:underline">
                {s.account}
              </Link>
            </Td>
            <Td>{s.name}</Td>
            <Td>{s.products}</Td>
            <Td>
              <Badge tone={s.active ? "success" : "neutral"}>
                {s.active ? t("store:admin.active") : t("store:admin.inactive")}
              </Badge>
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
