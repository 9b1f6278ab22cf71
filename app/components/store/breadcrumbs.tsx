import { Link, useLocation } from "react-router";

import { JsonLd } from "~/components/seo/json-ld";
import { useRootData } from "~/lib/hooks";
import { breadcrumbData } from "~/lib/structured-data";
import { useTranslation } from "~/lib/use-translation";

/**
 * Where a page sits: links to each level above it, the page itself last (not a link); the same
 * trail for search engines as a BreadcrumbList (decision 244).
 */
export function Breadcrumbs({ trail, current }: { trail: { to: string; label: string }[]; current: string }) {
  const { t } = useTranslation();
  const origin = useRootData()?.origin ?? "";
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("storefront:breadcrumbs")} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600">
        {trail.map((step) => (
          <li key={step.to} className="flex items-center gap-1">
            <Link to={step.to} className="text-emerald-800 hover:underline">
              {step.label}
            </Link>
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-800">
          {current}
        </li>
      </ol>
      <JsonLd data={breadcrumbData(origin, trail, { url: `${origin}${pathname}`, label: current })} />
    </nav>
  );
}
