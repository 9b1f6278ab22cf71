import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useSearchParams } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { NewPasswordFields } from "~/components/new-password-fields";
import { PageTitle } from "~/components/page-title";
import { signUp } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { signUpSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { getUser } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";

import type { Route } from "./+types/sign-up";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser({ request, context })) throw redirect(localHref(getLanguage(context), "/dashboard"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, {
    schema: signUpSchema,
    run: (value) => signUp(value),
    redirect: localHref(getLanguage(context), "/login"),
    toast: "auth:signUp.checkEmail",
  });
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { ref: searchParams.get("ref") ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  return (
    <section>
      <PageTitle title={t("auth:signUp.title")} />
      <Form method="post" {...getFormProps(form)}>
        <InputField label={t("auth:fields.name")} autoComplete="name" meta={fields.name} type="text" />
        <InputField label={t("auth:fields.email")} autoComplete="email" meta={fields.email} type="email" />
        <InputField
          label={t("auth:fields.account")}
          hint={t("auth:hints.account")}
          autoComplete="username"
          meta={fields.account}
          type="text"
        />
        <NewPasswordFields password={fields.password} confirmation={fields.confirmationPassword} />
        <InputField label={t("auth:fields.ref")} hint={t("auth:hints.ref")} meta={fields.ref} type="text" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="mt-2">
          <SubmitButton>{t("auth:signUp.submit")}</SubmitButton>
        </div>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth:signUp.haveAccount")}{" "}
        <Link to={localePath("/login")} className="font-medium text-emerald-700 hover:underline">
          {t("auth:login.link")}
        </Link>
      </p>
    </section>
  );
}
