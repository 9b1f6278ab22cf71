import { useTranslation } from "react-i18next";

import { ErrorList } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Table, Td } from "~/components/ui/table";
import { decisionErrors, DecisionForms } from "~/components/wallet/decision-forms";
import { Cct, RequestStatus, StatusFilter, WalletAdminNav } from "~/components/wallet/ui";
import { listDeposits } from "~/domain/deposits.server";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { pageParam } from "~/lib/params";
import { requestStatusParam } from "~/lib/wallet";
import { decideDeposit } from "~/routes/wallet/decisions.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposite-ccm";

/** /admin/deposite-ccm: every deposit request, pending first; admins confirm or reject. */
export async function loader({ request }: Route.LoaderArgs) {
  const status = requestStatusParam(new URL(request.url).searchParams.get("status"));
  return { status: status ?? null, ...(await listDeposits(status, pageParam(request.url), 20)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const url = new URL(request.url);
  return decideDeposit(user, await request.formData(), `${localHref(lng, "/admin/deposite-ccm")}${url.search}`);
}

export default function AdminDeposits({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section>
      <PageTitle title={t("common:titles.admin-deposite-ccm")} />
      <WalletAdminNav />
      <StatusFilter current={loaderData.status} base={localePath("/admin/deposite-ccm")} />
      <ErrorList errors={decisionErrors(actionData)} />
      <Table
        testId="deposits-table"
        headers={[
          "#",
          t("wallet:fields.date"),
          t("wallet:fields.member"),
          t("wallet:fields.amount"),
          t("wallet:fields.cct"),
          t("wallet:fields.txHash"),
          t("wallet:fields.status"),
          "",
        ]}
      >
        {loaderData.deposits.map((d) => (
          <tr key={d.id} data-testid={`deposit-${d.id}`}>
            <Td>{d.id}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(d.created_at)}</Td>
            <Td>{d.account}</Td>
            <Td>{`${formatAmount(d.amount)} ${d.coin} × ${d.rate}`}</Td>
            <Td>
              <Cct value={d.cct_amount} />
            </Td>
            <Td className="font-mono text-xs break-all">{d.tx_hash}</Td>
            <RequestStatus status={d.status} reason={d.reason} />
            <Td>
              {d.status === "pending" ? (
                <DecisionForms
                  id={d.id}
                  approveLabel={t("wallet:admin.confirm")}
                  withHash={false}
                  subject={{ kind: "deposit", account: d.account ?? "", cct: d.cct_amount }}
                />
              ) : null}
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </section>
  );
}
