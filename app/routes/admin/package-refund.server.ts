import { parseWithZod } from "@conform-to/zod/v4";

import type { User } from "~/domain/accounts";
import { refundPurchase } from "~/domain/packages";
import { refundSchema } from "~/lib/schemas/packages";
import { askedToConfirm } from "~/utils/confirm.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

/** A purchase row's refund form (/admin/packages and /admin/packages/{id}): reason required, at most once. */
export async function refundFromForm(admin: User, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: refundSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const ask = askedToConfirm(formData);
  if (ask) return ask;
  const { purchaseId, reason, idempotencyKey } = submission.value;
  let shortfall: string;
  try {
    shortfall = (await refundPurchase(admin, purchaseId, reason, idempotencyKey)).purchase.commission_shortfall;
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(back, {
    type: "success",
    message: shortfall === "0" ? "packages:admin.refunded" : "packages:admin.refundedShortfall",
  });
}
