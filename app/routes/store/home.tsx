import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { JsonLd } from "~/components/seo/json-ld";
import { CategoryChips } from "~/components/store/category-chips";
import { cardData, ProductGrid } from "~/components/store/product-card";
import { StoreHero } from "~/components/store/store-identity";
import { featuredProducts, listProducts, storeCategories, storeIdentity } from "~/domain/catalogue";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { storeData } from "~/lib/structured-data";
import { useTranslation } from "~/lib/use-translation";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/home";
import { storeFront } from "./store-front.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const store = await storeFront(params.account, context);
  const [identity, featured, categories] = await Promise.all([
    storeIdentity(store.id, lng),
    featuredProducts(store.id, 8, lng),
    storeCategories(store.id, lng),
  ]);
  // A store that features nothing shows its newest products instead (in stock first).
  const latest = featured.length > 0 ? null : (await listProducts(store.id, { lng }, 8)).items;
  return { store, identity, shelf: (latest ?? featured).map(cardData), latest: latest !== null, categories };
}

/**
 * /store/{account}: the store's identity (the account check's card), its categories and the
 * featured shelf; the store as schema.org's Store for search engines (decision 244).
 */
export default function StoreHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { store, identity, shelf, latest, categories } = loaderData;
  const base = localePath("/store/:account?", { account: store.account });
  const origin = useRootData()?.origin ?? "";
  const facts = { ...identity, name: store.name, phone: store.phoneNumber, address: store.address };
  return (
    <section className="space-y-8">
      <JsonLd data={storeData(origin, `${origin}${base}`, facts)} />
      <PageTitle
        title={t("store:home.title", { name: store.name })}
        heading={false}
        description={identity.description ?? undefined}
      />
      <StoreHero store={store} identity={identity} />
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
          <h2 className="text-lg font-semibold">{latest ? t("storefront:home.latest") : t("store:home.featured")}</h2>
          <Link to={`${base}/products`} className="text-sm text-emerald-700 hover:underline">
            {t("store:home.allProducts")}
          </Link>
        </div>
        <ProductGrid account={store.account} products={shelf} empty={t("store:home.noFeatured")} />
      </section>
    </section>
  );
}
