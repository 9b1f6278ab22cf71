import { PageTitle } from "~/components/page-title";
import { WalletAdminNav } from "~/components/wallet/ui";
import { WithdrawalQueue } from "~/components/wallet/withdrawal-queue";
import { listWithdrawals } from "~/domain/wallet";
import { pageCursor } from "~/lib/cursor.server";
import { useLocalePath } from "~/lib/hooks";
import { localizePath, stripLanguage } from "~/lib/i18n";
import { pageParam } from "~/lib/params";
import { sortOf } from "~/lib/sort";
import { useTranslation } from "~/lib/use-translation";
import { requestStatusParam, withdrawalSorts, type WithdrawalMethod } from "~/lib/wallet-terms";
import { decideWithdrawal } from "~/routes/wallet/decisions.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdraw";

const pages = { usdt: "/admin/withdraw", ccm: "/admin/withdraw-ccm" } as const satisfies Record<WithdrawalMethod, string>;
const methodOf = (url: URL): WithdrawalMethod => (stripLanguage(url.pathname) === pages.ccm ? "ccm" : "usdt");

/** /admin/withdraw (USDT payouts) and /admin/withdraw-ccm (CCT to ccm addresses): admins approve or reject. */
export async function loader({ url }: Route.LoaderArgs) {
  const method = methodOf(url);
  const params = url.searchParams;
  const status = requestStatusParam(params.get("status"));
  const sort = sortOf(params, withdrawalSorts, null);
  return {
    method,
    status: status ?? null,
    sort,
    ...(await listWithdrawals([method], status, pageParam(url), 20, sort, { cursor: pageCursor(url) })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const method = methodOf(url);
  return decideWithdrawal(user, await request.formData(), method, `${localizePath(pages[method], lng)}${url.search}`);
}

export default function AdminWithdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { method } = loaderData;
  return (
    <section>
      <PageTitle title={t(`common:titles.${method === "ccm" ? "admin-withdraw-ccm" : "admin-withdraw"}`)} />
      <WalletAdminNav />
      <WithdrawalQueue data={loaderData} result={actionData} base={localePath(pages[method])} />
    </section>
  );
}
