import { translateKey } from "~/lib/i18n";
import { formatAmount } from "~/lib/money";
import { useTranslation } from "~/lib/use-translation";

const transferErrorKey = "wallet:errors.transferError";
const insufficientKey = "wallet:errors.insufficientFunds";

/** A transfer refusal among a form's errors: the 'Transfer error' itself, or too little balance. */
export function isTransferProblem(error: string): boolean {
  const key = error.split("?")[0];
  return key === transferErrorKey || key === insufficientKey;
}

/**
 * 'Transfer error' (the specification's message) as the headline, and under it why: an unknown
 * account, oneself, more than the available balance (decision 140). Nothing when no error is one.
 */
export function TransferProblem({ errors, available, id }: { errors: string[]; available: number; id: string }) {
  const { t } = useTranslation();
  const error = errors.find(isTransferProblem);
  if (!error) return null;
  const [key, query] = error.split("?");
  const params = Object.fromEntries(new URLSearchParams(query ?? ""));
  const reason = key === insufficientKey ? "moreThanAvailable" : (params.reason ?? "");
  const values = reason === "moreThanAvailable" && !params.available ? { ...params, available: formatAmount(available) } : params;
  const known = ["unknownAccount", "yourself", "moreThanAvailable"].includes(reason);
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      data-testid="transfer-error"
    >
      <p className="font-semibold">{t("wallet:errors.transferError")}</p>
      {known ? <p data-testid="transfer-error-reason">{translateKey(t, `wallet:transfer.reasons.${reason}`, values)}</p> : null}
    </div>
  );
}
