import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { requestPasswordReset } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { resetRequestSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/reset-password";

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    schema: resetRequestSchema,
    run: ({ email }) => requestPasswordReset(email),
    // The same answer whether or not the address belongs to a member.
    redirect: localHref(getLanguage(context), "/login"),
    toast: "auth:reset.sent",
  });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: getZodConstraint(resetRequestSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });
  return (
    <section>
      <PageTitle title={t("auth:reset.title")} />
      <p className="mb-4 text-sm text-slate-600">{t("auth:reset.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <InputField label={t("auth:fields.email")} autoComplete="email" meta={fields.email} type="email" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("auth:reset.submit")}</SubmitButton>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to={localePath("/login")} className="text-emerald-700 hover:underline">
          {t("auth:login.backTo")}
        </Link>
      </p>
    </section>
  );
}
