import { useLanguage } from "~/lib/hooks";
import type { Language } from "~/lib/i18n";
import { formatCoin, formatUsd, formatVnd } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

export interface PriceParts {
  usd: bigint;
  vnd: bigint;
  ccm: bigint;
}

type Currency = "usd" | "vnd" | "cct";

/** The currency a shopper pays in, by the page's language (decision 209): đồng on /vi, dollars on /. */
const paidIn: Record<Language, Currency> = { vi: "vnd", en: "usd" };

/** How large the leading amount and the two others are: on a product card, or on the product's own page. */
const leadSize = { card: "text-lg", page: "text-2xl" } as const;
const otherSize = { card: "text-xs", page: "text-sm" } as const;

/**
 * One amount in its three forms: USD, VND and CCT, stacked (cart, orders, tables). With `lead`
 * (product cards and pages) the currency the shopper pays in comes first and large, the two others
 * smaller on one line below it.
 */
export function Prices({
  usd,
  vnd,
  ccm,
  className = "",
  testId,
  lead,
}: PriceParts & { className?: string; testId?: string; lead?: keyof typeof leadSize }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const text: Record<Currency, string> = {
    usd: formatUsd(usd),
    vnd: formatVnd(vnd, lng),
    cct: t("store:price.cct", { amount: formatCoin(ccm, lng) }),
  };
  const id = (currency: Currency) => (testId ? `${testId}-${currency}` : undefined);

  if (lead) {
    const first = paidIn[lng];
    const others = (["usd", "vnd", "cct"] as const).filter((c) => c !== first);
    return (
      <span className={`flex flex-col ${className}`} data-testid={testId}>
        <span className={`${leadSize[lead]} leading-tight font-semibold text-emerald-700`} data-testid={id(first)}>
          {text[first]}
        </span>
        <span className={`flex flex-wrap gap-x-3 ${otherSize[lead]} text-slate-500`}>
          {others.map((c) => (
            <span key={c} data-testid={id(c)}>
              {text[c]}
            </span>
          ))}
        </span>
      </span>
    );
  }
  return (
    <span className={`flex flex-col ${className}`} data-testid={testId}>
      <span className="font-semibold text-emerald-700" data-testid={id("usd")}>
        {text.usd}
      </span>
      <span className="text-sm text-slate-700" data-testid={id("vnd")}>
        {text.vnd}
      </span>
      <span className="text-sm text-slate-500" data-testid={id("cct")}>
        {text.cct}
      </span>
    </span>
  );
}
