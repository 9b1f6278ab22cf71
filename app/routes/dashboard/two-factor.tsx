import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { disableTwoFactor, enableTwoFactor, isTwoFactorEnabled, twoFactorSetup, unusedRecoveryCodes } from "~/domain/accounts";
import { localHref } from "~/lib/i18n";
import { twoFactorDisableSchema, twoFactorEnableSchema, twoFactorSchema } from "~/lib/schemas/two-factor";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

import type { Route } from "./+types/two-factor";

/** /two-factor: turn the authenticator on (QR code, first code, recovery codes once) or off. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  if (await isTwoFactorEnabled(user.id))
    return { enabled: true as const, recoveryLeft: await unusedRecoveryCodes(user.id), setup: null };
  const setup = await twoFactorSetup(user);
  return {
    enabled: false as const,
    recoveryLeft: 0,
    setup: setup && { secret: setup.secret, qr: `data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString("base64")}` },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  return formAction(request, {
    schema: twoFactorSchema,
    run: async (value) => {
      if (value.intent === "enable") return enableTwoFactor(user, value.code);
      await disableTwoFactor(user, value.password, value.otp);
      return null;
    },
    // Recovery codes are shown once, in this answer only: no redirect, so a reload cannot show them again.
    reply: async (recoveryCodes) =>
      recoveryCodes
        ? { recoveryCodes }
        : redirectWithToast(localHref(lng, "/two-factor"), { type: "success", message: "account:twoFactor.disabled" }),
  });
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className={cardClass} data-testid="recovery-codes">
      <h2 className="mb-2 text-lg font-semibold">{t("account:twoFactor.recoveryTitle")}</h2>
      <p className="mb-3 text-sm text-slate-600">{t("account:twoFactor.recoveryIntro")}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const codes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : null;
  const lastResult = actionData && !("recoveryCodes" in actionData) ? actionData : undefined;
  const [enableForm, enableFields] = useForm({
    id: "enable-2fa",
    lastResult,
    constraint: getZodConstraint(twoFactorEnableSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorEnableSchema }),
  });
  const [disableForm, disableFields] = useForm({
    id: "disable-2fa",
    lastResult,
    constraint: getZodConstraint(twoFactorDisableSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorDisableSchema }),
  });
  return (
    <section className="max-w-2xl space-y-4">
      <PageTitle title={t("common:titles.two-factor")} />
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {loaderData.enabled ? (
        <div className={cardClass}>
          <p className="mb-1 font-medium text-emerald-700" data-testid="two-factor-status">
            {t("account:twoFactor.on")}
          </p>
          <p className="mb-4 text-sm text-slate-600">{t("account:twoFactor.recoveryLeft", { count: loaderData.recoveryLeft })}</p>
          <Form method="post" {...getFormProps(disableForm)}>
            <input type="hidden" name="intent" value="disable" />
            <InputField
              meta={disableFields.password}
              type="password"
              label={t("account:twoFactor.password")}
              autoComplete="current-password"
            />
            <InputField meta={disableFields.otp} type="text" label={t("account:twoFactor.code")} autoComplete="one-time-code" />
            <ErrorList id={disableForm.errorId} errors={disableForm.errors} />
            <SubmitButton>{t("account:twoFactor.disable")}</SubmitButton>
          </Form>
        </div>
      ) : loaderData.setup ? (
        <div className={cardClass}>
          <p className="mb-1 font-medium" data-testid="two-factor-status">
            {t("account:twoFactor.off")}
          </p>
          <p className="mb-4 text-sm text-slate-600">{t("account:twoFactor.intro")}</p>
          <img src={loaderData.setup.qr} alt={t("account:twoFactor.qrAlt")} width={192} height={192} className="mb-3" />
          <p className="mb-4 text-sm">
            {t("account:twoFactor.manual")}{" "}
            <code className="break-all rounded bg-slate-100 px-1" data-testid="two-factor-secret">
              {loaderData.setup.secret}
            </code>
          </p>
          <Form method="post" {...getFormProps(enableForm)}>
            <input type="hidden" name="intent" value="enable" />
            <InputField
              meta={enableFields.code}
              type="text"
              label={t("account:twoFactor.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <ErrorList id={enableForm.errorId} errors={enableForm.errors} />
            <SubmitButton>{t("account:twoFactor.enable")}</SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
