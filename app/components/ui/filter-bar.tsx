import { Form, useLocation } from "react-router";

/** A filter control's look: the same height as the bar's buttons. */
export const filterInput = "h-9 rounded border border-slate-300 bg-white px-2 text-sm";

/**
 * A list's filters, the same on every back-office list: one GET form (works without JavaScript),
 * each label above its control, the controls and the buttons on one baseline, wrapping on a phone.
 * The list's order (`?sort=`, and any other parameter in `keep`) survives a new filter.
 */
export function FilterBar({
  children,
  testId,
  keep = ["sort"],
}: {
  children: React.ReactNode;
  testId?: string;
  keep?: string[];
}) {
  const params = new URLSearchParams(useLocation().search);
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-testid={testId}
    >
      {keep.map((name) => {
        const value = params.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      {children}
    </Form>
  );
}

/** One filter: its label above its control; two to a row on a phone. */
export function FilterField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 max-sm:flex-[1_1_calc(50%-0.375rem)]">
      <span className="font-medium text-slate-700">{label}</span>
      {children}
    </label>
  );
}
