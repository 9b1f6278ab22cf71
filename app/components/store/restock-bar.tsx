import type { ReactNode } from "react";

import { useHydrated } from "~/components/account/dialog";
import { ErrorList, SubmitButton } from "~/components/forms";
import { COIN_DECIMALS, formatAmount, formatCoin, unitsToDecimal } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/**
 * The bar at the bottom of /buy-products (decision 232): what is chosen and its running total
 * (JavaScript; without it the receipt says what was paid), the available balance, the password
 * (and 2FA code) every CCT spend asks for, and Buy. `sticky`: it stays in view while the table
 * scrolls under it, with or without JavaScript.
 */
export function RestockBar({
  lines,
  total,
  available,
  fields,
  errors,
  errorId,
}: {
  /** How many products have a quantity. */
  lines: number;
  /** In 10^-8 CCT. */
  total: bigint;
  available: number;
  /** The password (and code) fields. */
  fields: ReactNode;
  errors: string[];
  errorId: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const short = total > 0n && Number(unitsToDecimal(total, COIN_DECIMALS)) > available;
  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur md:-mx-6 md:px-6"
      data-testid="restock-bar"
    >
      <ErrorList id={errorId} errors={errors} />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48 text-sm">
          {hydrated ? (
            <p className="text-base font-semibold text-slate-900" data-testid="restock-total" aria-live="polite">
              {t("products:restock.total", { amount: formatCoin(total) })}
              <span className="ml-2 text-sm font-normal text-slate-600" data-testid="restock-lines">
                {t("products:restock.lines", { count: lines })}
              </span>
            </p>
          ) : (
            <p className="text-slate-600" data-testid="restock-total-later">
              {t("products:restock.totalOnReceipt")}
            </p>
          )}
          <p className="text-slate-600">
            {t("products:restock.available")}{" "}
            <span data-testid="wallet-available">{t("wallet:cct", { amount: formatAmount(available) })}</span>
          </p>
          {short ? (
            <p className="text-amber-800" data-testid="restock-short">
              {t("products:restock.short")}
            </p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 basis-64 flex-wrap items-end gap-2 [&>*]:mb-0 [&>*]:min-w-0 [&>*]:flex-1 [&>*]:basis-40">
          {fields}
        </div>
        <SubmitButton block={false}>{t("products:restock.buy")}</SubmitButton>
      </div>
    </div>
  );
}
