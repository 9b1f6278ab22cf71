import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { InputField } from "~/components/input-field";
import { useLocalePath } from "~/lib/hooks";
import { changePasswordSchema } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";

import {
  CancelLink,
  DialogSubmit,
  ModalDialog,
  useDialogForm,
  useFormValidity,
  useHydrated,
  type DialogFetcher,
  type DialogResult,
} from "./dialog";
import { passwordDialogId, passwordModalName } from "./dialog-links";
import { ErrorToast } from "./error-toast";

type Result = DialogResult;

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
  const { fetcher, result, version, onClose } = useDialogForm(serverResult);

  return (
    <ModalDialog
      id={passwordDialogId}
      name={passwordModalName}
      title={t("account:password.title")}
      serverOpen={serverOpen}
      onClose={onClose}
    >
      <ErrorToast result={result} />
      <PasswordForm key={version} lastResult={result} fetcher={fetcher} />
    </ModalDialog>
  );
}

function PasswordForm({ lastResult, fetcher }: { lastResult?: Result; fetcher: DialogFetcher }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const { formRef, valid, recheck } = useFormValidity(changePasswordSchema, false);
  const submitting = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      action={localePath("/profile")}
      {...getFormProps(form)}
      ref={formRef}
      onInput={recheck}
      onChange={recheck}
    >
      <input type="hidden" name="intent" value="change-password" />
      <InputField label={t("account:password.current")} autoComplete="current-password" meta={fields.password} type="password" />
      <InputField
        label={t("account:password.new")}
        autoComplete="new-password"
        hint={t("account:password.hint")}
        meta={fields.newPassword}
        type="password"
      />
      <InputField
        label={t("account:password.confirm")}
        autoComplete="new-password"
        meta={fields.confirmationPassword}
        type="password"
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
