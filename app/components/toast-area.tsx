import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { translateKey } from "~/lib/i18n";

export interface ToastMessage {
  type: "success" | "error";
  message: string;
}

export const toastDurationMs = 3000;

/**
 * The server renders the message as a banner (so it shows with JavaScript off); with JavaScript
 * it sits top-right and disappears after 3000 ms.
 */
export function ToastArea({ toast }: { toast: ToastMessage | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(Boolean(toast));
  useEffect(() => {
    setVisible(Boolean(toast));
    if (!toast) return;
    const timer = setTimeout(() => setVisible(false), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!toast || !visible) return null;
  const style =
    toast.type === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900";
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`fixed top-4 right-4 z-50 max-w-sm rounded border px-4 py-3 shadow-lg ${style}`}
    >
      {translateKey(t, toast.message)}
    </div>
  );
}
