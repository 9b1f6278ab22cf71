import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { cardClass } from "~/components/ui/card";
import { inputClass } from "~/components/ui/field";
import { Cct } from "~/components/wallet/ui";
import type { pendingAdjustments } from "~/domain/wallet";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

type PendingAdjustment = Awaited<ReturnType<typeof pendingAdjustments>>[number];

/**
 * A member's balance adjustments waiting for a second admin (four eyes): confirm (another admin than
 * the one who asked) or reject with a reason; both ask first (decision 138).
 */
export function PendingAdjustments({ pending, account }: { pending: PendingAdjustment[]; account: string }) {
  const { t } = useTranslation();
  if (pending.length === 0) return null;
  return (
    <div className={cardClass} data-testid="pending-adjustments">
      <h2 className="mb-1 text-lg font-semibold">{t("wallet:adjust.pendingTitle")}</h2>
      <p className="mb-3 text-sm text-slate-600">{t("wallet:adjust.pendingIntro")}</p>
      <ul className="space-y-3">
        {pending.map((p) => (
          <li key={p.id} className="rounded border border-slate-200 p-3 text-sm">
            <p className="mb-2">
              {t(`wallet:adjust.${p.direction}`)} <Cct value={p.amount} /> · {p.memo} ·{" "}
              {t("wallet:adjust.requestedBy", { account: p.requestedBy })}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <ConfirmForm
                confirmId={`confirm-adjustment-${p.id}`}
                title={t("wallet:confirmStep.confirmAdjustmentTitle")}
                confirmLabel={t("wallet:adjust.confirm")}
                summary={() => (
                  <p>
                    {t(`wallet:confirmStep.adjust.${p.direction === "debit" ? "debit" : "credit"}`, {
                      amount: formatAmount(p.amount),
                      account: account,
                    })}
                  </p>
                )}
              >
                <input type="hidden" name="intent" value="confirm-adjustment" />
                <input type="hidden" name="id" value={p.id} />
                <SubmitButton size="md" block={false}>
                  {t("wallet:adjust.confirm")}
                </SubmitButton>
              </ConfirmForm>
              <ConfirmForm
                confirmId={`reject-adjustment-${p.id}`}
                title={t("wallet:confirmStep.rejectAdjustmentTitle")}
                confirmLabel={t("wallet:adjust.reject")}
                danger
                summary={(values) => (
                  <p className="break-words">{t("wallet:confirmStep.reason", { reason: valueOf(values, "reason") })}</p>
                )}
                className="flex items-end gap-2"
              >
                <input type="hidden" name="intent" value="reject-adjustment" />
                <input type="hidden" name="id" value={p.id} />
                <label className="text-xs">
                  <span className="block text-slate-500">{t("wallet:fields.reason")}</span>
                  <input name="reason" required maxLength={500} className={inputClass} />
                </label>
                <SubmitButton variant="secondary" size="sm" block={false}>
                  {t("wallet:adjust.reject")}
                </SubmitButton>
              </ConfirmForm>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
