import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import type { z } from "zod";

import { Button } from "~/components/ui/button";

const subscribeNever = () => () => {};

/** False while the server renders and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export function closeDialog(id: string) {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
}

/** The current path and query (with its language prefix) without the `modal` parameter. */
export function useCurrentPathWithoutModal(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("modal");
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

interface ModalDialogProps {
  /** The element id, also its data-testid. */
  id: string;
  /** The `modal` query value that opens this dialog from the server (JavaScript off). */
  name: string;
  title: string;
  /** Rendered open by the server (a plain open <dialog> with JavaScript off). */
  serverOpen?: boolean;
  onClose?: () => void;
  widthClass?: string;
  children: React.ReactNode;
}

/**
 * A <dialog>: with JavaScript it opens as a modal in place; without it the server renders it open
 * (the opener links to `?modal=name`). Closing drops `modal` from the address.
 */
export function ModalDialog({
  id,
  name,
  title,
  serverOpen = false,
  onClose,
  widthClass = "w-[500px]",
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // React controls `open` only for the first render (the server's); the browser does the rest.
  const initialOpen = useRef(serverOpen).current;
  const [searchParams, setSearchParams] = useSearchParams();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !serverOpen) return;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, [serverOpen]);

  const handleClose = () => {
    // A close queued before the dialog was reopened as a modal: nothing to do.
    if (ref.current?.open) return;
    onCloseRef.current?.();
    if (searchParams.get("modal") === name) {
      const next = new URLSearchParams(searchParams);
      next.delete("modal");
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };

  return (
    <dialog
      ref={ref}
      id={id}
      data-testid={id}
      open={initialOpen}
      aria-labelledby={`${id}-title`}
      onClose={handleClose}
      className={`fixed inset-0 z-50 m-auto h-fit max-h-[calc(100vh-2rem)] ${widthClass} max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40`}
    >
      <div className="p-6">
        <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/**
 * Calls `onSuccess` when a fetcher's submission ends without new data: the action redirected
 * (React Router followed the redirect and revalidated), which is how these actions succeed.
 */
export function useFetcherRedirected(fetcher: { state: string; data: unknown }, onSuccess: () => void) {
  const pending = useRef<{ data: unknown } | null>(null);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (fetcher.state === "submitting") {
      pending.current ??= { data: fetcher.data };
      return;
    }
    if (fetcher.state === "idle" && pending.current) {
      const before = pending.current.data;
      pending.current = null;
      if (fetcher.data === before) callback.current();
    }
  }, [fetcher.state, fetcher.data]);
}

/** Cancel: a link back without `?modal` (JavaScript off), closing the dialog in place with it. */
export function CancelLink({ dialogId, label, testId }: { dialogId: string; label: string; testId?: string }) {
  const href = useCurrentPathWithoutModal();
  return (
    <a
      href={href}
      data-testid={testId}
      onClick={(event) => {
        const dialog = document.getElementById(dialogId);
        if (dialog instanceof HTMLDialogElement && dialog.matches(":modal")) {
          event.preventDefault();
          dialog.close();
        }
      }}
      className="inline-flex items-center justify-center rounded border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      {label}
    </a>
  );
}

/** The dialog's submit button: disabled while invalid or submitting, with a spinner while submitting. */
export function DialogSubmit({
  submitting,
  disabled,
  children,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { submitting: boolean }) {
  return (
    <Button type="submit" busy={submitting} disabled={disabled} {...props}>
      {children}
    </Button>
  );
}

/** What a dialog's form action answers: conform's submission result (formAction). */
export type DialogResult = SubmissionResult<string[]>;
type Result = DialogResult;

/** The fetcher a dialog's form posts through. */
export type DialogFetcher = ReturnType<typeof useFetcher<Result>>;

/**
 * The state every form-in-a-dialog shares: the fetcher that posts it, the last answer with
 * errors (shown in the form and as a toast), and a version that remounts the form fresh each
 * time the dialog closes. With `dialogId`, a successful (redirected) submission closes it.
 */
export function useDialogForm(serverResult?: Result, dialogId?: string) {
  const fetcher = useFetcher<Result>();
  const [state, setState] = useState<{ version: number; result?: Result }>({ version: 0, result: serverResult });
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data) setState((s) => ({ ...s, result: fetcher.data as Result }));
  }, [fetcher.data]);
  useFetcherRedirected(fetcher, () => {
    if (dialogId) closeDialog(dialogId);
  });
  const onClose = useCallback(() => setState((s) => ({ version: s.version + 1 })), []);
  return { fetcher, result: state.result, version: state.version, onClose };
}

/**
 * Whether the form's current values pass `schema` (a submit button stays disabled until they
 * do), and the names of the fields that do not (to say why). Attach `formRef` and call `recheck`
 * on input and change; `deps` re-check on other state.
 */
export function useFormValidity(schema: z.ZodType, initiallyValid: boolean, deps: unknown[] = []) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ valid: boolean; invalid: string[] }>({ valid: initiallyValid, invalid: [] });
  const recheck = useCallback(() => {
    const el = formRef.current;
    if (!el) return;
    const submission = parseWithZod(new FormData(el), { schema });
    const invalid = submission.status === "success" ? [] : Object.keys(submission.error ?? {}).filter((k) => k !== "");
    setState((s) =>
      s.valid === (submission.status === "success") && s.invalid.join() === invalid.join()
        ? s
        : { valid: submission.status === "success", invalid },
    );
  }, [schema]);
  useEffect(recheck, [recheck, ...deps]);
  return { formRef, valid: state.valid, invalid: state.invalid, recheck };
}
