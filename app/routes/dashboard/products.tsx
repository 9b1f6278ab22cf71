import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { ProductFilters } from "~/components/products/product-filters";
import { ProductTable } from "~/components/products/product-table";
import { buttonClass } from "~/components/ui/button";
import { listMyProducts } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { productListQuery } from "~/lib/schemas/products";
import { useTranslation } from "~/lib/use-translation";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/products";

/** /products: the member's own products in every state, filtered by status, searched by name. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const query = productListQuery(url.searchParams);
  return { q: query.q, status: query.status ?? "", list: await listMyProducts(user.id, query) };
}

export default function MyProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { q, status, list } = loaderData;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={t("common:titles.products")} />
        <Link to={localePath("/products/new")} className={buttonClass()} data-testid="new-product">
          {t("products:list.new")}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t("products:hints.moderation")}</p>
      <ProductFilters q={q} status={status} />
      {list.items.length === 0 ? (
        <p className="text-slate-600" data-testid="products-empty">
          {t("products:list.empty")}
        </p>
      ) : (
        <ProductTable
          items={list.items}
          href={(id) => localePath("/products/:id", { id })}
          testId="my-products"
          rowTestId="my-product-row"
        />
      )}
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
