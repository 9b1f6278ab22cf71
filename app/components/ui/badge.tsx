type Tone = "warning" | "success" | "danger" | "neutral" | "info" | "progress" | "attention" | "strong";

const tones: Record<Tone, string> = {
  warning: "bg-amber-100 text-amber-800",
  success: "bg-emerald-100 text-emerald-800",
  danger: "bg-red-100 text-red-800",
  info: "bg-sky-100 text-sky-800",
  progress: "bg-indigo-100 text-indigo-800",
  attention: "bg-orange-100 text-orange-800",
  neutral: "bg-slate-200 text-slate-700",
  strong: "bg-emerald-600 text-white",
};

/** A small coloured label: a status, a role. */
export function Badge({ tone, children, testId }: { tone: Tone; children: React.ReactNode; testId?: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

export type { Tone as BadgeTone };
