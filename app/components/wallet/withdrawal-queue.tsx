import { useTranslation } from "react-i18next";

import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { Table, Td } from "~/components/ui/table";
import type { PublicWithdrawal } from "~/domain/withdrawals.server";
import { formatDateTime } from "~/lib/dates";

import { decisionErrors, DecisionForms } from "./decision-forms";
import { Cct, RequestStatus, StatusFilter } from "./ui";

interface QueueProps {
  data: { withdrawals: PublicWithdrawal[]; page: number; pages: number; status: string | null };
  /** The last decision's answer (its errors), or the confirmation step. */
  result?: unknown;
  base: string;
}

/** The withdrawal requests of one kind, pending first, each pending one with approve / reject. */
export function WithdrawalQueue({ data, result, base }: QueueProps) {
  const { t } = useTranslation();
  return (
    <>
      <StatusFilter current={data.status} base={base} />
      <ErrorList errors={decisionErrors(result)} />
      <Table
        testId="withdrawals-table"
        headers={[
          "#",
          t("wallet:fields.date"),
          t("wallet:fields.member"),
          t("wallet:fields.amount"),
          t("wallet:fields.address"),
          t("wallet:fields.status"),
          "",
        ]}
      >
        {data.withdrawals.map((w) => (
          <tr key={w.id} data-testid={`withdrawal-${w.id}`}>
            <Td>{w.id}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(w.created_at)}</Td>
            <Td>{w.account}</Td>
            <Td>
              <Cct value={w.amount} />
            </Td>
            <Td className="font-mono text-xs break-all">{w.address}</Td>
            <RequestStatus status={w.status} reason={w.reason} hash={w.payout_tx_hash} />
            <Td>
              {w.status === "pending" && w.first_approved_by !== null ? (
                <p className="mb-1 text-xs text-amber-700" data-testid="awaiting-second">
                  {t("wallet:admin.awaitingSecond")}
                </p>
              ) : null}
              {w.status === "pending" ? (
                <DecisionForms
                  id={w.id}
                  approveLabel={t("wallet:admin.approve")}
                  withHash
                  subject={{ kind: "withdrawal", account: w.account ?? "", amount: w.amount, address: w.address }}
                />
              ) : null}
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={data.page} pages={data.pages} />
    </>
  );
}
