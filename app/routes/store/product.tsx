import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { AddToCart } from "~/components/store/add-to-cart";
import { Prices } from "~/components/store/prices";
import { placeholderImage, ProductImage } from "~/components/store/product-image";
import { getProduct } from "~/domain/catalogue.server";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { orNotFound, requireId } from "~/utils/params.server";

import type { Route } from "./+types/product";
import { storeFront } from "./store-front.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const store = await storeFront(params.account, context);
  const product = await orNotFound(getProduct(store.id, requireId(params.id)));
  return { store, product };
}

/** One product: its page carries a title, a description and Open Graph tags for sharing. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const origin = useRootData()?.origin ?? "";
  const { store, product } = loaderData;
  const description = product.meta || product.description.slice(0, 160);
  const image = `${origin}${product.thumbnail ?? placeholderImage}`;
  const url = `${origin}${localePath("/store/:account?/products/:id", { account: store.account, id: product.id })}`;
  return (
    <article className="grid gap-8 md:grid-cols-2" data-testid="product-detail">
      <meta name="description" content={description} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={product.name} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={t("common:brand")} />
      <ProductImage
        src={product.thumbnail}
        alt={product.name}
        sizes="(min-width: 768px) 50vw, 100vw"
        eager
        className="w-full rounded-lg border border-slate-200"
      />
      <div className="space-y-4">
        <Link
          to={localePath("/store/:account?/products", { account: store.account })}
          className="text-sm text-emerald-700 hover:underline"
        >
          {t("store:product.back", { name: store.name })}
        </Link>
        <PageTitle title={product.name} description={product.meta || product.description.slice(0, 160)} />
        {product.category_name ? (
          <p className="text-sm text-slate-500">
            <Link
              to={localePath("/store/:account?/categories/:id?", {
                account: store.account,
                id: product.category_id ?? undefined,
              })}
              className="hover:underline"
            >
              {product.category_name}
            </Link>
          </p>
        ) : null}
        <Prices
          usd={product.price}
          vnd={product.vnd_to_pay}
          ccm={product.ccm_to_pay}
          className="text-lg"
          testId="product-price"
        />
        <p className="text-sm text-slate-600" data-testid="product-stock">
          {t("store:product.stock", { count: product.quantity })}
        </p>
        <p className="whitespace-pre-line text-slate-800">{product.description}</p>
        <AddToCart account={store.account} productId={product.id} stock={product.quantity} withQuantity />
      </div>
    </article>
  );
}
