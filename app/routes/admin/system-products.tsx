import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { ProductFilters } from "~/components/products/product-filters";
import { ProductTable } from "~/components/products/product-table";
import { buttonClass } from "~/components/ui/button";
import { listSystemProducts } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { productListQuery } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/system-products";

/** /admin/products: the system store's catalogue, every state, searched and filtered. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = productListQuery(url.searchParams);
  return {
    q: query.q,
    status: query.status ?? "",
    sort: query.sort,
    list: await listSystemProducts(currentUser(context), query),
  };
}

export default function SystemProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { q, status, list } = loaderData;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t("products:system.title")} />
        <Link to={localePath("/admin/products/:id", { id: "new" })} className={buttonClass()} data-testid="new-system-product">
          {t("products:list.new")}
        </Link>
      </div>
      <ProductFilters q={q} status={status} />
      <ProductTable
        items={list.items}
        href={(id) => localePath("/admin/products/:id", { id })}
        testId="system-products"
        rowTestId="system-product-row"
        sort={loaderData.sort}
      />
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
