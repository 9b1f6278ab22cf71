import { Link } from "react-router";

import { Table, Td } from "~/components/ui/table";
import type { DepositView } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

import { Cct, RequestStatus } from "./ui";

/** The member's own deposit requests; each opens its receipt (decision 206). */
export function DepositHistory({ deposits }: { deposits: DepositView[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div>
      <h2 className="mb-2 text-lg font-semibold">{t("wallet:deposit.history")}</h2>
      {deposits.length === 0 ? (
        <p className="text-sm text-slate-500">{t("wallet:deposit.none")}</p>
      ) : (
        <Table
          testId="deposit-history"
          headers={[
            t("wallet:fields.date"),
            t("wallet:fields.amount"),
            { label: t("wallet:fields.cct"), lead: true },
            t("wallet:fields.txHash"),
            { label: t("wallet:fields.status"), lead: true },
          ]}
        >
          {deposits.map((d) => (
            <tr key={d.id}>
              <Td className="sm:whitespace-nowrap">
                <Link
                  to={localePath("/receipts/deposits/:id", { id: d.id })}
                  className="text-emerald-700 underline"
                  data-testid="deposit-receipt"
                >
                  {formatDateTime(d.createdAt)}
                  <span className="sr-only"> ({t("wallet:receipt.open", { id: d.id })})</span>
                </Link>
              </Td>
              <Td>{`${formatAmount(d.amount)} ${d.coin}`}</Td>
              <Td>
                <Cct value={d.cctAmount} />
              </Td>
              <Td className="font-mono text-xs break-all">{d.txHash}</Td>
              <RequestStatus status={d.status} reason={d.reason} />
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
