import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { CopyValue } from "~/components/ui/copy-value";
import { DepositHistory } from "~/components/wallet/deposit-history";
import { Cct, KeyInput } from "~/components/wallet/ui";
import { depositQuote, listMyDeposits, requestDeposit } from "~/domain/wallet";
import { qrSvg } from "~/infra/vietqr.server";
import { asTyped } from "~/lib/amount-input";
import { localHref, stripLanguage } from "~/lib/i18n";
import { depositSchema, idempotencyKeyField } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { depositNetworks, depositPages, newIdempotencyKey, quote, type Coin } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposite-coin";

const formSchema = depositSchema.omit({ coin: true }).extend({ idempotencyKey: idempotencyKeyField });
// A preview checks the amount only: the hash may still be missing, and is kept as typed.
const previewSchema = depositSchema.pick({ amount: true });
const titles = { USDT: "invest-usdt", ZAFI: "deposite-zafi", CCT: "deposite-ccm" } as const satisfies Record<Coin, string>;

/** Which coin this page takes: /invest-usdt USDT, /deposite-zafi ZAFI, /deposite-ccm CCT. */
function coinOf(url: URL): Coin {
  const path = stripLanguage(url.pathname);
  return (Object.entries(depositPages).find(([, page]) => page === path)?.[0] as Coin | undefined) ?? "CCT";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const coin = coinOf(url);
  const [info, deposits] = await Promise.all([depositQuote(coin, ""), listMyDeposits(user.id)]);
  // The address as a QR code, for a wallet app's camera (drawn on the server: no script, no request).
  const addressQr = info.address ? await qrSvg(info.address) : null;
  return { coin, rate: info.rate, address: info.address, addressQr, deposits, key: newIdempotencyKey() };
}

/**
 * intent=preview answers the quote computed on the server (the page without JavaScript);
 * intent=submit records the pending deposit at the current rate.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const coin = coinOf(url);
  const formData = await request.formData();
  if (formData.get("intent") === "preview") {
    return formAction(formData, {
      schema: previewSchema,
      run: ({ amount }) => depositQuote(coin, amount),
      reply: ({ cct }, { amount }) => data({ preview: { amount, txHash: String(formData.get("txHash") ?? ""), cct } }),
    });
  }
  return formAction(formData, {
    schema: formSchema,
    run: ({ idempotencyKey, ...input }) => requestDeposit(user, { ...input, coin }, idempotencyKey),
    // The request's receipt is the message (decision 206): it says an admin confirms it.
    reply: ({ deposit }) => redirect(localHref(lng, "/receipts/deposits/:id", { id: deposit.id })),
  });
}

/** A preview answers on this page: the loader need not run again (the form keeps what was typed). */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export default function DepositeCoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { coin, rate, address } = loaderData;
  return (
    <section className="max-w-2xl space-y-6">
      <PageTitle title={t(`common:titles.${titles[coin]}`)} />
      <DepositAddress coin={coin} address={address} addressQr={loaderData.addressQr} />
      <div className={cardClass}>
        <p className="text-sm text-slate-500">{t("wallet:deposit.currentRate")}</p>
        <p data-testid="deposit-rate">{t("wallet:deposit.rate", { coin, rate })}</p>
      </div>
      {/* A new key after each request sent (the page loads again): the form starts empty. */}
      <DepositForm key={loaderData.key} coin={coin} rate={rate} idempotencyKey={loaderData.key} actionData={actionData} />
      <DepositHistory deposits={loaderData.deposits} />
    </section>
  );
}

/** Where to send the coin, as a wallet app shows it: the network named, the address to copy, its QR code. */
function DepositAddress({ coin, address, addressQr }: { coin: Coin; address: string; addressQr: string | null }) {
  const { t } = useTranslation();
  const network = t(`wallet:deposit.networks.${depositNetworks[coin]}`, { coin });
  return (
    <div className={`${cardClass} flex flex-col gap-4 sm:flex-row`} data-testid="deposit-info">
      {addressQr ? (
        <div
          role="img"
          aria-label={t("wallet:deposit.qrAlt", { coin })}
          className="mx-auto w-44 shrink-0 sm:mx-0 [&_svg]:h-auto [&_svg]:w-full"
          data-testid="deposit-qr"
          dangerouslySetInnerHTML={{ __html: addressQr }}
        />
      ) : null}
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-slate-500">{t("wallet:deposit.network")}</p>
        <p className="font-semibold" data-testid="deposit-network">
          {network}
        </p>
        <p className="text-sm text-slate-500">{t("wallet:deposit.address", { coin })}</p>
        <CopyValue value={address} label={t("wallet:deposit.addressLabel")} testId="deposit-address" />
        <p className="text-sm text-amber-800">{t("wallet:deposit.networkWarning", { coin })}</p>
      </div>
    </div>
  );
}

function DepositForm({
  coin,
  rate,
  idempotencyKey,
  actionData,
}: {
  coin: Coin;
  rate: string;
  idempotencyKey: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const serverPreview = actionData && "preview" in actionData ? actionData.preview : null;
  const lastResult = actionData && !("preview" in actionData) ? actionData : undefined;
  const [amount, setAmount] = useState(serverPreview ? asTyped(serverPreview.amount) : "");
  const [form, fields] = useForm({
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  const preview = amount ? quote(amount, rate) : serverPreview?.cct;
  return (
    <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="deposit-form">
      <KeyInput value={idempotencyKey} />
      <InputField
        label={t("wallet:fields.amountCoin", { coin })}
        meta={fields.amount}
        type="text"
        inputMode="decimal"
        defaultValue={serverPreview ? asTyped(serverPreview.amount) : undefined}
        onInput={(event) => setAmount(event.currentTarget.value)}
      />
      <p className="mb-4 text-sm" data-testid="deposit-preview" aria-live="polite">
        {t("wallet:deposit.youReceive")}{" "}
        <strong>
          <Cct value={preview ?? "0"} />
        </strong>
      </p>
      <InputField
        label={t("wallet:fields.txHash")}
        meta={fields.txHash}
        type="text"
        hint={t("wallet:deposit.txHashHint")}
        defaultValue={serverPreview?.txHash}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex gap-2">
        <SubmitButton name="intent" value="preview" formNoValidate variant="secondary" size="sm" block={false}>
          {t("wallet:deposit.preview")}
        </SubmitButton>
        <SubmitButton name="intent" value="submit">
          {t("wallet:deposit.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
