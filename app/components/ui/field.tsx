/** A plain text input's look (labelled conform fields are `InputField` in components/forms.tsx). */
export const inputClass = "block w-full rounded border border-slate-300 px-2 py-1 text-sm";
