import { Table, Td, TotalRow } from "~/components/ui/table";
import { useTranslation } from "~/lib/use-translation";

import { Prices } from "./prices";

/** One line of an order as sold: its unit prices and its totals in the three currencies. */
export interface SoldLine {
  id: number;
  name: string;
  quantity: number;
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
  totalUsd: bigint;
  totalVnd: bigint;
  totalCcm: bigint;
}

/**
 * The goods of an order with its total: the same table on the order page and in its contract.
 * `testId` names the table, its rows (`-line`), quantities and total for each page's tests.
 */
export function OrderLinesTable({
  lines,
  total,
  testId,
}: {
  lines: SoldLine[];
  total: { totalUsd: bigint; totalVnd: bigint; totalCcm: bigint };
  testId: "order" | "contract";
}) {
  const { t } = useTranslation();
  return (
    <Table
      testId={`${testId}-lines`}
      headers={[
        { label: t("orders:detail.product"), lead: true },
        t("orders:detail.unitPrice"),
        t("orders:detail.quantity"),
        { label: t("orders:detail.lineTotal"), lead: true },
      ]}
      footer={
        <TotalRow label={t("orders:detail.total")} span={3}>
          <Prices usd={total.totalUsd} vnd={total.totalVnd} ccm={total.totalCcm} testId={`${testId}-total`} />
        </TotalRow>
      }
    >
      {lines.map((l) => (
        <tr key={l.id} data-testid={`${testId}-line`}>
          <Td className="font-medium">{l.name}</Td>
          <Td>
            <Prices usd={l.price} vnd={l.vndToPay} ccm={l.ccmToPay} />
          </Td>
          <Td testId={`${testId}-line-quantity`}>{l.quantity}</Td>
          <Td>
            <Prices usd={l.totalUsd} vnd={l.totalVnd} ccm={l.totalCcm} />
          </Td>
        </tr>
      ))}
    </Table>
  );
}
