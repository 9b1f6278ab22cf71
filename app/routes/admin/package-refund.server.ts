import type { User } from "~/domain/accounts";
import { refundPurchase } from "~/domain/packages";
import { refundSchema } from "~/lib/schemas/packages";
import { formAction } from "~/utils/form-action.server";

/** A purchase row's refund form (/admin/packages and /admin/packages/{id}): reason required, at most once. */
export function refundFromForm(admin: User, formData: FormData, back: string) {
  return formAction(formData, {
    schema: refundSchema,
    confirm: true,
    run: ({ purchaseId, reason, idempotencyKey }) => refundPurchase(admin, purchaseId, reason, idempotencyKey),
    redirect: back,
    toast: ({ purchase }) =>
      purchase.commissionShortfall === "0" ? "packages:admin.refunded" : "packages:admin.refundedShortfall",
  });
}
