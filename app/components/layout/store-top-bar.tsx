import { LanguageSwitcher } from "~/components/language-switcher";
import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { formatCoin } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/** The full store header's top line: language, USD, the store's name (userName cookie), Dashboard + CCT or Log in. */
export function StoreTopBar({ userName }: { userName: string | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const user = useRootData()?.user ?? null;
  return (
    <div className="border-b border-slate-100 bg-slate-50 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1">
        {/* At the bar's left edge: its list opens to the right, onto the screen. */}
        <LanguageSwitcher align="start" />
        <span className="font-medium text-slate-600" data-testid="currency">
          {t("store:header.currency")}
        </span>
        <div className="ml-auto flex items-center gap-3">
          {userName ? (
            // The store being browsed, from the userName cookie of the account check (§7).
            <span className="flex max-w-48 items-center gap-1 text-slate-700">
              <span className="hidden whitespace-nowrap text-slate-500 sm:inline">{t("storefront:header.store")}</span>
              <span className="truncate font-medium" data-testid="store-user-name">
                {userName}
              </span>
            </span>
          ) : null}
          {user ? (
            <>
              <InAppLink
                href={localePath("/dashboard")}
                className="font-medium text-emerald-700 hover:underline"
                data-testid="dashboard-link"
              >
                {t("store:header.dashboard")}
              </InAppLink>
              <span className="rounded bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800" data-testid="balance">
                {t("common:balance", { amount: formatCoin(user.coinBalance) })}
              </span>
            </>
          ) : (
            <InAppLink
              href={localePath("/login")}
              className="font-medium text-emerald-700 hover:underline"
              data-testid="login-link"
            >
              {t("store:header.login")}
            </InAppLink>
          )}
        </div>
      </div>
    </div>
  );
}
