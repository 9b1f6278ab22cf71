import { Form, useMatches } from "react-router";

import { SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { CategoryChips } from "~/components/store/category-chips";
import { cardData, ProductGrid } from "~/components/store/product-card";
import { getCategory, listProducts, productSorts, storeCategories } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { pageOf, positiveId } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";

import type { Route } from "./+types/products";
import { storeFront } from "./store-front.server";

/**
 * The store's catalogue: /store/{account}/products, /store/{account}/categories/{id} (the same
 * list in one category; without an id, the list of categories) and /shop-system (the system store).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const routeParams = params as { account?: string; id?: string };
  const lng = getLanguage(context);
  const store = await storeFront(routeParams.account, context);
  const sort = productSorts.find((s) => s === url.searchParams.get("sort"));
  const categories = await storeCategories(store.id, lng);
  const inCategoryRoute = "id" in routeParams || /\/categories(\/|$)/.test(url.pathname);
  const category = routeParams.id !== undefined ? await orNotFound(getCategory(requireId(routeParams.id), lng)) : null;
  const categoryId = category?.id ?? positiveId(url.searchParams.get("category")) ?? undefined;
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const list = await listProducts(store.id, { category: categoryId, sort, q, page: pageOf(url.searchParams), lng });
  return {
    store,
    categories,
    category,
    categoryId: categoryId ?? null,
    // Best match first is the default of a search only (decision 190).
    sort: sort ?? (q ? "relevance" : "newest"),
    q,
    list: { ...list, items: list.items.map(cardData) },
    showCategories: inCategoryRoute && !category,
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { store, categories, category, categoryId, sort, q, list, showCategories } = loaderData;
  const systemPage = useMatches().at(-1)?.id.replace(/^vi\//, "") === "shop-system";
  const title = category
    ? t("store:products.inCategory", { category: category.name })
    : showCategories
      ? t("store:home.categories")
      : systemPage
        ? t("store:menu.shopSystem")
        : t("store:products.title", { name: store.name });
  const base = localePath("/store/:account?", { account: store.account });
  return (
    <section className="space-y-6">
      <PageTitle title={title} />
      {showCategories ? <CategoryChips base={base} categories={categories} testId="category-list" /> : null}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
        data-testid="product-filters"
      >
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("store:products.search")}</span>
          <input type="search" name="q" defaultValue={q} className="rounded border border-slate-300 px-2 py-1.5" />
        </label>
        {category ? null : (
          <label className="text-sm">
            <span className="mb-1 block font-medium text-slate-700">{t("store:products.category")}</span>
            <select name="category" defaultValue={categoryId ?? ""} className="rounded border border-slate-300 px-2 py-1.5">
              <option value="">{t("store:products.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("store:products.sort")}</span>
          <select name="sort" defaultValue={sort} className="rounded border border-slate-300 px-2 py-1.5">
            {q ? <option value="relevance">{t("store:products.sortRelevance")}</option> : null}
            <option value="newest">{t("store:products.sortNewest")}</option>
            <option value="price_asc">{t("store:products.sortPriceAsc")}</option>
            <option value="price_desc">{t("store:products.sortPriceDesc")}</option>
          </select>
        </label>
        <SubmitButton variant="dark" size="md" block={false}>
          {t("store:products.apply")}
        </SubmitButton>
      </Form>
      <p className="text-sm text-slate-600" data-testid="product-total">
        {t("store:products.count", { count: list.total })}
      </p>
      <ProductGrid account={store.account} products={list.items} empty={t("store:products.none")} />
      <Pager page={list.page} pages={list.pages} />
    </section>
  );
}
