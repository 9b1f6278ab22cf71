import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import { translateKey } from "~/lib/i18n";
import type { OrderStatus } from "~/lib/order-status";

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

/** The specification's order labels: customer, created at, total cost, payment method, status. */
export function OrderTable({
  rows,
  href,
  showStore = false,
  testId = "order-table",
}: {
  rows: OrderListRow[];
  href: (id: number) => string;
  showStore?: boolean;
  testId?: string;
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
      headers={[
        t("orders:list.code"),
        t("orders:list.customer"),
        ...(showStore ? [t("orders:list.store")] : []),
        t("orders:list.createdAt"),
        t("orders:list.total"),
        t("orders:list.payment"),
        t("orders:list.status"),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="border-t border-slate-100" data-testid="order-row">
          <td className="p-3 font-medium">
            <Link to={href(r.id)} className="text-emerald-700 hover:underline">
              {r.code}
            </Link>
          </td>
          <td className="p-3">{r.name}</td>
          {showStore ? <td className="p-3">{r.store_account}</td> : null}
          <td className="p-3 whitespace-nowrap">{formatDateTime(r.created_at)}</td>
          <td className="p-3">
            <Prices usd={r.total_usd} vnd={r.total_vnd} ccm={r.total_ccm} />
          </td>
          <td className="p-3">{translateKey(t, `orders:payment.${r.payment_method}`)}</td>
          <td className="p-3">
            <StatusBadge status={r.status} />
          </td>
        </tr>
      ))}
    </Table>
  );
}
