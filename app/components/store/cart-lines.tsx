import { Form, Link, useLocation } from "react-router";

import { SubmitButton } from "~/components/forms";
import type { CartLine } from "~/domain/orders";
import { useTranslation } from "~/lib/use-translation";

import { Prices } from "./prices";
import { ProductImage } from "./product-image";

/**
 * The lines: a table on wide screens; below 640 px each line is a card (thumbnail and name, unit
 * price and Remove, quantity and line total), so nothing is off-screen and nothing scrolls sideways.
 */
export function CartLines({ lines, productPath }: { lines: CartLine[]; productPath: (id: number) => string }) {
  const { t } = useTranslation();
  const th = "bg-slate-50 px-3 py-2 text-xs font-medium text-slate-500 uppercase";
  const phoneLabel = "mb-1 block text-xs font-medium text-slate-500 uppercase sm:hidden";
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm max-sm:block" data-testid="cart-table">
        <thead className="max-sm:sr-only">
          <tr>
            <th className={th}>{t("store:cart.product")}</th>
            <th className={th}>{t("store:cart.unitPrice")}</th>
            <th className={th}>{t("store:cart.quantity")}</th>
            <th className={th}>{t("store:cart.lineTotal")}</th>
            <th className={th}>
              <span className="sr-only">{t("store:cart.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {lines.map((line) => {
            const { product } = line;
            return (
              <tr
                key={product.id}
                className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-3 max-sm:p-3"
                data-testid="cart-line"
              >
                <td className="p-3 align-top max-sm:col-span-2 max-sm:p-0">
                  <div className="flex items-center gap-3">
                    <Link to={productPath(product.id)} className="shrink-0" tabIndex={-1} aria-hidden="true">
                      <ProductImage
                        src={product.thumbnail}
                        alt=""
                        sizes="80px"
                        className="h-15 w-20 rounded border border-slate-200"
                      />
                    </Link>
                    <Link
                      to={productPath(product.id)}
                      className="font-medium break-words text-slate-900 hover:text-emerald-700"
                      data-testid="cart-line-name"
                    >
                      {product.name}
                    </Link>
                  </div>
                </td>
                <td className="p-3 align-top max-sm:p-0">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.unitPrice")}
                  </span>
                  <Prices usd={product.price} vnd={product.vndToPay} ccm={product.ccmToPay} />
                </td>
                <td className="p-3 align-top max-sm:row-start-3 max-sm:p-0">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.quantity")}
                  </span>
                  <QuantityStepper line={line} />
                </td>
                <td className="p-3 align-top max-sm:row-start-3 max-sm:p-0 max-sm:text-right">
                  <span className={phoneLabel} aria-hidden="true">
                    {t("store:cart.lineTotal")}
                  </span>
                  <Prices
                    usd={line.totals.usd}
                    vnd={line.totals.vnd}
                    ccm={line.totals.ccm}
                    className="max-sm:items-end"
                    testId="cart-line-total"
                  />
                  {line.discount > 0 ? (
                    <span className="text-xs text-emerald-700" data-testid="cart-line-discount">
                      {t("cards:cart.lineDiscount", { percentage: line.discount })}
                    </span>
                  ) : null}
                </td>
                <td className="p-3 align-top max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0 max-sm:text-right">
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="productId" value={product.id} />
                    <SubmitButton variant="secondary" size="sm" block={false} data-testid="cart-line-remove">
                      {t("store:cart.remove")}
                      <span className="sr-only"> {product.name}</span>
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * − and + set the quantity one lower or higher (plain forms: no JavaScript needed, and a double
 * click sets the same number twice instead of adding twice); the field and Update set any number.
 */
function QuantityStepper({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { product, quantity } = line;
  const form = (suffix: string) => `cart-${product.id}-${suffix}`;
  const step =
    "flex w-9 items-center justify-center text-lg font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300";
  const hidden = (value: number, suffix: string) => (
    <Form method="post" id={form(suffix)} className="hidden">
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={value} />
    </Form>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="quantity-stepper">
      <Form method="post" id={form("set")} className="hidden" noValidate>
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="productId" value={product.id} />
      </Form>
      {hidden(quantity - 1, "down")}
      {hidden(quantity + 1, "up")}
      <div className="inline-flex h-9 items-stretch overflow-hidden rounded border border-slate-300 bg-white">
        <button type="submit" form={form("down")} disabled={quantity <= 1} className={step} data-testid="quantity-down">
          <span aria-hidden="true">−</span>
          <span className="sr-only">{t("storefront:cart.decrease", { name: product.name })}</span>
        </button>
        <input
          form={form("set")}
          type="number"
          name="quantity"
          min={1}
          max={product.quantity}
          defaultValue={quantity}
          // A new page (each answer to a cart post) shows the cart's quantity, not what was typed.
          key={`${quantity}:${location.key}`}
          aria-label={t("store:cart.quantityOf", { name: product.name })}
          className="w-14 border-x border-slate-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="submit"
          form={form("up")}
          disabled={quantity >= product.quantity}
          className={step}
          data-testid="quantity-up"
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">{t("storefront:cart.increase", { name: product.name })}</span>
        </button>
      </div>
      <SubmitButton variant="secondary" size="sm" block={false} form={form("set")}>
        {t("store:cart.update")}
      </SubmitButton>
    </div>
  );
}
