import { Link } from "react-router";

import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { buttonClass } from "~/components/ui/button";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** Landing header: logo, language, Log in / Sign up for guests, Dashboard for members. */
export function LandingHeader() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const user = useRootData()?.user ?? null;
  return (
    <header className="border-b border-slate-200 bg-white" data-testid="landing-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Logo to={localePath("/")} compact />
        <div className="ml-auto flex items-center gap-1 whitespace-nowrap sm:gap-2">
          <LanguageSwitcher />
          {user ? (
            <Link to={localePath("/dashboard")} className={buttonClass({ size: "sm" })} data-testid="dashboard-link">
              {t("landing:header.dashboard")}
            </Link>
          ) : (
            <>
              <Link
                to={localePath("/login")}
                className="rounded px-2 py-1.5 text-sm font-medium hover:bg-slate-100 sm:px-3"
                data-testid="login-link"
              >
                {t("landing:header.login")}
              </Link>
              <Link to={localePath("/sign_up")} className={buttonClass({ size: "sm" })} data-testid="signup-link">
                {t("landing:header.signUp")}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
