import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import type { User } from "~/domain/accounts";
import { confirmControlChange, rejectControlChange } from "~/domain/wallet";
import { idFormField } from "~/lib/schemas/ids";
import { askedToConfirm } from "~/utils/confirm.server";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

const controlDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirm-control"), id: idFormField }),
  z.object({ intent: z.literal("reject-control"), id: idFormField }),
]);

export const isControlDecision = (formData: FormData) => String(formData.get("intent") ?? "").endsWith("-control");

/** The forms of a pending control change (settings page, a user's page): confirm, or reject / withdraw. */
export async function decideControlChange(admin: User, formData: FormData, back: string) {
  const submission = parseWithZod(formData, { schema: controlDecisionSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const ask = askedToConfirm(formData);
  if (ask) return ask;
  let status: string;
  try {
    const { id, intent } = submission.value;
    status = (intent === "confirm-control" ? await confirmControlChange(admin, id) : await rejectControlChange(admin, id)).status;
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(back, { type: "success", message: `admin:controls.toast.${status}` });
}
