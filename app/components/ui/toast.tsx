import { useEffect, useState } from "react";

export const toastDurationMs = 3000;

const tones = {
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

/**
 * A message top-right that leaves after 3000 ms. The server renders it too, so it shows with
 * JavaScript off. A new `showAgain` value (a new submission result, a new toast) shows it again,
 * even with the same text.
 */
export function Toast({ tone, text, showAgain }: { tone: keyof typeof tones; text: string | null; showAgain: unknown }) {
  const [visible, setVisible] = useState(Boolean(text));
  useEffect(() => {
    setVisible(Boolean(text));
    if (!text) return;
    const timer = setTimeout(() => setVisible(false), toastDurationMs);
    return () => clearTimeout(timer);
  }, [showAgain, text]);
  if (!text || !visible) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid="toast"
      className={`fixed top-4 right-4 z-50 max-w-sm rounded border px-4 py-3 shadow-lg ${tones[tone]}`}
    >
      {text}
    </div>
  );
}
