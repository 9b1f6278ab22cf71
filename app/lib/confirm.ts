/**
 * The confirmation step of money-moving and irreversible forms (decision 138), shared by the
 * form (components/confirm-form.tsx) and the actions (utils/confirm.server.ts).
 */

/** A form's values in order, as sent (a name may repeat). */
export type FormValues = [name: string, value: string][];

/** `confirm=ask`: the first post of such a form, which the action answers with the confirmation step. */
export const confirmAsk = "ask";

/** The hidden field naming the form on its page, so the step opens the right dialog. */
export const confirmFormField = "confirmForm";

export interface ConfirmationStep {
  confirmation: { form: string; values: FormValues };
}

export function isConfirmationStep(value: unknown): value is ConfirmationStep {
  if (typeof value !== "object" || value === null || !("confirmation" in value)) return false;
  const step = (value as ConfirmationStep).confirmation;
  return typeof step?.form === "string" && Array.isArray(step.values);
}
