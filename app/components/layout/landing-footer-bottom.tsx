import { useTranslation } from "~/lib/use-translation";

import { copyrightYears, siteLinks } from "./site-links";
import { SocialLinks } from "./social-links";

/** What both landing footers share: social links, About, Support, the token market, copyright. */
export function LandingFooterBottom() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm md:flex-row md:items-center md:justify-between">
      <SocialLinks />
      <ul className="flex flex-wrap gap-4">
        <li>
          <a href={siteLinks.about} className="hover:text-white" data-testid="footer-about">
            {t("landing:footer.about")}
          </a>
        </li>
        <li>
          <a href={siteLinks.support} className="hover:text-white" data-testid="footer-support">
            {t("landing:footer.support")}
          </a>
        </li>
        <li>
          <a
            href={siteLinks.tokenMarket}
            target="_blank"
            rel="noreferrer"
            className="hover:text-white"
            data-testid="token-market-link"
          >
            {t("landing:footer.tokenMarket")}
          </a>
        </li>
      </ul>
      <p data-testid="copyright">{t("landing:footer.copyright", copyrightYears)}</p>
    </div>
  );
}
