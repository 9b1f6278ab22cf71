import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Field } from "~/components/forms";
import { useLocalePath } from "~/lib/hooks";
import { changePasswordSchema } from "~/lib/schemas/account";
import type { action as profileAction } from "~/routes/dashboard/profile";
import { CancelLink, DialogSubmit, ModalDialog, useHydrated } from "./dialog";
import { ErrorToast } from "./error-toast";

export const passwordDialogId = "change-password-dialog";
export const passwordModalName = "change-password";

type Result = SubmissionResult<string[]>;

interface PasswordDialogProps {
  serverResult?: Result;
  serverOpen?: boolean;
}

/**
 * The change-password modal. On success the action signs the user out everywhere and redirects
 * to /login with the toast; React Router follows that redirect from the fetcher.
 */
export function PasswordDialog({ serverResult, serverOpen }: PasswordDialogProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof profileAction>();
  const [state, setState] = useState<{ version: number; result?: Result }>({ version: 0, result: serverResult });
  const seen = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (fetcher.data) setState((s) => ({ ...s, result: fetcher.data as Result }));
  }, [fetcher.data]);
  const onClose = useCallback(() => setState((s) => ({ version: s.version + 1 })), []);

  return (
    <ModalDialog id={passwordDialogId} name={passwordModalName} title={t("account:password.title")} serverOpen={serverOpen} onClose={onClose}>
      <ErrorToast result={state.result} />
      <PasswordForm key={state.version} lastResult={state.result} fetcher={fetcher} />
    </ModalDialog>
  );
}

function PasswordForm({ lastResult, fetcher }: { lastResult?: Result; fetcher: ReturnType<typeof useFetcher<typeof profileAction>> }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(false);
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const recheck = useCallback(() => {
    const el = formRef.current;
    if (el) setValid(parseWithZod(new FormData(el), { schema: changePasswordSchema }).status === "success");
  }, []);
  useEffect(recheck, [recheck]);
  const submitting = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" action={localePath("/profile")} {...getFormProps(form)} ref={formRef} onInput={recheck} onChange={recheck}>
      <input type="hidden" name="intent" value="change-password" />
      <Field
        label={t("account:password.current")}
        autoComplete="current-password"
        errors={fields.password.errors}
        errorId={fields.password.errorId}
        {...getInputProps(fields.password, { type: "password" })}
      />
      <Field
        label={t("account:password.new")}
        autoComplete="new-password"
        hint={t("account:password.hint")}
        errors={fields.newPassword.errors}
        errorId={fields.newPassword.errorId}
        {...getInputProps(fields.newPassword, { type: "password" })}
      />
      <Field
        label={t("account:password.confirm")}
        autoComplete="new-password"
        errors={fields.confirmationPassword.errors}
        errorId={fields.confirmationPassword.errorId}
        {...getInputProps(fields.confirmationPassword, { type: "password" })}
      />
      <div className="mt-6 flex justify-end gap-2">
        <CancelLink dialogId={passwordDialogId} label={t("account:password.cancel")} testId="change-password-cancel" />
        <DialogSubmit submitting={submitting} disabled={hydrated && !valid} data-testid="change-password-submit">
          {t("account:password.submit")}
        </DialogSubmit>
      </div>
    </fetcher.Form>
  );
}
