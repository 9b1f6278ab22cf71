import { ErrorList } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { Table, Td } from "~/components/ui/table";
import { decisionErrors, DecisionForms } from "~/components/wallet/decision-forms";
import { Cct, FourEyesState, RequestStatus, StatusFilter, WalletAdminNav } from "~/components/wallet/ui";
import { depositHistories, listDeposits } from "~/domain/wallet";
import { pageCursor } from "~/lib/cursor.server";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { pageParam } from "~/lib/params";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { depositSorts, requestStatusParam } from "~/lib/wallet-terms";
import { decideDeposit } from "~/routes/wallet/decisions.server";
import { amountInWords } from "~/utils/amount-words.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposite-ccm";

/** /admin/deposite-ccm: every deposit request, pending first (or sorted by a column); admins confirm or reject. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lng = getLanguage(context);
  const params = url.searchParams;
  const status = requestStatusParam(params.get("status"));
  const sort = sortOf(params, depositSorts, null);
  const list = await listDeposits(status, pageParam(url), 20, sort, { cursor: pageCursor(url) });
  // What the confirmation shows beside the figures: the amount in words and the member's deposits so far.
  const pending = list.items.filter((d) => d.status === "pending");
  const histories = await depositHistories([...new Set(pending.map((d) => d.userId))]);
  const checks = Object.fromEntries(
    pending.map((d) => [d.id, { words: amountInWords(lng, d.cctAmount), history: histories.get(d.userId) ?? null }]),
  );
  return { status: status ?? null, sort, ...list, checks };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
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
        sort={loaderData.sort}
        headers={[
          { label: "#", sort: "id", descFirst: true, lead: true },
          { label: t("wallet:fields.date"), sort: "created", descFirst: true },
          { label: t("wallet:fields.member"), sort: "member", lead: true },
          { label: t("wallet:fields.amount"), sort: "amount", descFirst: true },
          { label: t("wallet:fields.cct"), sort: "cct", descFirst: true, lead: true },
          t("wallet:fields.txHash"),
          { label: t("wallet:fields.status"), sort: "status", lead: true },
          { label: t("common:table.actions"), actions: true },
        ]}
      >
        {loaderData.items.map((d) => (
          <tr key={d.id} data-testid={`deposit-${d.id}`}>
            <Td>{d.id}</Td>
            <Td className="sm:whitespace-nowrap">{formatDateTime(d.createdAt)}</Td>
            <Td>{d.account}</Td>
            <Td>{`${formatAmount(d.amount)} ${d.coin} × ${d.rate}`}</Td>
            <Td>
              <Cct value={d.cctAmount} />
            </Td>
            <Td className="font-mono text-xs break-all">{d.txHash}</Td>
            <RequestStatus status={d.status} reason={d.reason} />
            <Td>
              <FourEyesState request={d} />
              {d.status === "pending" ? (
                <DecisionForms
                  id={d.id}
                  approveLabel={t("wallet:admin.confirm")}
                  withHash={false}
                  subject={{ kind: "deposit", account: d.account ?? "", cct: d.cctAmount, ...loaderData.checks[d.id] }}
                />
              ) : null}
            </Td>
          </tr>
        ))}
      </Table>
      <Pager page={loaderData.page} pages={loaderData.pages} estimated={loaderData.estimated} cursors={loaderData} />
    </section>
  );
}
