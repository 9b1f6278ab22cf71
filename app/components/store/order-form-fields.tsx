import { getInputProps, type FieldMetadata } from "@conform-to/react";

import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/lib/use-translation";

/** A radio group wired to a conform field. */
export function RadioGroup({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<string>;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset className="mb-4" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(meta, { type: "radio", value: o.value })}
              key={o.value}
              defaultChecked={meta.initialValue === o.value}
            />
            {o.label}
          </label>
        ))}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** The receiving areas of the specification: Northern office (MB), Southern office (MN), at home. */
export function useAreaOptions() {
  const { t } = useTranslation();
  return (["MB", "MN", "AT_HOME"] as const).map((value) => ({ value, label: t(`orders:area.${value}`) }));
}
