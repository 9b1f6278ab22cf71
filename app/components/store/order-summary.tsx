import { Link } from "react-router";

import type { CartLine, PricedCart } from "~/domain/orders";
import { formatUsd } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

import { Prices } from "./prices";
import { ProductImage } from "./product-image";

/** Beside the checkout form: what is being ordered and the totals in USD, đồng and CCT. */
export function OrderSummary({
  lines,
  totals,
  productPath,
}: {
  lines: CartLine[];
  totals: PricedCart["totals"];
  productPath: (id: number) => string;
}) {
  const { t } = useTranslation();
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <aside
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="mb-3 text-lg font-semibold">
        {t("storefront:cart.summary")}
      </h2>
      <ul className="mb-4 space-y-3">
        {lines.map((line) => (
          <li key={line.product.id} className="flex items-center gap-3 text-sm" data-testid="summary-line">
            <ProductImage
              src={line.product.thumbnail}
              alt=""
              sizes="56px"
              className="h-10 w-14 shrink-0 rounded border border-slate-200"
            />
            <Link to={productPath(line.product.id)} className="min-w-0 flex-1 break-words text-slate-800 hover:underline">
              {t("storefront:cart.summaryLine", { name: line.product.name, quantity: line.quantity })}
            </Link>
            <span className="shrink-0 font-medium">{formatUsd(line.totals.usd)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t("storefront:cart.items")}</dt>
          <dd data-testid="summary-count">{count}</dd>
        </div>
        <div className="flex items-start justify-between gap-3">
          <dt className="font-semibold">{t("store:cart.total")}</dt>
          <dd>
            <Prices usd={totals.usd} vnd={totals.vnd} ccm={totals.ccm} className="items-end text-right" testId="cart-total" />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
