// Through the build, which inlines it (it is under a kilobyte): no request, where /logo.svg was cached only an hour.
import logoUrl from "~/assets/logo.svg";
import { InAppLink } from "~/components/ui/in-app-link";
import { useTranslation } from "~/lib/use-translation";

/** The logo and the brand; `compact`: below 640 px only the picture shows (the name stays the link's name). */
export function Logo({ to, className = "", compact = false }: { to: string; className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  // Named by the brand even where a layout hides the word (the picture itself is decorative).
  return (
    <InAppLink
      href={to}
      aria-label={t("common:brand")}
      className={`inline-flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-emerald-700 ${className}`}
    >
      <img src={logoUrl} alt="" width={32} height={32} />
      <span className={compact ? "max-sm:sr-only" : ""}>{t("common:brand")}</span>
    </InAppLink>
  );
}
