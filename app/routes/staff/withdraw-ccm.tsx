import { PageTitle } from "~/components/page-title";
import { WithdrawalQueue } from "~/components/wallet/withdrawal-queue";
import { listWithdrawals } from "~/domain/wallet";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { pageParam } from "~/lib/params";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { requestStatusParam, withdrawalSorts } from "~/lib/wallet-terms";
import { decideWithdrawal } from "~/routes/wallet/decisions.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdraw-ccm";

/** /staff/withdraw-ccm: staff (and admins) approve or reject the CCM withdrawals. */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const status = requestStatusParam(params.get("status"));
  const sort = sortOf(params, withdrawalSorts, null);
  return { status: status ?? null, sort, ...(await listWithdrawals(["ccm"], status, pageParam(url), 20, sort)) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  return decideWithdrawal(user, await request.formData(), "ccm", `${localHref(lng, "/staff/withdraw-ccm")}${url.search}`);
}

export default function StaffWithdrawCcm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section>
      <PageTitle title={t("common:titles.staff-withdraw-ccm")} />
      <WithdrawalQueue data={loaderData} result={actionData} base={localePath("/staff/withdraw-ccm")} />
    </section>
  );
}
