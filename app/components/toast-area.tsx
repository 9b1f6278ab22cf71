import { Toast } from "~/components/ui/toast";
import { translateKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

export interface ToastMessage {
  type: "success" | "error";
  message: string;
}

/** The toast the server put in the cookie for this page (after a redirect). */
export function ToastArea({ toast }: { toast: ToastMessage | null }) {
  const { t } = useTranslation();
  return <Toast tone={toast?.type ?? "success"} text={toast ? translateKey(t, toast.message) : null} showAgain={toast} />;
}
