import { useTranslation } from "~/lib/use-translation";

import { copyrightYears, siteLinks } from "./site-links";

export function StoreFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-sm text-slate-600" data-testid="store-footer">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 sm:flex-row">
        <p>{t("dashboard:footer.copyright", copyrightYears)}</p>
        <div className="flex gap-4">
          <a href={siteLinks.about} className="hover:text-emerald-700">
            {t("dashboard:footer.about")}
          </a>
          <a href={siteLinks.support} className="hover:text-emerald-700">
            {t("dashboard:footer.support")}
          </a>
        </div>
      </div>
    </footer>
  );
}
