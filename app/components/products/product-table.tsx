import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { Table } from "~/components/ui/table";

import { ProductState } from "./product-state";

interface Row {
  id: number;
  name: string;
  thumbnail: string | null;
  quantity: number;
  category_name: string | null;
  units: { usd: bigint; vnd: bigint; ccm: bigint };
  status: "published" | "inactive" | "waiting" | "rejected";
  revision_state: "waiting" | "rejected" | null;
  rejection_reason: string | null;
}

/** A store's products with their picture, prices, stock, category and state; each name links to `href(id)`. */
export function ProductTable({
  items,
  href,
  testId,
  rowTestId,
}: {
  items: Row[];
  href: (id: number) => string;
  testId: string;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      testId={testId}
      headers={[
        t("products:fields.thumbnail"),
        t("products:fields.name"),
        t("products:fields.prices"),
        t("products:fields.quantity"),
        t("products:fields.category"),
        t("products:fields.status"),
      ]}
    >
      {items.map((p) => (
        <tr key={p.id} data-testid={rowTestId}>
          <td className="p-3">
            {p.thumbnail ? <ProductImage src={p.thumbnail} alt="" sizes="80px" className="h-12 w-16 rounded" /> : null}
          </td>
          <td className="p-3 font-medium">
            <Link to={href(p.id)} className="text-emerald-700 hover:underline">
              {p.name}
            </Link>
          </td>
          <td className="p-3">
            <Prices {...p.units} />
          </td>
          <td className="p-3">{p.quantity}</td>
          <td className="p-3">{p.category_name ?? "—"}</td>
          <td className="p-3">
            <ProductState product={p} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
