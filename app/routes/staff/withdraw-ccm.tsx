import { useTranslation } from "react-i18next";

import { PageTitle } from "~/components/page-title";
import { WithdrawalQueue } from "~/components/wallet/withdrawal-queue";
import { listWithdrawals } from "~/domain/withdrawals.server";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { pageParam } from "~/lib/params";
import { requestStatusParam } from "~/lib/wallet";
import { decideWithdrawal } from "~/routes/wallet/decisions.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdraw-ccm";

/** /staff/withdraw-ccm: staff (and admins) approve or reject the CCM withdrawals. */
export async function loader({ request }: Route.LoaderArgs) {
  const status = requestStatusParam(new URL(request.url).searchParams.get("status"));
  return { status: status ?? null, ...(await listWithdrawals(["ccm"], status, pageParam(request.url), 20)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  return decideWithdrawal(
    user,
    await request.formData(),
    "ccm",
    `${localHref(lng, "/staff/withdraw-ccm")}${new URL(request.url).search}`,
  );
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
