import { LanguageSwitcher } from "~/components/language-switcher";
import { useTranslation } from "~/lib/use-translation";

import { copyrightYears, siteLinks } from "./site-links";

/** Dashboard and back-office footer: language switcher, About, Support, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-4 text-sm text-slate-600" data-testid="site-footer">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 sm:flex-row">
        <p>{t("dashboard:footer.copyright", copyrightYears)}</p>
        <div className="flex items-center gap-4">
          <a href={siteLinks.about} className="hover:text-emerald-700" data-testid="footer-about">
            {t("dashboard:footer.about")}
          </a>
          <a href={siteLinks.support} className="hover:text-emerald-700" data-testid="footer-support">
            {t("dashboard:footer.support")}
          </a>
          <LanguageSwitcher className="[&_ul]:bottom-full [&_ul]:mb-1" />
        </div>
      </div>
    </footer>
  );
}
