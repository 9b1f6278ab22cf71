import { ProductImage } from "~/components/store/product-image";
import { QuantityStepper } from "~/components/store/quantity-stepper";
import { Cct } from "~/components/wallet/ui";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import { maxRestockQuantity } from "~/lib/schemas/restock";
import { useTranslation } from "~/lib/use-translation";

/** A system product as /buy-products lists it (the name already in the reader's language). */
export interface RestockItem {
  id: number;
  name: string;
  thumbnail: string | null;
  /** CCT price in 10^-8 CCT. */
  ccmToPay: bigint;
  /** Stock left in the system store. */
  quantity: number;
  /** How many the member's own store holds. */
  held: number;
}

const th = "px-2 py-2 text-xs font-medium text-slate-500 uppercase sm:px-3";
const td = "px-2 py-2 align-middle sm:px-3";

/**
 * The catalogue as one compact table (issue 31, decision 232): a thumbnail, the name, the CCT price,
 * the stock and a quantity stepper per row. On a phone the price and stock sit under the name, so a
 * row stays one line high. Each row posts `items[i].product_id` and `items[i].quantity`.
 */
export function RestockTable({
  items,
  quantities,
  onChange,
}: {
  items: RestockItem[];
  quantities: Record<number, number>;
  onChange: (item: RestockItem, quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="restock-table">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-14`}>
              <span className="sr-only">{t("products:restock.picture")}</span>
            </th>
            <th scope="col" className={th}>
              {t("products:restock.name")}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              {t("products:restock.price")}
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              {t("products:restock.stockHeader")}
            </th>
            <th scope="col" className={`${th} w-0`}>
              {t("products:restock.quantity")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((p, i) => {
            const soldOut = p.quantity === 0 || p.ccmToPay <= 0n;
            const price = <Cct value={unitsToDecimal(p.ccmToPay, COIN_DECIMALS)} />;
            return (
              <tr key={p.id} data-testid="restock-item" data-product-id={p.id}>
                <td className={td}>
                  <ProductImage src={p.thumbnail} alt="" sizes="48px" eager={i < 6} className="w-12 rounded" />
                </td>
                <td className={`${td} min-w-0`}>
                  <p className="font-medium break-words text-slate-900" data-testid="restock-name">
                    {p.name}
                  </p>
                  {/* On a phone the price and stock columns are hidden: they read here. */}
                  <p className="text-xs text-slate-600 sm:hidden">
                    <span data-testid="restock-price-line">{price}</span> · {t("products:restock.stock", { count: p.quantity })}
                  </p>
                  {p.held > 0 ? (
                    <p className="text-xs text-slate-500" data-testid="restock-held">
                      {t("products:restock.held", { count: p.held })}
                    </p>
                  ) : null}
                  {soldOut ? <p className="text-xs text-red-700">{t("products:restock.soldOut")}</p> : null}
                  <input type="hidden" name={`items[${i}].product_id`} value={p.id} />
                </td>
                <td className={`${td} hidden text-right whitespace-nowrap sm:table-cell`} data-testid="restock-price">
                  {price}
                </td>
                <td className={`${td} hidden text-right sm:table-cell`} data-testid="restock-stock">
                  {p.quantity}
                </td>
                <td className={td}>
                  <QuantityStepper
                    id={`restock-qty-${p.id}`}
                    name={`items[${i}].quantity`}
                    label={p.name}
                    max={Math.min(p.quantity, maxRestockQuantity)}
                    value={quantities[p.id] ?? 0}
                    disabled={soldOut}
                    onChange={(quantity) => onChange(p, quantity)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
