import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath } from "~/lib/hooks";

import { AddToCart, useAddToCart, type AddToCartShared } from "./add-to-cart";
import { Prices } from "./prices";
import { ProductImage } from "./product-image";

export interface ProductCardData {
  id: number;
  name: string;
  thumbnail: string | null;
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
  quantity: number;
  categoryName: string | null;
}

/**
 * What a card shows, and no more: a page's loader sends its cards through this, so the data the
 * browser receives to hydrate the page carries no descriptions, galleries or dates it never shows.
 */
export function cardData(p: ProductCardData): ProductCardData {
  const { id, name, thumbnail, price, vndToPay, ccmToPay, quantity, categoryName } = p;
  return { id, name, thumbnail, price, vndToPay, ccmToPay, quantity, categoryName };
}

export function ProductCard({ account, product, cart }: { account: string; product: ProductCardData; cart: AddToCartShared }) {
  const localePath = useLocalePath();
  const href = localePath("/store/:account?/products/:id", { account, id: product.id });
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="product-card">
      <InAppLink href={href}>
        <ProductImage
          src={product.thumbnail}
          alt={product.name}
          sizes="(min-width: 1024px) 25vw, 50vw"
          className={`w-full ${product.quantity > 0 ? "" : "opacity-60 grayscale"}`}
        />
      </InAppLink>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {product.categoryName ? <span className="text-xs text-slate-500 uppercase">{product.categoryName}</span> : null}
        <InAppLink href={href} className="font-medium text-slate-900 hover:text-emerald-700" data-testid="product-name">
          {product.name}
        </InAppLink>
        <Prices
          usd={product.price}
          vnd={product.vndToPay}
          ccm={product.ccmToPay}
          lead="card"
          className="flex-1"
          testId="product-card-price"
        />
        <AddToCart shared={cart} productId={product.id} stock={product.quantity} />
      </div>
    </li>
  );
}

export function ProductGrid({ account, products, empty }: { account: string; products: ProductCardData[]; empty: string }) {
  const cart = useAddToCart(account);
  if (products.length === 0)
    return (
      <p className="text-slate-500" data-testid="no-products">
        {empty}
      </p>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="product-grid">
      {products.map((p) => (
        <ProductCard key={p.id} account={account} product={p} cart={cart} />
      ))}
    </ul>
  );
}
