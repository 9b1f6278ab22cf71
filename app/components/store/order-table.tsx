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
  paymentMethod: string;
  totalUsd: bigint;
  totalVnd: bigint;
  totalCcm: bigint;
  createdAt: Date;
  storeAccount: string;
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
          {showStore ? <Td>{r.storeAccount}</Td> : null}
          <Td className="sm:whitespace-nowrap">{formatDateTime(r.createdAt)}</Td>
          <Td>
            <Prices usd={r.totalUsd} vnd={r.totalVnd} ccm={r.totalCcm} testId="order-row-total" />
          </Td>
          <Td>{translateKey(t, `orders:payment.${r.paymentMethod}`)}</Td>
          <Td>
            <StatusBadge status={r.status} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
