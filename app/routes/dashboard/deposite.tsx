import { Link } from "react-router";

import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { DepositHistory } from "~/components/wallet/deposit-history";
import { getSettings, listMyDeposits } from "~/domain/wallet";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";
import { coins, depositNetworks, depositPages } from "~/lib/wallet-terms";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposite";

/** /deposite: pick the coin (each with its current rate), and the member's deposit requests. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [settings, deposits] = await Promise.all([getSettings(), listMyDeposits(user.id)]);
  return { rates: settings.rates, deposits };
}

export default function Deposite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className="space-y-6">
      <PageTitle title={t("common:titles.deposite")} />
      <p className="text-slate-600">{t("wallet:deposit.choose")}</p>
      <ul className="grid gap-3 sm:grid-cols-3" data-testid="coins">
        {coins.map((coin) => (
          <li key={coin}>
            <Link
              to={localePath(depositPages[coin])}
              className={`${cardClass} block hover:border-emerald-400`}
              data-testid={`coin-${coin}`}
            >
              <span className="text-lg font-semibold">{t(`wallet:coins.${coin}`)}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {t(`wallet:deposit.networks.${depositNetworks[coin]}`, { coin })}
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {t("wallet:deposit.rate", { coin, rate: loaderData.rates[coin] })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <DepositHistory deposits={loaderData.deposits} />
    </section>
  );
}
