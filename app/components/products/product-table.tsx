import { Link } from "react-router";

import { Prices } from "~/components/store/prices";
import { ProductImage } from "~/components/store/product-image";
import { Table, Td } from "~/components/ui/table";
import { useLanguage } from "~/lib/hooks";
import { nameIn } from "~/lib/product-names";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

import { ProductState } from "./product-state";

interface Row {
  id: number;
  name: string;
  nameVi: string | null;
  thumbnail: string | null;
  quantity: number;
  categoryName: string | null;
  units: { usd: bigint; vnd: bigint; ccm: bigint };
  status: "published" | "inactive" | "waiting" | "rejected";
  revisionState: "waiting" | "rejected" | null;
  rejectionReason: string | null;
}

/**
 * A store's products with their picture, prices, stock, category and state; each name (in the
 * reader's language when the product has one) links to `href(id)`. With `sort` (the list's order) the headers sort.
 */
export function ProductTable({
  items,
  href,
  testId,
  rowTestId,
  sort,
}: {
  items: Row[];
  href: (id: number) => string;
  testId: string;
  rowTestId: string;
  sort?: SortOrder | null;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <Table
      testId={testId}
      sort={sort}
      headers={[
        { label: t("products:fields.thumbnail"), bare: true },
        { label: t("products:fields.name"), sort: "name", lead: true },
        { label: t("products:fields.prices"), sort: "price", descFirst: true },
        { label: t("products:fields.quantity"), sort: "quantity", descFirst: true },
        { label: t("products:fields.category"), sort: "category" },
        { label: t("products:fields.status"), sort: "status", lead: true },
      ]}
    >
      {items.map((p) => (
        <tr key={p.id} data-testid={rowTestId}>
          <Td>{p.thumbnail ? <ProductImage src={p.thumbnail} alt="" sizes="80px" className="h-12 w-16 rounded" /> : null}</Td>
          <Td className="font-medium">
            <Link to={href(p.id)} className="text-emerald-700 hover:underline">
              {nameIn(lng, { name: p.name, nameVi: p.nameVi })}
            </Link>
          </Td>
          <Td>
            <Prices {...p.units} />
          </Td>
          <Td>{p.quantity}</Td>
          <Td>{p.categoryName ?? "—"}</Td>
          <Td>
            <ProductState product={p} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
