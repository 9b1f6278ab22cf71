import { parseWithZod } from "@conform-to/zod/v4";

import type { User } from "~/domain/accounts";
import { confirmDeposit, decideWithdrawal as decide, rejectDeposit } from "~/domain/wallet";
import { decisionSchema, depositDecisionSchema } from "~/lib/wallet";
import { type WithdrawalMethod } from "~/lib/wallet-terms";
import { askedToConfirm } from "~/utils/confirm.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The back-office queues' forms: intent=approve (with the payout hash) or intent=reject (with a reason). */
export async function decideWithdrawal(user: User, formData: FormData, method: WithdrawalMethod, back: string) {
  const submission = parseWithZod(formData, { schema: decisionSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const ask = askedToConfirm(formData);
  if (ask) return ask;
  const input = submission.value;
  try {
    const decision = input.intent === "approve" ? { intent: input.intent, payoutTxHash: input.txHash } : input;
    const result = await decide(user, input.id, decision, method);
    // Above the second-approval amount the first approval leaves the request pending.
    if (result.status === "pending") return redirectWithToast(back, { type: "success", message: "wallet:admin.approvedFirst" });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(back, {
    type: "success",
    message: `wallet:admin.${input.intent === "approve" ? "approved" : "rejected"}`,
  });
}

/** /admin/deposite-ccm: intent=approve confirms (credits the CCT), intent=reject with a reason. Admins only. */
export async function decideDeposit(user: User, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: depositDecisionSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const ask = askedToConfirm(formData);
  if (ask) return ask;
  const input = submission.value;
  try {
    if (input.intent === "approve") {
      // Above the second-approval amount the first confirmation leaves the deposit pending.
      if ((await confirmDeposit(user, input.id)).status === "pending") {
        return redirectWithToast(back, { type: "success", message: "wallet:admin.approvedFirst" });
      }
    } else await rejectDeposit(user, input.id, input.reason);
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(back, {
    type: "success",
    message: `wallet:admin.${input.intent === "approve" ? "confirmed" : "rejected"}`,
  });
}
