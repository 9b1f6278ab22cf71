import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link } from "react-router";

import { useHydrated } from "~/components/account/dialog";
import { SignatureImage } from "~/components/contracts/signature-image";
import { SignaturePad } from "~/components/contracts/signature-pad";
import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { saveSignature, signaturesOf } from "~/domain/contracts";
import { formatDateTime } from "~/lib/dates";
import { localHref } from "~/lib/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { signatureSchema } from "~/lib/schemas/contracts";
import { useTranslation } from "~/lib/use-translation";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/signature";

/**
 * /signature: the member's saved signature (with its date), replaced by drawing a new one (canvas,
 * JavaScript on) or by typing the full name (works without JavaScript: the server draws it).
 * `?redirectTo=` (a contract waiting for the signature) is where saving sends the member back.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return { ...(await signaturesOf(user.id)), name: user.name, redirectTo: redirectTo || null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const formData = await request.formData();
  return formAction(formData, {
    schema: signatureSchema,
    run: (value) => saveSignature(user, value),
    redirect: () => safeRedirect(formData.get("redirectTo"), localHref(lng, "/signature")),
    toast: "contracts:signature.saved",
  });
}

/** Which form a plain (JavaScript off) submission's answer belongs to. */
function resultFor(actionData: unknown, kind: "drawn" | "typed") {
  const result = actionData as SubmissionResult<string[]> | undefined;
  return result?.initialValue?.kind === kind ? result : undefined;
}

export default function SignaturePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { current, earlier, redirectTo } = loaderData;
  const hydrated = useHydrated();
  return (
    <section className="max-w-3xl space-y-6">
      <PageTitle title={t("common:titles.signature")} />
      <p className="text-slate-700">{t("contracts:signature.intro")}</p>
      <section className={cardClass} data-testid="signature-current">
        <h2 className="mb-3 text-lg font-semibold">{t("contracts:signature.current")}</h2>
        {current ? (
          <div className="space-y-2">
            <SignatureImage
              kind={current.kind}
              path={current.path}
              label={t("contracts:signature.image", { name: loaderData.name })}
              className="h-28 w-full max-w-md"
              testId="signature-saved"
            />
            <p className="text-sm text-slate-600" data-testid="signature-saved-at">
              {t(`contracts:signature.kind.${current.kind}`)} ·{" "}
              {t("contracts:signature.savedAt", { date: formatDateTime(current.createdAt) })}
            </p>
            <p className="text-sm text-slate-500">{t("contracts:signature.replaceNote")}</p>
          </div>
        ) : (
          <p className="text-slate-600" data-testid="signature-none">
            {t("contracts:signature.none")}
          </p>
        )}
      </section>
      {redirectTo ? (
        <Link to={redirectTo} className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="signature-back">
          {t("contracts:signature.back")}
        </Link>
      ) : null}
      {hydrated ? <DrawForm lastResult={resultFor(actionData, "drawn")} redirectTo={redirectTo} /> : null}
      <TypeForm lastResult={resultFor(actionData, "typed")} redirectTo={redirectTo} defaultName={loaderData.name} />
      {earlier.length > 0 ? (
        <section data-testid="signature-earlier">
          <h2 className="mb-2 text-lg font-semibold">{t("contracts:signature.earlier")}</h2>
          <ul className="flex flex-wrap gap-4">
            {earlier.map((s) => (
              <li key={s.id} className="space-y-1 text-xs text-slate-500">
                <SignatureImage
                  kind={s.kind}
                  path={s.path}
                  label={t("contracts:signature.image", { name: loaderData.name })}
                  className="h-12 w-36"
                />
                <span className="block">{formatDateTime(s.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function DrawForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo: string | null }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({ id: "signature-draw", lastResult });
  const [path, setPath] = useState("");
  return (
    <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="signature-draw-form">
      <h2 className="mb-1 text-lg font-semibold">{t("contracts:signature.draw.title")}</h2>
      <p className="mb-3 text-sm text-slate-600">{t("contracts:signature.draw.hint")}</p>
      <input type="hidden" name="kind" value="drawn" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <SignaturePad
        name="path"
        label={t("contracts:signature.draw.canvas")}
        clearLabel={t("contracts:signature.draw.clear")}
        onChange={setPath}
      />
      <ErrorList id={fields.path.errorId} errors={[...(form.errors ?? []), ...(fields.path.errors ?? [])]} />
      <div className="mt-4">
        <SubmitButton disabled={path === ""} data-testid="signature-draw-save">
          {t("contracts:signature.draw.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function TypeForm({
  lastResult,
  redirectTo,
  defaultName,
}: {
  lastResult?: SubmissionResult<string[]>;
  redirectTo: string | null;
  defaultName: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "signature-type",
    lastResult,
    defaultValue: { name: defaultName },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signatureSchema }),
  });
  return (
    <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="signature-type-form">
      <h2 className="mb-1 text-lg font-semibold">{t("contracts:signature.type.title")}</h2>
      <p className="mb-3 text-sm text-slate-600">{t("contracts:signature.type.hint")}</p>
      <input type="hidden" name="kind" value="typed" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <InputField label={t("contracts:signature.type.name")} meta={fields.name} type="text" autoComplete="name" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton data-testid="signature-type-save">{t("contracts:signature.type.save")}</SubmitButton>
    </Form>
  );
}
