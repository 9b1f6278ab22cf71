import { Form, useLocation, useMatches } from "react-router";

import { SubmitButton } from "~/components/forms";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** How many of the product the store layout's cart holds, when the page shows that store's cart. */
function useQuantityInCart(account: string, productId: number): number | undefined {
  for (const match of useMatches()) {
    const data = match.data as { account?: unknown; cart?: Record<string, number> } | undefined;
    if (data?.account === account && data.cart) return data.cart[String(productId)] ?? 0;
  }
  return undefined;
}

/**
 * A plain form post to the store's cart (works with JavaScript off); comes back to this page.
 * The button is busy while it is sent, and the form says how many the page showed in the cart,
 * so the same add sent twice adds once (decision 137).
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
  const seen = useQuantityInCart(account, productId);
  if (stock <= 0) {
    return (
      <p className="text-sm font-medium text-red-700" data-testid="sold-out">
        {t("store:product.soldOut")}
      </p>
    );
  }
  return (
    <Form
      method="post"
      action={localePath("/store/:account?/cart", { account: account })}
      className="flex items-end gap-2"
      data-testid="add-to-cart"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {seen === undefined ? null : <input type="hidden" name="seen" value={seen} />}
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
      <SubmitButton size="md" block={false}>
        {t("store:product.addToCart")}
      </SubmitButton>
    </Form>
  );
}
