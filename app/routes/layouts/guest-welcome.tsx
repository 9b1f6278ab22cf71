import { Outlet } from "react-router";

import { LanguageSwitcher } from "~/components/language-switcher";
import { copyrightYears } from "~/components/layout/site-links";
import { mainId, SkipLink } from "~/components/layout/skip-link";
import { Logo } from "~/components/logo";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

/** Login and sign-up: a welcome panel with the tagline on the left, the form on the right. */
export default function GuestWelcomeLayout() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="grid min-h-screen md:grid-cols-2">
      <SkipLink />
      <aside className="hidden flex-col justify-between bg-emerald-700 p-10 text-white md:flex" data-testid="welcome-panel">
        <Logo to={localePath("/")} className="text-white" />
        <div>
          <h2 className="text-3xl font-bold">{t("common:welcome")}</h2>
          <p className="mt-4 text-lg text-emerald-50">{t("common:tagline")}</p>
        </div>
        <p className="text-sm text-emerald-100">{t("common:copyright", copyrightYears)}</p>
      </aside>
      <main id={mainId} tabIndex={-1} className="flex flex-col p-6 outline-none">
        <div className="flex justify-between md:justify-end">
          <Logo to={localePath("/")} className="md:hidden" />
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
