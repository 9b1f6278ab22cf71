import { useEffect, useLayoutEffect, useState } from "react";

export const toastDurationMs = 3000;

const tones = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

/** The gap between the page's header and the toast, and the toast's top when no header is in view. */
const gapPx = 8;
const minTopPx = 16;

/**
 * Where the toast's top goes: below every header in view (the cart badge, the bell and the
 * profile menu stay visible and clickable; decision 139). Null before it is measured.
 */
function useTopBelowHeaders(visible: boolean, showAgain: unknown): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!visible) return;
    const bottoms = [...document.querySelectorAll("header")].map((h) => h.getBoundingClientRect().bottom + gapPx);
    setTop(Math.max(minTopPx, ...bottoms));
  }, [visible, showAgain]);
  return top;
}

/**
 * A message top-right, below the page's header, that leaves after 3000 ms. The server renders it
 * too, so it shows with JavaScript off (then 10rem from the top, below every header at the top of
 * a page, and fading out after 6 s by CSS alone). A new `showAgain` value (a new submission result, a new toast) shows it again, even
 * with the same text.
 */
export function Toast({ tone, text, showAgain }: { tone: keyof typeof tones; text: string | null; showAgain: unknown }) {
  const [visible, setVisible] = useState(Boolean(text));
  useEffect(() => {
    setVisible(Boolean(text));
    if (!text) return;
    const timer = setTimeout(() => setVisible(false), toastDurationMs);
    return () => clearTimeout(timer);
  }, [showAgain, text]);
  const top = useTopBelowHeaders(Boolean(text) && visible, showAgain);
  if (!text || !visible) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid="toast"
      style={top === null ? undefined : { top }}
      className={`toast-leaves fixed top-40 right-4 left-4 z-50 rounded border px-4 py-3 shadow-lg sm:left-auto sm:max-w-sm ${tones[tone]}`}
    >
      {text}
    </div>
  );
}
