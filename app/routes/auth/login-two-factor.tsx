import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { findUserById, verifySecondFactor } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { twoFactorLoginSchema } from "~/lib/schemas/two-factor";
import { useTranslation } from "~/lib/use-translation";
import { startSession } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { clearPendingLoginHeader, pendingLogin } from "~/utils/two-factor-login.server";

import type { Route } from "./+types/login-two-factor";

/** The login's second step: only reachable within five minutes of a right password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await pendingLogin(request))) throw redirect(localHref(getLanguage(context), "/login"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const pending = await pendingLogin(request);
  if (!pending) throw redirect(localHref(getLanguage(context), "/login"));
  return formAction(request, {
    schema: twoFactorLoginSchema,
    run: async ({ otp }) => {
      const user = await findUserById(pending.userId);
      if (!user) throw redirect(localHref(getLanguage(context), "/login"));
      await verifySecondFactor(user.id, otp);
      return user;
    },
    // The session starts with a cookie of its own: not a toast's redirect.
    reply: async (user) => {
      const response = await startSession(user, pending.redirectTo, request);
      response.headers.append("Set-Cookie", await clearPendingLoginHeader());
      return response;
    },
  });
}

export default function LoginTwoFactor({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: getZodConstraint(twoFactorLoginSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorLoginSchema }),
  });
  return (
    <section>
      <PageTitle title={t("auth:twoFactor.title")} />
      <p className="mb-4 text-slate-600">{t("auth:twoFactor.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <InputField
          meta={fields.otp}
          type="text"
          label={t("auth:twoFactor.code")}
          hint={t("auth:twoFactor.hint")}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("auth:twoFactor.submit")}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={localePath("/login")} className="text-emerald-700 hover:underline">
          {t("auth:twoFactor.back")}
        </Link>
      </p>
    </section>
  );
}
