import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";

import { useTranslation } from "~/lib/use-translation";

/** How long a page may take before the bar shows: quick pages never flash it. */
export const progressDelayMs = 300;

/**
 * A thin bar across the top of the window while a page loads or a form is sent (by a fetcher too), shown once it
 * takes longer than `progressDelayMs` (decision 137). An indeterminate progressbar for assistive
 * technology. Without JavaScript the browser shows its own progress.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  // A form sent by a fetcher (Add to cart, the account dialogs) counts as much as a page.
  const fetching = useFetchers().some((f) => f.state !== "idle");
  const busy = useNavigation().state !== "idle" || fetching;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), progressDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("common:feedback.loading")}
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-emerald-100"
    >
      <div className="navigation-progress-bar h-full w-1/3 bg-emerald-600" />
    </div>
  );
}
