import { getInputProps } from "@conform-to/react";

import { Field, type FieldProps } from "~/components/forms";
import { useTranslation } from "~/lib/use-translation";

// Apart from ./forms so that a page with no conform form (the store pages) does not load the form library.

type InputMeta = Parameters<typeof getInputProps>[0];

export interface InputFieldProps extends Omit<FieldProps, "errors" | "errorId" | "type"> {
  meta: InputMeta;
  type: "text" | "email" | "password" | "tel" | "number" | "url" | "search";
}

/** A Field wired to a conform field: name, constraints, value, errors and their ids. */
export function InputField({ meta, type, ...props }: InputFieldProps) {
  return <Field errors={meta.errors} errorId={meta.errorId} {...props} {...getInputProps(meta, { type })} />;
}

/**
 * What every money-moving form asks last: the current password, and the authenticator's code
 * when the member turned two-factor authentication on.
 */
export function PasswordConfirmFields({ password, otp, twoFactor }: { password: InputMeta; otp: InputMeta; twoFactor: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <InputField label={t("wallet:fields.password")} meta={password} type="password" autoComplete="current-password" />
      {twoFactor ? <InputField label={t("account:twoFactor.code")} meta={otp} type="text" autoComplete="one-time-code" /> : null}
    </>
  );
}
