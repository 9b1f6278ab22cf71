import { useState } from "react";

import { useHydrated } from "~/components/account/dialog";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/lib/use-translation";

/**
 * The referral link in a read-only field (select it to copy, with JavaScript off) and, once
 * JavaScript runs, a button that copies it.
 */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={link}
        aria-label={t("packages:refs.link")}
        className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
        data-testid="referral-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      {hydrated ? (
        <Button type="button" variant="secondary" onClick={() => void copy()} data-testid="copy-link">
          {copied ? t("packages:refs.copied") : t("packages:refs.copy")}
        </Button>
      ) : null}
    </div>
  );
}
