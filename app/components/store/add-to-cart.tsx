import { useFetcher, useLocation, useMatches } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { Button } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { addToCartFetcherKey } from "./cart-notification";

/** What every Add to cart form of a list shares: read once by the list, not once per product. */
export interface AddToCartShared {
  action: string;
  redirectTo: string;
  hydrated: boolean;
  /** The product whose add is being sent, if any: only its button is busy. */
  busyId: string | null;
  /** The store layout's cart when the page shows that store's cart (undefined otherwise). */
  cart: Record<string, number> | undefined;
  submit: (form: HTMLFormElement) => void;
  labels: { add: string; soldOut: string; quantity: string };
}

/** The store layout's cart, when the page shows that store's cart. */
function useCartOf(account: string): Record<string, number> | undefined {
  for (const match of useMatches()) {
    const data = match.data as { account?: unknown; cart?: Record<string, number> } | undefined;
    if (data?.account === account && data.cart) return data.cart;
  }
  return undefined;
}

/**
 * The page's shared add-to-cart fetcher and what its forms need, for a list of Add to cart forms
 * (decision 264): twelve cards rendered twelve fetchers, locations and route lookups before.
 */
export function useAddToCart(account: string): AddToCartShared {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: addToCartFetcherKey });
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("productId") : null;
  return {
    action: localePath("/store/:account?/cart", { account }),
    redirectTo: `${location.pathname}${location.search}`,
    hydrated,
    busyId: typeof sending === "string" ? sending : null,
    cart: useCartOf(account),
    submit: (form) => void fetcher.submit(form),
    labels: { add: t("store:product.addToCart"), soldOut: t("store:product.soldOut"), quantity: t("store:product.quantity") },
  };
}

/**
 * A plain form post to the store's cart. Without JavaScript it lands on the cart page, whose
 * "Continue shopping" comes back to this page; with JavaScript it is sent by the page's shared
 * add-to-cart fetcher and the cart notification shows what was added (decision 204). The button is
 * busy while it is sent, and the form says how many the page showed in the cart, so the same add
 * sent twice adds once (decision 137).
 */
export function AddToCart({
  shared,
  productId,
  stock,
  withQuantity = false,
}: {
  shared: AddToCartShared;
  productId: number;
  stock: number;
  withQuantity?: boolean;
}) {
  if (stock <= 0) {
    return (
      <p className="text-sm font-medium text-red-700" data-testid="sold-out">
        {shared.labels.soldOut}
      </p>
    );
  }
  const seen = shared.cart === undefined ? undefined : (shared.cart[String(productId)] ?? 0);
  return (
    <form
      method="post"
      action={shared.action}
      className="flex items-end gap-2"
      data-testid="add-to-cart"
      data-add-to-cart={productId}
      onSubmit={(event) => {
        event.preventDefault();
        shared.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={shared.redirectTo} />
      {seen === undefined ? null : <input type="hidden" name="seen" value={seen} />}
      {shared.hydrated ? <input type="hidden" name="respond" value="notification" /> : null}
      {withQuantity ? (
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{shared.labels.quantity}</span>
          <input
            type="number"
            name="quantity"
            min={1}
            max={stock}
            defaultValue={1}
            className="w-20 rounded border border-slate-300 px-2 py-1.5"
          />
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <Button type="submit" busy={shared.busyId === String(productId)}>
        {shared.labels.add}
      </Button>
    </form>
  );
}
