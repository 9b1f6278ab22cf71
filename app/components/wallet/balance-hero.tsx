import { cardClass } from "~/components/ui/card";
import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { Cct } from "./ui";

/** The three ways money moves that a member starts from the dashboard, with the specification's labels. */
const primaryActions = [
  { to: "/deposite", key: "deposit" },
  { to: "/transfer-point", key: "transferPoint" },
  { to: "/withdraw", key: "withdraw" },
] as const;

// The buttons' colours (components/ui/button); their size here is a phone's three columns.
const primary = "bg-emerald-600 text-white hover:bg-emerald-700";
const secondary = "border border-slate-300 text-slate-700 hover:bg-slate-100";

/**
 * The dashboard's one balance (decision 216): what the member can spend, large; what is held
 * (withdrawals and orders waiting) and the total beside it; then Deposit, Transfer point, Withdraw.
 * The test ids are the wallet's (`wallet-available`, `wallet-held`) and the old total's (`balance`).
 */
export function BalanceHero({ wallet }: { wallet: { balance: number; held: number; available: number } }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className={`${cardClass} sm:p-6`} aria-labelledby="balance-hero-title" data-testid="balance-hero">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <div className="min-w-0">
          <h2 id="balance-hero-title" className="text-sm font-medium text-slate-600">
            {t("dashboard:overview.hero.available")}
          </h2>
          <p className="mt-1 text-3xl font-bold break-words text-emerald-700 sm:text-4xl">
            <Cct value={wallet.available} testId="wallet-available" />
          </p>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-slate-600">{t("dashboard:overview.hero.held")}</dt>
            <dd className="font-semibold text-slate-900">
              <Cct value={wallet.held} testId="wallet-held" />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("dashboard:overview.hero.total")}</dt>
            <dd className="font-semibold text-slate-900">
              <Cct value={wallet.balance} testId="balance" />
            </dd>
          </div>
        </dl>
      </div>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3" data-testid="primary-actions">
        {primaryActions.map((action, index) => (
          <li key={action.to}>
            <InAppLink
              href={localePath(action.to)}
              className={`${index === 0 ? primary : secondary} flex h-full items-center justify-center rounded px-2 py-2.5 text-center text-sm font-medium sm:min-w-36 sm:px-5 sm:text-base`}
              data-testid={`action-${action.key}`}
            >
              {t(`dashboard:overview.actions.${action.key}`)}
            </InAppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
