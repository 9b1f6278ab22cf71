import { data } from "react-router";

import { confirmAsk, confirmFormField, type ConfirmationStep, type FormValues } from "~/lib/confirm";

/**
 * The confirmation step without JavaScript (decision 138): a form sent with `confirm=ask` is not
 * acted on; the action answers its values back and the page shows them in a dialog whose second
 * button posts them again without `confirm=ask`. Null when the post is the confirmed one.
 * Passwords never come back.
 */
export function askedToConfirm(formData: FormData) {
  if (formData.get("confirm") !== confirmAsk) return null;
  const values: FormValues = [];
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name === "confirm" || name === confirmFormField || /password/i.test(name)) continue;
    values.push([name, value]);
  }
  const step: ConfirmationStep = { confirmation: { form: String(formData.get(confirmFormField) ?? ""), values } };
  return data(step);
}
