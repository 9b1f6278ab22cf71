import { useEffect, useId, useRef, useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";

import { SubmitButton } from "~/components/forms";
import { buttonClass } from "~/components/ui/button";
import { confirmAsk, confirmFormField, isConfirmationStep, type FormValues } from "~/lib/confirm";
import { useTranslation } from "~/lib/use-translation";

interface ConfirmFormProps extends Omit<React.ComponentProps<typeof Form>, "method" | "children"> {
  /** Unique on the page: the confirmation step the server answers belongs to this form. */
  confirmId: string;
  /** The question, e.g. "Confirm this deposit?" */
  title: string;
  /** What will happen, from the values about to be sent (the row's amount, the typed reason…). */
  summary: (values: FormValues) => React.ReactNode;
  /** The second button's label (the action itself: "Confirm", "Reject"…). */
  confirmLabel: string;
  danger?: boolean;
  children: React.ReactNode;
}

/** The value of a field among the form's values ("" when absent). */
export function valueOf(values: FormValues, name: string): string {
  return values.find(([n]) => n === name)?.[1] ?? "";
}

/**
 * A form whose action moves money or cannot be undone asks first (decision 138). With
 * JavaScript, sending it opens a dialog with the summary and a second button; without, the form
 * posts with `confirm=ask`, the action answers the confirmation step (`askedToConfirm`) and the
 * page shows the same dialog, open. Either way the second button posts the same values without
 * `confirm=ask`, and only that post acts.
 */
export function ConfirmForm({
  confirmId,
  title,
  summary,
  confirmLabel,
  danger = false,
  children,
  onSubmit,
  ...form
}: ConfirmFormProps) {
  const actionData = useActionData();
  // The server's confirmation step for this form (no JavaScript), until it is dismissed.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const asked =
    isConfirmationStep(actionData) && actionData.confirmation.form === confirmId && actionData !== dismissed
      ? actionData.confirmation.values
      : null;
  const [values, setValues] = useState<FormValues | null>(null);
  // Each opening is a fresh dialog (opened as a modal when it mounts).
  const [openings, setOpenings] = useState(0);
  const shown = values ?? asked;
  return (
    <>
      <Form
        method="post"
        {...form}
        onSubmit={(event) => {
          // The form's own check first (conform's validation): an invalid form asks nothing.
          onSubmit?.(event);
          if (event.defaultPrevented) return;
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          const data = new FormData(event.currentTarget, submitter);
          event.preventDefault();
          setOpenings((n) => n + 1);
          setValues(
            [...data.entries()].flatMap(([name, value]): FormValues =>
              typeof value === "string" && name !== confirmFormField && name !== "confirm" ? [[name, value]] : [],
            ),
          );
        }}
      >
        <input type="hidden" name="confirm" value={confirmAsk} />
        <input type="hidden" name={confirmFormField} value={confirmId} />
        {children}
      </Form>
      {shown ? (
        <ConfirmDialog
          key={openings}
          title={title}
          summary={summary(shown)}
          values={shown}
          action={form.action}
          confirmLabel={confirmLabel}
          danger={danger}
          modal={values !== null}
          onClose={() => {
            setValues(null);
            setDismissed(actionData);
          }}
        />
      ) : null}
    </>
  );
}

interface ConfirmDialogProps {
  title: string;
  summary: React.ReactNode;
  values: FormValues;
  action?: string;
  confirmLabel: string;
  danger: boolean;
  /** Opened in place (JavaScript): a modal; otherwise the server's confirmation step, open. */
  modal: boolean;
  onClose: () => void;
}

function ConfirmDialog({ title, summary, values, action, confirmLabel, danger, modal, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigation = useNavigation();
  const sent = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
  }, []);

  // Once the confirmed post is answered (the page reloaded, or an error shown on it), it closes.
  useEffect(() => {
    if (navigation.state !== "idle") return;
    if (sent.current) {
      sent.current = false;
      ref.current?.close();
    }
  }, [navigation.state]);

  return (
    <>
      {modal ? null : <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden />}
      <dialog
        ref={ref}
        open={!modal}
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        data-testid="confirm-dialog"
        onClose={() => onCloseRef.current()}
        className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100vh-2rem)] w-[440px] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-6 text-left text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      >
        <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
          {title}
        </h2>
        <div id={`${id}-summary`} className="mb-6 space-y-1 text-sm text-slate-700" data-testid="confirm-summary">
          {summary}
        </div>
        <Form
          method="post"
          action={action}
          className="flex flex-wrap justify-end gap-2"
          onSubmit={() => {
            sent.current = true;
          }}
        >
          {values.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <a
            href={`${location.pathname}${location.search}`}
            autoFocus
            className={buttonClass({ variant: "secondary" })}
            onClick={(event) => {
              if (!ref.current?.open) return;
              event.preventDefault();
              ref.current.close();
            }}
          >
            {t("common:feedback.cancel")}
          </a>
          <SubmitButton variant={danger ? "danger" : "primary"} size="md" block={false}>
            {confirmLabel}
          </SubmitButton>
        </Form>
      </dialog>
    </>
  );
}
