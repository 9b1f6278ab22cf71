import type { ShouldRevalidateFunctionArgs } from "react-router";

import { PageTitle } from "~/components/page-title";
import { JsonLd } from "~/components/seo/json-ld";
import { AddToCart, useAddToCart } from "~/components/store/add-to-cart";
import { Breadcrumbs } from "~/components/store/breadcrumbs";
import { Prices } from "~/components/store/prices";
import { cardData, ProductGrid } from "~/components/store/product-card";
import { ProductGallery } from "~/components/store/product-gallery";
import { placeholderImage } from "~/components/store/product-image";
import { getProduct, relatedProducts } from "~/domain/catalogue";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { productPictures } from "~/lib/images";
import { productData } from "~/lib/structured-data";
import { useTranslation } from "~/lib/use-translation";
import { getLanguage } from "~/utils/i18n.server";
import { orNotFound, requireId } from "~/utils/params.server";

import type { Route } from "./+types/product";
import { storeFront } from "./store-front.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const store = await storeFront(params.account, context);
  const product = await orNotFound(getProduct(store.id, requireId(params.id), lng));
  return { store, product, related: (await relatedProducts(store.id, product, lng)).map(cardData) };
}

/** Choosing another picture (?image=) changes nothing the loader gives. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutImage = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("image");
    return params.toString();
  };
  return withoutImage(currentUrl) === withoutImage(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * One product: gallery, breadcrumbs, prices and stock, related products; Open Graph tags for
 * sharing, and Product and BreadcrumbList data for search engines (decision 244).
 */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const origin = useRootData()?.origin ?? "";
  const { store, product, related } = loaderData;
  const addToCart = useAddToCart(store.account);
  const description = product.meta || product.description.slice(0, 160);
  const image = `${origin}${product.thumbnail ?? placeholderImage}`;
  const url = `${origin}${localePath("/store/:account?/products/:id", { account: store.account, id: product.id })}`;
  const trail = [
    { to: localePath("/store/:account?", { account: store.account }), label: store.name },
    { to: localePath("/store/:account?/products", { account: store.account }), label: t("store:menu.products") },
  ];
  if (product.categoryId !== null && product.categoryName) {
    trail.push({
      to: localePath("/store/:account?/categories/:id?", { account: store.account, id: product.categoryId }),
      label: product.categoryName,
    });
  }
  const pictures = productPictures(product.thumbnail, product.images);
  const facts = {
    id: product.id,
    name: product.name,
    description,
    images: pictures.map((p) => p ?? placeholderImage),
    vnd: product.vndToPay,
    quantity: product.quantity,
    category: product.categoryName,
  };
  return (
    <div className="space-y-10">
      <article className="space-y-4" data-testid="product-detail">
        <JsonLd data={productData(origin, url, facts, store.name)} />
        <meta property="og:type" content="product" />
        <meta property="og:title" content={product.name} />
        <meta property="og:description" content={description} />
        <meta property="og:image" content={image} />
        <meta property="og:url" content={url} />
        <meta property="og:site_name" content={t("common:brand")} />
        <Breadcrumbs trail={trail} current={product.name} />
        <div className="grid gap-8 md:grid-cols-2">
          <ProductGallery name={product.name} pictures={pictures} />
          <div className="min-w-0 space-y-4">
            <PageTitle title={product.name} description={description} />
            <Prices usd={product.price} vnd={product.vndToPay} ccm={product.ccmToPay} lead="page" testId="product-price" />
            {product.quantity > 0 ? (
              <p className="text-sm text-slate-600" data-testid="product-stock">
                {t("store:product.stock", { count: product.quantity })}
              </p>
            ) : null}
            <AddToCart shared={addToCart} productId={product.id} stock={product.quantity} withQuantity />
            <div className="border-t border-slate-200 pt-4">
              <h2 className="mb-2 font-semibold">{t("storefront:product.description")}</h2>
              <p className="whitespace-pre-line text-slate-800" data-testid="product-description">
                {product.description}
              </p>
            </div>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section data-testid="related-products" aria-labelledby="related-title">
          <h2 id="related-title" className="mb-3 text-lg font-semibold">
            {t("storefront:product.related", { category: product.categoryName ?? "" })}
          </h2>
          <ProductGrid account={store.account} products={related} empty="" />
        </section>
      ) : null}
    </div>
  );
}
