import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useSearchParams } from "react-router";

import { ErrorList, Field, SubmitButton } from "~/components/forms";
import { PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { isTransferProblem, TransferProblem } from "~/components/wallet/transfer-problem";
import { Cct, KeyInput, WalletSummary } from "~/components/wallet/ui";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { checkTransfer, sendPoints } from "~/domain/wallet";
import { asTyped } from "~/lib/amount-input";
import { DomainError } from "~/lib/errors";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { idempotencyKeyField, transferSchema } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { errorText } from "~/utils/forms.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageWallet } from "~/utils/page-balance.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/transfer-point";

const stepOne = transferSchema.omit({ password: true });
const confirmSchema = transferSchema.extend({ idempotencyKey: idempotencyKeyField });

/**
 * /transfer-point, two steps. Step 1 is a GET form (?account=&amount=): the loader looks the
 * receiver up and checks the amount against the available balance; when the transfer can be made,
 * the page shows step 2: the receiver's name, the amount, the current password. Otherwise
 * 'Transfer error' with the reason (decision 140). Step 2 posts; the transfer is posted at once
 * and the member lands on its receipt (decision 206).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const wallet = await pageWallet({ request, context }, user.id);
  const query = url.searchParams;
  const base = {
    wallet,
    key: newIdempotencyKey(),
    preview: null,
    stepErrors: null,
    twoFactor: await isTwoFactorEnabled(user.id),
  };
  if (!query.has("account")) return base;
  const parsed = stepOne.safeParse({ account: query.get("account"), amount: query.get("amount") });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    return { ...base, stepErrors: errors };
  }
  try {
    const receiver = await checkTransfer(user, parsed.data.account, parsed.data.amount);
    return { ...base, preview: { ...receiver, amount: parsed.data.amount } };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ...base, stepErrors: { [error.field ?? "account"]: [errorText(error)] } };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  return formAction(request, {
    schema: confirmSchema,
    run: ({ idempotencyKey, ...input }) => sendPoints(user, input, idempotencyKey),
    // The receipt is the message (decision 206): no toast on top of it.
    reply: (sent) => redirect(localHref(lng, "/receipts/:id", { id: sent.id })),
  });
}

export default function TransferPoint({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { preview, stepErrors, wallet } = loaderData;
  // What was typed stays in the form while it is refused (a GET form: the address holds it).
  const [query] = useSearchParams();
  const accountErrors = stepErrors?.account ?? [];
  const amountErrors = stepErrors?.amount ?? [];
  const problem = [...accountErrors, ...amountErrors].some(isTransferProblem);
  // The field the reason is about is marked invalid and described by it.
  const about = (errors: string[]) =>
    errors.some(isTransferProblem) ? { "aria-invalid": true, "aria-describedby": "transfer-error" } : {};
  return (
    <section className="max-w-2xl space-y-6">
      <PageTitle title={t("common:titles.transfer-point")} />
      <WalletSummary wallet={wallet} />
      {preview ? (
        <ConfirmStep
          preview={preview}
          idempotencyKey={loaderData.key}
          lastResult={actionData}
          twoFactor={loaderData.twoFactor}
          available={wallet.available}
        />
      ) : (
        <Form method="get" className={cardClass} data-testid="transfer-form" key={query.toString()}>
          <p className="mb-4 text-sm text-slate-600">{t("wallet:transfer.intro")}</p>
          <Field
            label={t("wallet:transfer.account")}
            id="transfer-account"
            name="account"
            defaultValue={query.get("account") ?? ""}
            required
            errors={accountErrors.filter((e) => !isTransferProblem(e))}
            errorId="transfer-account-error"
            {...about(accountErrors)}
          />
          <Field
            label={t("wallet:fields.amountCct")}
            id="transfer-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={query.get("amount") ?? ""}
            required
            errors={amountErrors.filter((e) => !isTransferProblem(e))}
            errorId="transfer-amount-error"
            {...about(amountErrors)}
          />
          {problem ? (
            <TransferProblem id="transfer-error" errors={[...accountErrors, ...amountErrors]} available={wallet.available} />
          ) : null}
          <SubmitButton>{t("wallet:transfer.continue")}</SubmitButton>
        </Form>
      )}
      {preview ? (
        <Link to={localePath("/transfer-point")} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {t("wallet:transfer.back")}
        </Link>
      ) : null}
    </section>
  );
}

function ConfirmStep({
  preview,
  idempotencyKey,
  lastResult,
  twoFactor,
  available,
}: {
  preview: { account: string; name: string; amount: string };
  idempotencyKey: string;
  lastResult: Route.ComponentProps["actionData"];
  twoFactor: boolean;
  available: number;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmSchema }),
  });
  const errors = [...(form.errors ?? []), ...(fields.account.errors ?? []), ...(fields.amount.errors ?? [])];
  return (
    <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="transfer-confirm">
      <h2 className="mb-2 text-lg font-semibold">{t("wallet:transfer.confirmTitle")}</h2>
      <p className="mb-4" data-testid="transfer-receiver">
        {t("wallet:transfer.confirmText", { name: preview.name, account: preview.account })}{" "}
        <strong>
          <Cct value={preview.amount} testId="transfer-amount" />
        </strong>
      </p>
      <input type="hidden" name="account" value={preview.account} />
      <input type="hidden" name="amount" value={asTyped(preview.amount)} />
      <KeyInput value={idempotencyKey} />
      <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={twoFactor} />
      <ErrorList id={form.errorId} errors={errors.filter((e) => !isTransferProblem(e))} />
      <TransferProblem id="transfer-error" errors={errors} available={available} />
      <div className="mt-4">
        <SubmitButton>{t("wallet:transfer.send")}</SubmitButton>
      </div>
    </Form>
  );
}
