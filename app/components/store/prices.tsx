import { useLanguage } from "~/lib/hooks";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

export interface PriceParts {
  usd: bigint;
  vnd: bigint;
  ccm: bigint;
}

/** One amount in its three forms: USD, VND and CCT. */
export function Prices({ usd, vnd, ccm, className = "", testId }: PriceParts & { className?: string; testId?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <span className={`flex flex-col ${className}`} data-testid={testId}>
      <span className="font-semibold text-emerald-700" data-testid={testId ? `${testId}-usd` : undefined}>
        {formatUsd(usd)}
      </span>
      <span className="text-sm text-slate-700" data-testid={testId ? `${testId}-vnd` : undefined}>
        {formatVnd(vnd, lng)}
      </span>
      <span className="text-sm text-slate-500" data-testid={testId ? `${testId}-cct` : undefined}>
        {t("store:price.cct", { amount: formatCoin(ccm) })}
      </span>
    </span>
  );
}
