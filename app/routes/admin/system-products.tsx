import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { ProductFilters } from "~/components/products/product-filters";
import { ProductState } from "~/components/products/product-state";
import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { buttonClass } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { listSystemProducts } from "~/domain/system-catalogue.server";
import { useLocalePath } from "~/lib/hooks";
import { productFilterStatuses } from "~/lib/schemas/products";
import { searchQuery } from "~/utils/params.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/system-products";

/** /admin/products: the system store's catalogue, every state, searched and filtered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, page } = searchQuery(request);
  const status = productFilterStatuses.find((s) => s === new URL(request.url).searchParams.get("status"));
  return { q, status: status ?? "", list: await listSystemProducts(currentUser(context), { q, page, status }) };
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
      <Table
        testId="system-products"
        headers={[
          t("products:fields.thumbnail"),
          t("products:fields.name"),
          t("products:fields.prices"),
          t("products:fields.quantity"),
          t("products:fields.status"),
        ]}
      >
        {list.items.map((p) => (
          <tr key={p.id} data-testid="system-product-row">
            <td className="p-3">
              <ProductImage src={p.thumbnail} alt="" sizes="80px" className="h-12 w-16 rounded" />
            </td>
            <td className="p-3 font-medium">
              <Link to={localePath("/admin/products/:id", { id: p.id })} className="text-emerald-700 hover:underline">
                {p.name}
              </Link>
            </td>
            <td className="p-3">
              <Prices {...p.units} />
            </td>
            <td className="p-3">{p.quantity}</td>
            <td className="p-3">
              <ProductState product={p} />
            </td>
          </tr>
        ))}
      </Table>
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
