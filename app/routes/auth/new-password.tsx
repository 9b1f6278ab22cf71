import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { NewPasswordFields } from "~/components/new-password-fields";
import { PageTitle } from "~/components/page-title";
import { isResetTokenValid, resetPassword } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { newPasswordSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/new-password";

export async function loader({ params }: Route.LoaderArgs) {
  return { valid: params.token ? await isResetTokenValid(params.token) : false };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, {
    schema: newPasswordSchema,
    run: ({ password }) => resetPassword(params.token ?? "", password),
    redirect: localHref(getLanguage(context), "/login"),
    toast: "auth:newPassword.done",
  });
}

export default function NewPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: getZodConstraint(newPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  if (!loaderData.valid) {
    return (
      <section>
        <PageTitle title={t("auth:newPassword.title")} />
        <p className="mb-4 text-red-700" role="alert">
          {t("auth:newPassword.invalidLink")}
        </p>
        <Link to={localePath("/reset-password")} className="text-emerald-700 hover:underline">
          {t("auth:newPassword.askAgain")}
        </Link>
      </section>
    );
  }
  return (
    <section>
      <PageTitle title={t("auth:newPassword.title")} />
      <Form method="post" {...getFormProps(form)}>
        <NewPasswordFields
          password={fields.password}
          confirmation={fields.confirmationPassword}
          label="auth:fields.newPassword"
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("auth:newPassword.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
