import type { User } from "~/domain/accounts";
import { confirmControlChange, rejectControlChange } from "~/domain/wallet";
import { controlDecisionSchema } from "~/lib/schemas/user-admin";
import { formAction } from "~/utils/form-action.server";

export const isControlDecision = (formData: FormData) => String(formData.get("intent") ?? "").endsWith("-control");

/** The forms of a pending control change (settings page, a user's page): confirm, or reject / withdraw. */
export function decideControlChange(admin: User, formData: FormData, back: string) {
  return formAction(formData, {
    schema: controlDecisionSchema,
    confirm: true,
    run: ({ id, intent }) => (intent === "confirm-control" ? confirmControlChange(admin, id) : rejectControlChange(admin, id)),
    redirect: back,
    toast: ({ status }) => `admin:controls.toast.${status}`,
  });
}
