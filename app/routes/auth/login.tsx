import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, redirect, useSearchParams } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { forgetBellOpening } from "~/components/layout/bell-read-once";
import { PageTitle } from "~/components/page-title";
import { isTwoFactorEnabled, requestActivationMail } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { activationRequestSchema, loginSchema } from "~/lib/schemas/auth";
import { useTranslation } from "~/lib/use-translation";
import { authenticator, getUser, safeRedirect, startSession } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { pendingLoginHeader } from "~/utils/two-factor-login.server";

import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser({ request, context })) throw redirect(localHref(getLanguage(context), "/dashboard"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const formData = await request.clone().formData();
  if (formData.get("intent") === "resend-activation") return resendActivation(formData, request, context);
  // remix-auth reads the request's own body (hence the clone above) and refuses with a DomainError.
  return formAction(formData, {
    schema: loginSchema,
    run: async (value) => {
      const user = await authenticator.authenticate("form", request);
      const to = safeRedirect(value.redirectTo, localHref(lng, "/dashboard"));
      // With two-factor authentication on, the session starts only after the code.
      if (await isTwoFactorEnabled(user.id)) {
        throw redirect(localHref(lng, "/login/two-factor"), {
          headers: { "Set-Cookie": await pendingLoginHeader(user.id, to) },
        });
      }
      return startSession(user, to, request);
    },
    reply: (session) => session,
  });
}

/** A new activation link for the name typed to sign in; the same answer whether or not it names one. */
function resendActivation(formData: FormData, request: Request, context: Route.ActionArgs["context"]) {
  return formAction(formData, {
    schema: activationRequestSchema,
    run: ({ email }) => requestActivationMail(email),
    redirect: localHref(getLanguage(context), "/login"),
    toast: "auth:activation.resent",
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  // Every way out of a session ends here (sign-out, a changed password, an expired session): the
  // bell's "once per session" starts again with the next one.
  useEffect(forgetBellOpening, []);
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  // Refused as not activated yet: the activation mail may be sent again, to the name just typed.
  const notActivated = actionData?.error?.[""]?.includes("auth:login.notActivated") ?? false;
  const typed = typeof actionData?.initialValue?.email === "string" ? actionData.initialValue.email : "";
  return (
    <section>
      <PageTitle title={t("auth:login.title")} />
      <p className="mb-6 text-slate-600">{t("auth:login.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <InputField label={t("auth:fields.emailOrAccount")} autoComplete="username" meta={fields.email} type="text" />
        <InputField label={t("auth:fields.password")} autoComplete="current-password" meta={fields.password} type="password" />
        <div className="mb-4 text-right text-sm">
          <Link to={localePath("/reset-password")} className="text-emerald-700 hover:underline">
            {t("auth:login.forgot")}
          </Link>
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="mt-2">
          <SubmitButton>{t("auth:login.submit")}</SubmitButton>
        </div>
      </Form>
      {notActivated && typed ? (
        <Form
          method="post"
          className="mt-4 rounded border border-amber-200 bg-amber-50 p-3 text-sm"
          data-testid="resend-activation"
        >
          <input type="hidden" name="intent" value="resend-activation" />
          <input type="hidden" name="email" value={typed} />
          <p className="mb-2 text-amber-900">{t("auth:activation.lost")}</p>
          <SubmitButton variant="secondary" size="sm" block={false}>
            {t("auth:activation.resend")}
          </SubmitButton>
        </Form>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth:login.noAccount")}{" "}
        <Link to={localePath("/sign_up")} className="font-medium text-emerald-700 hover:underline">
          {t("auth:signUp.link")}
        </Link>
      </p>
    </section>
  );
}
