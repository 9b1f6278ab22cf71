import { useRef } from "react";

import { useDismiss } from "./use-dismiss";

interface DropdownProps {
  summary: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  label?: string;
  testId?: string;
  onOpen?: () => void;
}

/** A <details> dropdown: works without JavaScript, closes on an outside click with it. */
export function Dropdown({
  summary,
  children,
  className = "",
  summaryClassName = "",
  panelClassName = "",
  label,
  testId,
  onOpen,
}: DropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  return (
    <details
      ref={ref}
      className={`group relative ${className}`}
      data-testid={testId}
      onToggle={onOpen ? (event) => event.currentTarget.open && onOpen() : undefined}
    >
      <summary
        aria-label={label}
        className={`flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${summaryClassName}`}
      >
        {summary}
      </summary>
      <div className={`absolute right-0 z-40 mt-2 rounded-md border border-slate-200 bg-white shadow-lg ${panelClassName}`}>
        {children}
      </div>
    </details>
  );
}
