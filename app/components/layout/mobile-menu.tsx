import { useRef } from "react";

import { useTranslation } from "~/lib/use-translation";

import { MenuIcon } from "./icons";
import { useDismiss } from "./use-dismiss";

/**
 * The small-screen menu: a <details> that opens and closes by its button (also without
 * JavaScript) and, with JavaScript, closes on an outside click, Escape or navigation.
 */
export function MobileMenu({
  children,
  className = "",
  testId = "mobile-menu",
}: {
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details ref={ref} className={`group ${className}`} data-testid={testId}>
      <summary
        className="flex cursor-pointer list-none items-center rounded p-2 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label={t("dashboard:header.menu")}
        data-testid={`${testId}-toggle`}
      >
        <MenuIcon />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg">
        {children}
      </div>
    </details>
  );
}
