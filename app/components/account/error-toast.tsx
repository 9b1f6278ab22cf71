import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";

import { useErrorText } from "~/components/forms";
import { toastDurationMs } from "~/components/toast-area";

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
 * The error toast for a submission the server refused (a fetcher's or the page's action data):
 * the same look and place as the root's toasts, 3000 ms; the server renders it too.
 * Render it inside an open modal <dialog> so it sits above the backdrop.
 */
export function ErrorToast({ result }: { result: SubmissionResult<string[]> | null | undefined }) {
  const text = useErrorText();
  const message = firstError(result);
  const [visible, setVisible] = useState(Boolean(message));
  useEffect(() => {
    setVisible(Boolean(message));
    if (!message) return;
    const timer = setTimeout(() => setVisible(false), toastDurationMs);
    return () => clearTimeout(timer);
    // A new result (even with the same message) shows the toast again.
  }, [result, message]);
  if (!message || !visible) return null;
  return (
    <div
      role="alert"
      data-testid="toast"
      className="fixed top-4 right-4 z-50 max-w-sm rounded border border-red-300 bg-red-50 px-4 py-3 text-red-900 shadow-lg"
    >
      {text(message)}
    </div>
  );
}
