import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { CategoryChips } from "~/components/store/category-chips";
import { ProductGrid } from "~/components/store/product-card";
import { featuredProducts, storeCategories } from "~/domain/catalogue.server";
import { useLocalePath } from "~/lib/hooks";

import type { Route } from "./+types/home";
import { storeFront } from "./store-front.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  const [featured, categories] = await Promise.all([featuredProducts(store.id), storeCategories(store.id)]);
  return { store, featured, categories };
}

/** /store/{account}: the owner's card (the account check), the categories and the featured shelf. */
export default function StoreHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { store, featured, categories } = loaderData;
  const base = localePath("/store/:account?", { account: store.account });
  return (
    <section className="space-y-8">
      <PageTitle title={t("store:home.title", { name: store.name })} />
      <div className="rounded-lg border border-slate-200 bg-white p-4" data-testid="store-contact">
        <h2 className="mb-2 font-semibold">{t("store:home.contact")}</h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{t("store:home.name")}</dt>
          <dd data-testid="store-owner-name">{store.name}</dd>
          <dt className="font-medium">{t("store:home.phone")}</dt>
          <dd data-testid="store-phone">{store.phone_number ?? t("store:home.none")}</dd>
          <dt className="font-medium">{t("store:home.address")}</dt>
          <dd data-testid="store-address">{store.address ?? t("store:home.none")}</dd>
          <dt className="font-medium">{t("store:home.account")}</dt>
          <dd data-testid="store-account">{store.account}</dd>
        </dl>
      </div>
      <section data-testid="store-categories">
        <h2 className="mb-2 text-lg font-semibold">{t("store:home.categories")}</h2>
        {categories.length === 0 ? (
          <p className="text-sm text-slate-500">{t("store:home.noCategories")}</p>
        ) : (
          <CategoryChips base={base} categories={categories} />
        )}
      </section>
      <section data-testid="store-featured">
        <div className="mb-2 flex items-baseline justify-between">
          <h2 className="text-lg font-semibold">{t("store:home.featured")}</h2>
          <Link to={`${base}/products`} className="text-sm text-emerald-700 hover:underline">
            {t("store:home.allProducts")}
          </Link>
        </div>
        <ProductGrid account={store.account} products={featured} empty={t("store:home.noFeatured")} />
      </section>
    </section>
  );
}
