import { useState } from "react";

import { useHydrated } from "~/components/account/dialog";
import { useTranslation } from "~/lib/use-translation";

/**
 * A value to copy into a banking app: plain selectable text, and once JavaScript runs a small button
 * that copies it (the button does not exist without JavaScript, where it could not work).
 */
export function CopyValue({
  value,
  shown = value,
  label,
  testId,
}: {
  value: string;
  /** The value as the reader writes it (an amount with its separators), when it differs from what is copied. */
  shown?: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // clipboard refused (permissions): the text stays there to select
    }
  };
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold break-all select-all" data-testid={testId}>
        {shown}
      </span>
      {hydrated ? (
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t("orders:payNow.copyLabel", { what: label })}
          className="rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-50 focus:ring-2 focus:ring-emerald-500 focus:outline-none"
          data-testid={`${testId}-copy`}
        >
          <span aria-live="polite">{copied ? t("orders:payNow.copied") : t("orders:payNow.copy")}</span>
        </button>
      ) : null}
    </span>
  );
}
