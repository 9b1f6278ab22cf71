import { useLocation } from "react-router";

import { InAppLink } from "~/components/ui/in-app-link";
import { formatWhole } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/**
 * Previous / next links for ?page= (or another parameter, for a second list on the page), keeping
 * the other query parameters. A second pager on a page needs its own `label` (landmarks are unique).
 * `estimated`: the page count comes from the planner's estimate of a long list ("of about 620").
 * `cursors`: a long list's keyset cursors for the adjacent pages (decision 274), carried as ?cursor=
 * beside the page's number, so that the next page reads on from this one instead of skipping every
 * row before it; a link without one drops any ?cursor= of this page.
 */
export function Pager({
  page,
  pages,
  param = "page",
  label,
  estimated = false,
  cursors,
}: {
  page: number;
  pages: number;
  param?: string;
  label?: string;
  estimated?: boolean;
  cursors?: { prevCursor?: string | null; nextCursor?: string | null };
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pages <= 1) return null;
  const to = (p: number, cursor: string | null | undefined) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(p));
    if (cursors && cursor) params.set("cursor", cursor);
    else if (cursors) params.delete("cursor");
    return `${location.pathname}?${params}`;
  };
  const link = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100";
  return (
    <nav
      className="mt-6 flex items-center justify-center gap-3"
      aria-label={label ?? t("common:pager.label")}
      data-testid="pager"
    >
      {page > 1 ? (
        <InAppLink href={to(page - 1, page > 2 ? cursors?.prevCursor : null)} className={link} rel="prev">
          {t("common:pager.previous")}
        </InAppLink>
      ) : null}
      <span className="text-sm text-slate-600">
        {t(estimated ? "common:pager.pageAbout" : "common:pager.page", { page: formatWhole(page), pages: formatWhole(pages) })}
      </span>
      {page < pages ? (
        <InAppLink href={to(page + 1, cursors?.nextCursor)} className={link} rel="next">
          {t("common:pager.next")}
        </InAppLink>
      ) : null}
    </nav>
  );
}
