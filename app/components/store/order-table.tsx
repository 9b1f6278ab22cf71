import { Link } from "react-router";

import { Table, Td } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { translateKey } from "~/lib/i18n";
import type { OrderStatus } from "~/lib/order-status";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

import { StatusBadge } from "./order-view";
import { Prices } from "./prices";

export interface OrderListRow {
  id: number;
  code: string;
  name: string;
  status: OrderStatus;
  payment_method: string;
  total_usd: bigint;
  total_vnd: bigint;
  total_ccm: bigint;
  created_at: Date;
  store_account: string;
}

/**
 * The specification's order labels: customer, created at, total cost, payment method, status. On a
 * phone each order is a card led by its code, total and status; with `sort` the headers sort.
 */
export function OrderTable({
  rows,
  href,
  showStore = false,
  testId = "order-table",
  sort,
}: {
  rows: OrderListRow[];
  href: (id: number) => string;
  showStore?: boolean;
  testId?: string;
  sort?: SortOrder | null;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <p className="text-sm text-slate-500" data-testid={`${testId}-empty`}>
        {t("orders:list.none")}
      </p>
    );
  return (
    <Table
      testId={testId}
      sort={sort}
      headers={[
        { label: t("orders:list.code"), sort: "code", lead: true },
        { label: t("orders:list.customer"), sort: "customer" },
        ...(showStore ? [{ label: t("orders:list.store"), sort: "store" }] : []),
        { label: t("orders:list.createdAt"), sort: "created", descFirst: true },
        { label: t("orders:list.total"), sort: "total", descFirst: true, lead: true },
        { label: t("orders:list.payment"), sort: "payment" },
        { label: t("orders:list.status"), sort: "status", lead: true },
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} data-testid="order-row">
          <Td className="font-medium">
            <Link to={href(r.id)} className="text-emerald-700 hover:underline">
              {r.code}
            </Link>
          </Td>
          <Td>{r.name}</Td>
          {showStore ? <Td>{r.store_account}</Td> : null}
          <Td className="whitespace-nowrap">{formatDateTime(r.created_at)}</Td>
          <Td>
            <Prices usd={r.total_usd} vnd={r.total_vnd} ccm={r.total_ccm} testId="order-row-total" />
          </Td>
          <Td>{translateKey(t, `orders:payment.${r.payment_method}`)}</Td>
          <Td>
            <StatusBadge status={r.status} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
