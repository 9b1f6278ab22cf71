import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { Table, Td } from "~/components/ui/table";
import type { WithdrawalView } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import type { SortOrder } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";

import { decisionErrors, DecisionForms } from "./decision-forms";
import { Cct, FourEyesState, RequestStatus, StatusFilter } from "./ui";

interface QueueProps {
  data: {
    items: WithdrawalView[];
    page: number;
    pages: number;
    estimated?: boolean;
    prevCursor?: string | null;
    nextCursor?: string | null;
    status: string | null;
    sort: SortOrder | null;
  };
  /** The last decision's answer (its errors), or the confirmation step. */
  result?: unknown;
  base: string;
}

/**
 * The withdrawal requests of one kind, pending first (or sorted by a column), each pending one with
 * approve / reject; on a phone each request is a card led by its status, amount and the decision.
 */
export function WithdrawalQueue({ data, result, base }: QueueProps) {
  const { t } = useTranslation();
  return (
    <>
      <StatusFilter current={data.status} base={base} />
      <ErrorList errors={decisionErrors(result)} />
      <Table
        testId="withdrawals-table"
        sort={data.sort}
        headers={[
          { label: "#", sort: "id", descFirst: true, lead: true },
          { label: t("wallet:fields.date"), sort: "created", descFirst: true },
          { label: t("wallet:fields.member"), sort: "member", lead: true },
          { label: t("wallet:fields.amount"), sort: "amount", descFirst: true, lead: true },
          t("wallet:fields.address"),
          { label: t("wallet:fields.status"), sort: "status", lead: true },
          { label: t("common:table.actions"), actions: true },
        ]}
      >
        {data.items.map((w) => (
          <tr key={w.id} data-testid={`withdrawal-${w.id}`}>
            <Td>{w.id}</Td>
            <Td className="sm:whitespace-nowrap">{formatDateTime(w.createdAt)}</Td>
            <Td>{w.account}</Td>
            <Td>
              <Cct value={w.amount} />
            </Td>
            <Td className="font-mono text-xs break-all">{w.address}</Td>
            <RequestStatus status={w.status} reason={w.reason} hash={w.payoutTxHash} />
            <Td>
              <FourEyesState request={w} />
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
      <Pager page={data.page} pages={data.pages} estimated={data.estimated} cursors={data} />
    </>
  );
}
