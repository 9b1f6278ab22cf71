import type { FieldMetadata } from "@conform-to/react";

import { translateKey } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

import { InputField } from "./input-field";

/** A new password (with the specification's hint) and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  label = "auth:fields.password",
}: {
  password: FieldMetadata<string>;
  confirmation: FieldMetadata<string>;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        label={translateKey(t, label)}
        hint={t("auth:hints.password")}
        autoComplete="new-password"
        meta={password}
        type="password"
      />
      <InputField label={t("auth:fields.confirmationPassword")} autoComplete="new-password" meta={confirmation} type="password" />
    </>
  );
}
