import type { User } from "~/domain/accounts";
import { confirmDeposit, decideWithdrawal as decide, rejectDeposit } from "~/domain/wallet";
import { decisionSchema, depositDecisionSchema } from "~/lib/schemas/wallet";
import { type WithdrawalMethod } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";

/** The back-office queues' forms: intent=approve (with the payout hash) or intent=reject (with a reason). */
export function decideWithdrawal(user: User, formData: FormData, method: WithdrawalMethod, back: string) {
  return formAction(formData, {
    schema: decisionSchema,
    confirm: true,
    run: (input) =>
      decide(user, input.id, input.intent === "approve" ? { intent: input.intent, payoutTxHash: input.txHash } : input, method),
    redirect: back,
    // Above the second-approval amount the first approval leaves the request pending.
    toast: ({ status }, input) =>
      status === "pending"
        ? "wallet:admin.approvedFirst"
        : input.intent === "approve"
          ? "wallet:admin.approved"
          : "wallet:admin.rejected",
  });
}

/** /admin/deposite-ccm: intent=approve confirms (credits the CCT), intent=reject with a reason. Admins only. */
export function decideDeposit(user: User, formData: FormData, back: string) {
  return formAction(formData, {
    schema: depositDecisionSchema,
    confirm: true,
    run: (input) => (input.intent === "approve" ? confirmDeposit(user, input.id) : rejectDeposit(user, input.id, input.reason)),
    redirect: back,
    // Above the second-approval amount the first confirmation leaves the deposit pending.
    toast: ({ status }, input) =>
      input.intent !== "approve"
        ? "wallet:admin.rejected"
        : status === "pending"
          ? "wallet:admin.approvedFirst"
          : "wallet:admin.confirmed",
  });
}
