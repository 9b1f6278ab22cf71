import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { useLocalePath } from "~/lib/hooks";

/** A plain form post to the store's cart (works with JavaScript off); comes back to this page. */
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
      <button type="submit" className={buttonClass()}>
        {t("store:product.addToCart")}
      </button>
    </Form>
  );
}
