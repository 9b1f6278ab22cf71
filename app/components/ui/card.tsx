/** A white panel with a border: the frame of forms, summaries and lists. */
export const cardClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
