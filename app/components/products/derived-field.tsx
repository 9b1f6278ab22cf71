import { useEffect, useState } from "react";

import { Field } from "~/components/forms";

interface DerivedMeta {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

/**
 * A field the form fills from others (the name, the description, the price) until the member types
 * their own (decision 224). Its `<name>_derived` companion posts the value shown as derived, so the
 * server derives it again when it comes back unchanged, with or without JavaScript; an empty field
 * is derived too. "Use the suggestion" (with JavaScript) goes back to the derived value.
 */
export function DerivedField({
  meta,
  label,
  derived,
  derivedHint,
  manualHint,
  resetLabel,
  inputMode,
  lang,
}: {
  meta: DerivedMeta;
  label: string;
  /** The value worked out from the other fields as they are now ("" while there is nothing to work from). */
  derived: string;
  derivedHint: string;
  manualHint: string;
  resetLabel: string;
  inputMode?: "decimal" | "numeric" | "text";
  lang?: string;
}) {
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  // A stored value that is not what the other fields give was set by hand.
  const [manual, setManual] = useState(initial !== "" && initial !== derived);
  const [typed, setTyped] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = manual ? typed : derived;
  return (
    <div data-testid={`derived-${meta.name}`} data-state={manual ? "manual" : "derived"}>
      <Field
        id={meta.id}
        name={meta.name}
        label={label}
        hint={manual ? manualHint : derivedHint}
        errors={meta.errors}
        errorId={meta.errorId}
        type="text"
        inputMode={inputMode}
        lang={lang}
        value={value}
        onChange={(event) => {
          setManual(true);
          setTyped(event.target.value);
        }}
      />
      <input type="hidden" name={`${meta.name}_derived`} value={manual ? "" : derived} />
      {hydrated && manual ? (
        <button
          type="button"
          className="-mt-3 mb-4 text-xs text-emerald-700 underline hover:text-emerald-900"
          onClick={() => setManual(false)}
          aria-label={`${resetLabel}: ${label}`}
        >
          {resetLabel}
        </button>
      ) : null}
    </div>
  );
}
