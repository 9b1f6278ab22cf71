import { useFetcher, useLocation, useMatches } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { Button } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { addToCartFetcherKey } from "./cart-notification";

/** How many of the product the store layout's cart holds, when the page shows that store's cart. */
function useQuantityInCart(account: string, productId: number): number | undefined {
  for (const match of useMatches()) {
    const data = match.data as { account?: unknown; cart?: Record<string, number> } | undefined;
    if (data?.account === account && data.cart) return data.cart[String(productId)] ?? 0;
  }
  return undefined;
}

/**
 * A plain form post to the store's cart. Without JavaScript it lands on the cart page, whose
 * "Continue shopping" comes back to this page; with JavaScript it is sent by the page's shared
 * add-to-cart fetcher and the cart notification shows what was added (decision 204). The button is
 * busy while it is sent, and the form says how many the page showed in the cart, so the same add
 * sent twice adds once (decision 137).
 */
export function AddToCart({
  account,
  productId,
  stock,
  withQuantity = false,
}: {
  account: string;
  productId: number;
  stock: number;
  withQuantity?: boolean;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: addToCartFetcherKey });
  // The fetcher is the page's: only the button of the product being added is busy.
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("productId") === String(productId);
  const seen = useQuantityInCart(account, productId);
  if (stock <= 0) {
    return (
      <p className="text-sm font-medium text-red-700" data-testid="sold-out">
        {t("store:product.soldOut")}
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={localePath("/store/:account?/cart", { account: account })}
      className="flex items-end gap-2"
      data-testid="add-to-cart"
      data-add-to-cart={productId}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {seen === undefined ? null : <input type="hidden" name="seen" value={seen} />}
      {hydrated ? <input type="hidden" name="respond" value="notification" /> : null}
      {withQuantity ? (
        <label className="text-sm">
          <span className="mb-1 block font-medium text-slate-700">{t("store:product.quantity")}</span>
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
      <Button type="submit" busy={busy}>
        {t("store:product.addToCart")}
      </Button>
    </fetcher.Form>
  );
}
