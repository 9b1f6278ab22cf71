import { useTranslation } from "~/lib/use-translation";

import { LandingFooterBottom } from "./landing-footer-bottom";
import { siteLinks } from "./site-links";

/** Vietnamese landing footer: company name, address, phone and email. */
export function LandingFooterVi() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 px-4 py-10 text-slate-300" data-testid="landing-footer-vi">
      <div className="mx-auto max-w-7xl">
        <h2 className="text-lg font-semibold text-white" data-testid="company-name">
          {t("landing:footerVi.company")}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-400">{t("landing:footerVi.addressLabel")}</dt>
          <dd data-testid="company-address">{t("landing:footerVi.address")}</dd>
          <dt className="font-medium text-slate-400">{t("landing:footerVi.phoneLabel")}</dt>
          <dd>
            <a href={`tel:${siteLinks.companyPhone.replace(/\s/g, "")}`} className="hover:text-white" data-testid="company-phone">
              {siteLinks.companyPhone}
            </a>
          </dd>
          <dt className="font-medium text-slate-400">{t("landing:footerVi.emailLabel")}</dt>
          <dd>
            <a href={`mailto:${siteLinks.companyEmail}`} className="hover:text-white" data-testid="company-email">
              {siteLinks.companyEmail}
            </a>
          </dd>
        </dl>
        <LandingFooterBottom />
      </div>
    </footer>
  );
}
