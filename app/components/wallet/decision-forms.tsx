import { ConfirmForm, valueOf } from "~/components/confirm-form";
import { SubmitButton } from "~/components/forms";
import { inputClass, ReasonInput } from "~/components/ui/field";
import type { DepositHistory } from "~/domain/wallet";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

/** The request a row decides, as the confirmation names it. */
export type DecisionSubject =
  | {
      kind: "deposit";
      account: string;
      cct: number | string;
      /** The CCT amount in words, in the page's language. */
      words?: string;
      /** The member's deposits so far. */
      history?: DepositHistory | null;
    }
  | { kind: "withdrawal"; account: string; amount: number | string; address: string };

/**
 * Approve (optionally with the payout transaction hash) or reject with a reason: two forms per
 * row, each asking for confirmation first (decision 138).
 */
export function DecisionForms({
  id,
  approveLabel,
  withHash,
  subject,
}: {
  id: number;
  approveLabel: string;
  withHash: boolean;
  subject: DecisionSubject;
}) {
  const { t } = useTranslation();
  const params =
    subject.kind === "deposit"
      ? { account: subject.account, cct: formatAmount(subject.cct) }
      : { account: subject.account, amount: formatAmount(subject.amount), address: subject.address };
  const which = subject.kind === "deposit" ? "Deposit" : "Withdrawal";
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <ConfirmForm
        confirmId={`approve-${id}`}
        title={t(`wallet:confirmStep.approve${which}Title`)}
        confirmLabel={approveLabel}
        summary={(values) => (
          <>
            <p>{t(`wallet:confirmStep.approve${which}`, params)}</p>
            {subject.kind === "deposit" ? <DepositChecks subject={subject} /> : null}
            {withHash ? (
              <p className="break-all">{t("wallet:confirmStep.payoutTxHash", { hash: valueOf(values, "txHash") })}</p>
            ) : null}
          </>
        )}
        className="flex gap-1"
        data-testid={`approve-${id}`}
      >
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
        <SubmitButton size="sm" block={false}>
          {approveLabel}
        </SubmitButton>
      </ConfirmForm>
      <ConfirmForm
        confirmId={`reject-${id}`}
        title={t(`wallet:confirmStep.reject${which}Title`)}
        confirmLabel={t("wallet:admin.reject")}
        danger
        summary={(values) => (
          <>
            <p>{t(`wallet:confirmStep.reject${which}`, params)}</p>
            <p className="break-words">{t("wallet:confirmStep.reason", { reason: valueOf(values, "reason") })}</p>
          </>
        )}
        className="flex gap-1"
        data-testid={`reject-${id}`}
      >
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="id" value={id} />
        <ReasonInput label={t("wallet:fields.reason")} />
        <SubmitButton variant="secondary" size="sm" block={false}>
          {t("wallet:admin.reject")}
        </SubmitButton>
      </ConfirmForm>
    </div>
  );
}

/** Beside the figure of a deposit to confirm: its amount in words and what the member deposited before. */
function DepositChecks({ subject }: { subject: Extract<DecisionSubject, { kind: "deposit" }> }) {
  const { t } = useTranslation();
  const history = subject.history;
  return (
    <>
      {subject.words ? (
        <p className="font-medium" data-testid="amount-words">
          {t("wallet:confirmStep.inWords", { words: subject.words })}
        </p>
      ) : null}
      <p data-testid="deposit-history">
        {history
          ? t("wallet:confirmStep.depositHistory", {
              account: subject.account,
              confirmed: history.confirmed,
              cct: formatAmount(history.confirmedCct),
              rejected: history.rejected,
              pending: history.pending,
            })
          : t("wallet:confirmStep.noDepositHistory", { account: subject.account })}
      </p>
    </>
  );
}

/** The failed decision's message (already decided, missing reason, …). */
export function decisionErrors(result: unknown): string[] {
  const error = (result as { error?: Record<string, string[] | null> | null } | undefined)?.error;
  return error ? Object.values(error).flatMap((e) => e ?? []) : [];
}
