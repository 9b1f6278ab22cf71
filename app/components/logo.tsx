import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Logo({ to, className = "" }: { to: string; className?: string }) {
  const { t } = useTranslation();
  // Named by the brand even where a layout hides the word (the picture itself is decorative).
  return (
    <Link
      to={to}
      aria-label={t("common:brand")}
      className={`inline-flex items-center gap-2 font-bold text-emerald-700 ${className}`}
    >
      <img src="/logo.svg" alt="" width={32} height={32} />
      <span>{t("common:brand")}</span>
    </Link>
  );
}
