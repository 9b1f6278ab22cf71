import { PageTitle } from "~/components/page-title";
import { Pager } from "~/components/pager";
import { InAppLink } from "~/components/ui/in-app-link";
import { Statement } from "~/components/wallet/statement";
import { WalletSummary } from "~/components/wallet/ui";
import { statement } from "~/domain/wallet";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { formatCoin } from "~/lib/money";
import { pageParam } from "~/lib/params";
import { useTranslation } from "~/lib/use-translation";
import { pageWallet } from "~/utils/page-balance.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/overview";

/** The wallet section: balance, held and available, and the member's statement (?page=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [wallet, history] = await Promise.all([
    pageWallet({ request, context }, user.id),
    statement(user.id, pageParam(request.url), 20),
  ]);
  return { wallet, history };
}

const shortcuts = [
  { to: "/deposite", key: "deposit" },
  { to: "/transfer-point", key: "transferPoint" },
  { to: "/products", key: "products" },
  { to: "/user-orders/:id?", key: "orders" },
  { to: "/cards", key: "cards" },
  { to: "/refs", key: "members" },
  { to: "/packages", key: "packages" },
  { to: "/withdraw", key: "withdraw" },
] as const;

/** /dashboard: greeting, the CCT balance, the main areas. The layout requires sign-in. */
export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const user = useRootData()?.user;
  if (!user) return null;
  return (
    <section className="space-y-6">
      <PageTitle title={t("dashboard:overview.title")} />
      <p className="text-lg" data-testid="greeting">
        {t("dashboard:overview.greeting", { name: user.name })}
      </p>
      <div className="max-w-sm rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-500">{t("dashboard:overview.balance")}</p>
        <p className="mt-1 text-3xl font-bold text-emerald-700" data-testid="balance">
          {t("dashboard:overview.balanceValue", { amount: formatCoin(user.coin_balance) })}
        </p>
      </div>
      <WalletSummary wallet={loaderData.wallet} />
      <div>
        <h2 className="mb-3 text-lg font-semibold">{t("dashboard:overview.shortcuts")}</h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="shortcuts">
          {shortcuts.map((item) => (
            <li key={item.to}>
              <InAppLink
                href={localePath(item.to)}
                className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-emerald-400 hover:text-emerald-700"
              >
                {t(`dashboard:overview.links.${item.key}`)}
              </InAppLink>
            </li>
          ))}
        </ul>
      </div>
      <Statement entries={loaderData.history.items} />
      <Pager page={loaderData.history.page} pages={loaderData.history.pages} />
    </section>
  );
}
