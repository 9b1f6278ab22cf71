import { useTranslation } from "react-i18next";
import { Form } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";

/** Approve (optionally with the payout transaction hash) or reject with a reason: two plain forms per row. */
export function DecisionForms({ id, approveLabel, withHash }: { id: number; approveLabel: string; withHash: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <Form method="post" className="flex gap-1" data-testid={`approve-${id}`}>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="id" value={id} />
        {withHash ? (
          <input
            name="txHash"
            required
            aria-label={t("wallet:fields.payoutTxHash")}
            placeholder={t("wallet:fields.payoutTxHash")}
            className={inputClass}
          />
        ) : null}
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {approveLabel}
        </button>
      </Form>
      <Form method="post" className="flex gap-1" data-testid={`reject-${id}`}>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={id} />
        <input
          name="reason"
          required
          aria-label={t("wallet:fields.reason")}
          placeholder={t("wallet:fields.reason")}
          className={inputClass}
        />
        <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t("wallet:admin.reject")}
        </button>
      </Form>
    </div>
  );
}

/** The failed decision's message (already decided, missing reason, …). */
export function decisionErrors(result: { error?: Record<string, string[] | null> | null } | undefined): string[] {
  return result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
}
