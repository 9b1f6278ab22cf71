import { DashboardDestinations } from "~/components/dashboard/destinations";
import { PageTitle } from "~/components/page-title";
import { InAppLink } from "~/components/ui/in-app-link";
import { BalanceHero } from "~/components/wallet/balance-hero";
import { Statement } from "~/components/wallet/statement";
import { statement } from "~/domain/wallet";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { pageWallet } from "~/utils/page-balance.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/overview";

/** How many of the latest transfers the dashboard shows; the statement page has them all. */
const recentRows = 5;

/** The wallet's figures (one read, shared with the header) and the latest transfers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [wallet, history] = await Promise.all([pageWallet({ request, context }, user.id), statement(user.id, 1, recentRows)]);
  return { wallet, history };
}

/**
 * /dashboard (decision 216): greeting; one balance with Deposit, Transfer point and Withdraw; the
 * member's pages grouped by purpose; the latest transfers with a way to the whole statement.
 * The layout requires sign-in.
 */
export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const user = useRootData()?.user;
  if (!user) return null;
  const { history } = loaderData;
  return (
    <div className="space-y-8">
      <div>
        <PageTitle title={t("dashboard:overview.title")} />
        <p className="-mt-2 text-lg text-slate-700" data-testid="greeting">
          {t("dashboard:overview.greeting", { name: user.name })}
        </p>
      </div>
      <BalanceHero wallet={loaderData.wallet} />
      <DashboardDestinations account={user.account} />
      <section data-testid="recent-activity">
        <Statement entries={history.items} title={t("dashboard:overview.recent")} />
        {history.total > 0 ? (
          <p className="mt-3 text-sm">
            <InAppLink
              href={localePath("/statement")}
              className="font-medium text-emerald-700 hover:underline"
              data-testid="statement-see-all"
            >
              {t("dashboard:overview.seeAll", { count: history.total })}
            </InAppLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}
