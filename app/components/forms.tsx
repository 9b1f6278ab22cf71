import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

import { Button, type ButtonStyle } from "~/components/ui/button";
import { translateKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

/**
 * Errors carry translation keys, optionally with parameters after "?" ("errors:tooManyAttempts?minutes=5").
 */
export function useErrorText(): (error: string) => string {
  const { t } = useTranslation();
  return (error) => {
    const [key, query] = error.split("?");
    return translateKey(t, key, Object.fromEntries(new URLSearchParams(query ?? "")));
  };
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    // The alert wraps the list: role="alert" on the <ul> itself would take away its list semantics.
    <div id={id} className="mt-1" role="alert">
      <ul className="space-y-0.5 text-sm text-red-700">
        {errors.map((e) => (
          <li key={e}>{text(e)}</li>
        ))}
      </ul>
    </div>
  );
}

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  errors?: string[] | null;
  errorId?: string;
}

/** The border of an input: red while it has errors. */
export function inputBorder(invalid: boolean): string {
  return invalid ? "border-red-400" : "border-slate-300";
}

/** A labelled field's frame: label, the control, an optional hint, then its errors. */
export function FieldFrame({
  id,
  label,
  hint,
  errors,
  errorId,
  children,
}: Omit<FieldProps, "children"> & { children: React.ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({ label, hint, errors, errorId, id, ...input }: FieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} errorId={errorId}>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none ${inputBorder(invalid)}`}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * Whether the navigation under way was started by `form`: a submission (or a GET form's load) to
 * the form's address carrying the form's own fields. Another form of the page (another cart line,
 * another row) posting is not this one's business.
 */
export function isSubmissionOf(form: HTMLFormElement, navigation: ReturnType<typeof useNavigation>): boolean {
  if (navigation.state === "idle" || !navigation.formData || navigation.formAction === undefined) return false;
  const here = window.location.href;
  if (new URL(form.action || here, here).pathname !== new URL(navigation.formAction, here).pathname) return false;
  if ((form.getAttribute("method") ?? "get").toLowerCase() !== navigation.formMethod?.toLowerCase()) return false;
  const sent = navigation.formData;
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && !sent.getAll(name).includes(value)) return false;
  }
  return true;
}

/** True while the form that `ref` (a control inside it) belongs to is being sent or its answer loaded. */
export function useFormBusy(ref: React.RefObject<HTMLButtonElement | null>): boolean {
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const button = ref.current;
    const form = button?.form;
    let mine = form ? isSubmissionOf(form, navigation) : false;
    // A form with several named buttons (preview / submit): only the one that sent it spins.
    const sent = navigation.formData;
    if (mine && button?.name && sent?.has(button.name) && !sent.getAll(button.name).includes(button.value)) mine = false;
    setBusy(mine);
  }, [navigation, ref]);
  return busy;
}

/**
 * The submit button of every page form (decision 137): while its own form is being sent, and
 * until the page it leads to has loaded, it is disabled (a second click cannot send it twice) and
 * shows a spinner, with aria-busy. Without JavaScript it is a plain submit button.
 */
export function SubmitButton({
  children,
  variant,
  size = "lg",
  block = true,
  ...props
}: ButtonStyle & Omit<React.ComponentProps<"button">, "type">) {
  const ref = useRef<HTMLButtonElement>(null);
  const busy = useFormBusy(ref);
  return (
    <Button ref={ref} type="submit" variant={variant} size={size} block={block} busy={busy} {...props}>
      {children}
    </Button>
  );
}
