import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";

import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField, PasswordConfirmFields } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { cardClass } from "~/components/ui/card";
import { Table, Td } from "~/components/ui/table";
import { Cct, KeyInput, RequestStatus, WalletSummary } from "~/components/wallet/ui";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { cancelWithdrawal, getSettings, listMyWithdrawals, requestWithdrawal } from "~/domain/wallet";
import { formatDateTime } from "~/lib/dates";
import { useLocalePath } from "~/lib/hooks";
import { localHref, localizePath, stripLanguage } from "~/lib/i18n";
import { idempotencyKeyField, withdrawalCancelSchema, withdrawalSchema } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { newIdempotencyKey, type WithdrawalMethod } from "~/lib/wallet-terms";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { pageWallet } from "~/utils/page-balance.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdraw";

const formSchema = withdrawalSchema.omit({ method: true }).extend({ idempotencyKey: idempotencyKeyField });
const pages: Record<WithdrawalMethod, string> = { usdt: "/withdraw", ccm: "/withdraw-ccm" };

/** /withdraw pays CCT out as USDT to an address; /withdraw-ccm sends CCT to the profile's ccm_address. */
function methodOf(url: URL): WithdrawalMethod {
  return stripLanguage(url.pathname) === pages.ccm ? "ccm" : "usdt";
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [wallet, settings, withdrawals] = await Promise.all([
    pageWallet({ request, context }, user.id),
    getSettings(),
    listMyWithdrawals(user.id),
  ]);
  return {
    method: methodOf(url),
    wallet,
    min: settings.withdrawMin,
    dailyLimit: settings.withdrawDailyLimit,
    ccmAddress: user.ccmAddress,
    withdrawals,
    key: newIdempotencyKey(),
    twoFactor: await isTwoFactorEnabled(user.id),
  };
}

/** intent=request holds the amount at once (password required); intent=cancel releases one's own pending request. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const method = methodOf(url);
  const back = localizePath(pages[method], lng);
  const formData = await request.formData();
  if (formData.get("intent") === "cancel") {
    return formAction(formData, {
      schema: withdrawalCancelSchema,
      run: ({ id }) => cancelWithdrawal(user, id),
      redirect: back,
      toast: "wallet:withdraw.cancelled",
    });
  }
  return formAction(formData, {
    schema: formSchema,
    run: ({ idempotencyKey, ...input }) => requestWithdrawal(user, { ...input, method }, idempotencyKey),
    // The receipt is the message (decision 206): it says the amount is held.
    reply: ({ withdrawal }) => redirect(localHref(lng, "/receipts/:id", { id: withdrawal.transferId })),
  });
}

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { method, wallet, withdrawals } = loaderData;
  const isCancel = actionData?.initialValue?.intent === "cancel";
  const [form, fields] = useForm({
    lastResult: isCancel ? undefined : actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formSchema }),
  });
  return (
    <section className="max-w-3xl space-y-6">
      <PageTitle title={t(`common:titles.${method === "ccm" ? "withdraw-ccm" : "withdraw"}`)} />
      <WalletSummary wallet={wallet} />
      <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="withdraw-form">
        <p className="mb-4 text-sm text-slate-600">
          {t("wallet:withdraw.rules", { min: loaderData.min, limit: loaderData.dailyLimit })}
        </p>
        <input type="hidden" name="intent" value="request" />
        <KeyInput value={loaderData.key} />
        <InputField label={t("wallet:fields.amountCct")} meta={fields.amount} type="text" inputMode="decimal" />
        {method === "usdt" ? (
          <InputField label={t("wallet:fields.usdtAddress")} meta={fields.address} type="text" />
        ) : (
          <div className="mb-4 text-sm">
            <p className="text-slate-500">{t("wallet:fields.ccmAddress")}</p>
            {loaderData.ccmAddress ? (
              <p className="font-mono break-all" data-testid="ccm-address">
                {loaderData.ccmAddress}
              </p>
            ) : (
              <p>
                {t("wallet:withdraw.noCcmAddress")}{" "}
                <Link to={localePath("/profile")} className="text-emerald-700 underline">
                  {t("wallet:withdraw.editProfile")}
                </Link>
              </p>
            )}
          </div>
        )}
        <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={loaderData.twoFactor} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("wallet:withdraw.submit")}</SubmitButton>
      </Form>
      {isCancel && actionData?.error ? <ErrorList errors={Object.values(actionData.error).flat() as string[]} /> : null}
      <div>
        <h2 className="mb-2 text-lg font-semibold">{t("wallet:withdraw.history")}</h2>
        {withdrawals.length === 0 ? (
          <p className="text-sm text-slate-500">{t("wallet:withdraw.none")}</p>
        ) : (
          <Table
            testId="withdraw-history"
            headers={[
              t("wallet:fields.date"),
              t("wallet:fields.method"),
              { label: t("wallet:fields.amount"), lead: true },
              t("wallet:fields.address"),
              { label: t("wallet:fields.status"), lead: true },
              { label: t("common:table.actions"), actions: true },
            ]}
          >
            {withdrawals.map((w) => (
              <tr key={w.id}>
                <Td className="sm:whitespace-nowrap">{formatDateTime(w.createdAt)}</Td>
                <Td>{t(`wallet:methods.${w.method}`)}</Td>
                <Td>
                  <Cct value={w.amount} />
                </Td>
                <Td className="font-mono text-xs break-all">{w.address}</Td>
                <RequestStatus status={w.status} reason={w.reason} hash={w.payoutTxHash} />
                <Td>
                  {w.status === "pending" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="id" value={w.id} />
                      <SubmitButton variant="secondary" size="sm" block={false} data-testid={`cancel-${w.id}`}>
                        {t("wallet:withdraw.cancel")}
                      </SubmitButton>
                    </Form>
                  ) : null}
                </Td>
              </tr>
            ))}
          </Table>
        )}
      </div>
    </section>
  );
}
