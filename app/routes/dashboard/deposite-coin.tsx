import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";

import { ErrorList, InputField, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { DepositHistory } from "~/components/wallet/deposit-history";
import { Cct, KeyInput } from "~/components/wallet/ui";
import { depositQuote, listMyDeposits, requestDeposit } from "~/domain/deposits.server";
import { localizePath, stripLanguage } from "~/lib/i18n";
import { depositPages, depositSchema, idempotencyKeyField, newIdempotencyKey, quote, type Coin } from "~/lib/wallet";
import { replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";

import type { Route } from "./+types/deposite-coin";

const formSchema = depositSchema.omit({ coin: true }).extend({ idempotencyKey: idempotencyKeyField });
const titles = { USDT: "invest-usdt", ZAFI: "deposite-zafi", CCT: "deposite-ccm" } as const satisfies Record<Coin, string>;

/** Which coin this page takes: /invest-usdt USDT, /deposite-zafi ZAFI, /deposite-ccm CCT. */
function coinOf(url: string): Coin {
  const path = stripLanguage(new URL(url).pathname);
  return (Object.entries(depositPages).find(([, page]) => page === path)?.[0] as Coin | undefined) ?? "CCT";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const coin = coinOf(request.url);
  const [info, deposits] = await Promise.all([depositQuote(coin, ""), listMyDeposits(user.id)]);
  return { coin, rate: info.rate, address: info.address, deposits, key: newIdempotencyKey() };
}

/**
 * intent=preview answers the quote computed on the server (the page without JavaScript);
 * intent=submit records the pending deposit at the current rate.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const coin = coinOf(request.url);
  const formData = await request.formData();
  if (formData.get("intent") === "preview") {
    const amount = String(formData.get("amount") ?? "");
    const { cct } = await depositQuote(coin, amount);
    return data({ preview: { amount, cct } });
  }
  const submission = parseWithZod(formData, { schema: formSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  const { idempotencyKey, ...input } = submission.value;
  try {
    await requestDeposit(user, { ...input, coin }, idempotencyKey);
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(localizePath(depositPages[coin], lng), { type: "success", message: "wallet:deposit.requested" });
}

export default function DepositeCoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { coin, rate, address } = loaderData;
  const serverPreview = actionData && "preview" in actionData ? actionData.preview : null;
  const lastResult = actionData && !("preview" in actionData) ? actionData : undefined;
  const [amount, setAmount] = useState(serverPreview?.amount ?? "");
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  const preview = amount ? quote(amount, rate) : serverPreview?.cct;
  return (
    <section className="max-w-2xl space-y-6">
      <PageTitle title={t(`common:titles.${titles[coin]}`)} />
      <div className={cardClass} data-testid="deposit-info">
        <p className="text-sm text-slate-500">{t("wallet:deposit.address", { coin })}</p>
        <p className="font-mono text-sm break-all" data-testid="deposit-address">
          {address}
        </p>
        <p className="mt-3 text-sm text-slate-500">{t("wallet:deposit.currentRate")}</p>
        <p data-testid="deposit-rate">{t("wallet:deposit.rate", { coin, rate })}</p>
      </div>
      <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="deposit-form">
        <KeyInput value={loaderData.key} />
        <InputField
          label={t("wallet:fields.amountCoin", { coin })}
          meta={fields.amount}
          type="text"
          inputMode="decimal"
          defaultValue={serverPreview?.amount}
          onInput={(event) => setAmount(event.currentTarget.value)}
        />
        <p className="mb-4 text-sm" data-testid="deposit-preview" aria-live="polite">
          {t("wallet:deposit.youReceive")}{" "}
          <strong>
            <Cct value={preview ?? "0"} />
          </strong>
        </p>
        <InputField label={t("wallet:fields.txHash")} meta={fields.txHash} type="text" hint={t("wallet:deposit.txHashHint")} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex gap-2">
          <button
            type="submit"
            name="intent"
            value="preview"
            formNoValidate
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            {t("wallet:deposit.preview")}
          </button>
          <SubmitButton name="intent" value="submit">
            {t("wallet:deposit.submit")}
          </SubmitButton>
        </div>
      </Form>
      <DepositHistory deposits={loaderData.deposits} />
    </section>
  );
}
