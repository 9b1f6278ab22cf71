import type { SubmissionResult } from "@conform-to/react";

import { useErrorText } from "~/components/forms";
import { Toast } from "~/components/ui/toast";

/** The message to show for a refused submission: the form's error, else the first field error. */
export function firstError(result: SubmissionResult<string[]> | null | undefined): string | null {
  const errors = result?.error;
  if (!errors) return null;
  const formErrors = errors[""];
  if (formErrors?.length) return formErrors[0];
  for (const list of Object.values(errors)) if (list?.length) return list[0];
  return null;
}

/**
 * The error toast for a submission the server refused (a fetcher's or the page's action data).
 * Render it inside an open modal <dialog> so it sits above the backdrop.
 */
export function ErrorToast({ result }: { result: SubmissionResult<string[]> | null | undefined }) {
  const text = useErrorText();
  const message = firstError(result);
  return <Toast tone="error" text={message ? text(message) : null} showAgain={result} />;
}
