import { LanguageSwitcher } from "~/components/language-switcher";
import { Logo } from "~/components/logo";
import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath } from "~/lib/hooks";
import { useTranslation } from "~/lib/use-translation";

import { MobileMenu } from "./mobile-menu";

/** The simple store header: language, USD, logo to the store home, a mobile menu with Home only. */
export function StoreHeaderSimple({ account }: { account: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const home = localePath("/store/:account?", { account });
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white" data-testid="store-header-simple">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileMenu className="md:hidden" testId="store-mobile-menu">
          <InAppLink href={home} className="block rounded px-3 py-2 text-sm font-medium hover:bg-slate-100">
            {t("store:menu.home")}
          </InAppLink>
        </MobileMenu>
        <Logo to={home} />
        <div className="ml-auto flex items-center gap-3">
          <span className="text-sm font-medium text-slate-600" data-testid="currency">
            {t("store:header.currency")}
          </span>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
