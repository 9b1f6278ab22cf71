import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";

import { LandingFooterBottom } from "./landing-footer-bottom";
import { siteLinks } from "./site-links";

/** English landing footer: an email prompt that goes to the Support site with the address. */
export function LandingFooterEn() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 px-4 py-10 text-slate-300" data-testid="landing-footer-en">
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-6 md:grid-cols-2 md:items-end">
          <div>
            <h2 className="text-lg font-semibold text-white">{t("landing:footerEn.title")}</h2>
            <p className="mt-1 text-sm">{t("landing:footerEn.text")}</p>
          </div>
          <form method="get" action={siteLinks.support} className="flex gap-2" data-testid="email-prompt">
            <label htmlFor="footer-email" className="sr-only">
              {t("landing:footerEn.emailLabel")}
            </label>
            <input
              id="footer-email"
              type="email"
              name="email"
              required
              placeholder={t("landing:footerEn.emailPlaceholder")}
              className="min-w-0 flex-1 rounded border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400"
            />
            <button type="submit" className={buttonClass()}>
              {t("landing:footerEn.submit")}
            </button>
          </form>
        </div>
        <LandingFooterBottom />
      </div>
    </footer>
  );
}
