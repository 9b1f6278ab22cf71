import { useLocation } from "react-router";

import { InAppLink } from "~/components/ui/in-app-link";
import { useTranslation } from "~/lib/use-translation";

/** Previous / next links for ?page=, keeping the other query parameters. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `${location.pathname}?${params}`;
  };
  const link = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100";
  return (
    <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t("common:pager.label")} data-testid="pager">
      {page > 1 ? (
        <InAppLink href={to(page - 1)} className={link} rel="prev">
          {t("common:pager.previous")}
        </InAppLink>
      ) : null}
      <span className="text-sm text-slate-600">{t("common:pager.page", { page, pages })}</span>
      {page < pages ? (
        <InAppLink href={to(page + 1)} className={link} rel="next">
          {t("common:pager.next")}
        </InAppLink>
      ) : null}
    </nav>
  );
}
