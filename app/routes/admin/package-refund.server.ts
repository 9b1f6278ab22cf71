import type { User } from "~/domain/accounts";
import { confirmRefund, refundPurchase, rejectRefund } from "~/domain/packages";
import { refundDecisionSchema, refundSchema } from "~/lib/schemas/packages";
import { formAction } from "~/utils/form-action.server";

/**
 * A purchase row's forms (/admin/packages and /admin/packages/{id}): the refund (reason required, at
 * most once; it waits for a second admin when the referrer cannot give the whole commission back),
 * and a second admin's confirmation or rejection of a waiting one (decision 288).
 */
export function refundFromForm(admin: User, formData: FormData, back: string) {
  if (formData.get("intent") !== "refund") {
    return formAction(formData, {
      schema: refundDecisionSchema,
      confirm: true,
      run: async (value) => {
        if (value.intent === "reject-refund") {
          await rejectRefund(admin, value.purchaseId, value.reason);
          return "packages:admin.refundRejected";
        }
        const { purchase } = await confirmRefund(admin, value.purchaseId);
        return purchase.commissionShortfall === "0" ? "packages:admin.refunded" : "packages:admin.refundedShortfall";
      },
      redirect: back,
      toast: (message) => message,
    });
  }
  return formAction(formData, {
    schema: refundSchema,
    confirm: true,
    run: ({ purchaseId, reason, idempotencyKey }) => refundPurchase(admin, purchaseId, reason, idempotencyKey),
    redirect: back,
    toast: ({ purchase, awaiting }) =>
      awaiting
        ? "packages:admin.refundAwaiting"
        : purchase.commissionShortfall === "0"
          ? "packages:admin.refunded"
          : "packages:admin.refundedShortfall",
  });
}
