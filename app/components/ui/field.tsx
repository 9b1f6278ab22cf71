/** A plain text input's look (labelled conform fields are `InputField` in components/forms.tsx). */
export const inputClass = "block w-full rounded border border-slate-300 px-2 py-1 text-sm";

/**
 * A decision's required reason typed in a row's inline form: its label is its placeholder (the row
 * has no room for one above it).
 */
export function ReasonInput({ label, maxLength }: { label: string; maxLength?: number }) {
  return <input name="reason" required maxLength={maxLength} aria-label={label} placeholder={label} className={inputClass} />;
}
