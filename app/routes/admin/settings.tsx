import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { PendingAdjustmentLinks, PendingControlChanges, PendingRefundLinks } from "~/components/admin/control-changes";
import { ErrorList, SubmitButton } from "~/components/forms";
import { InputField } from "~/components/input-field";
import { PageTitle } from "~/components/page-title";
import { BankForm, isBankResult } from "~/components/store/bank-form";
import { cardClass } from "~/components/ui/card";
import { WalletAdminNav } from "~/components/wallet/ui";
import { systemStoreId } from "~/domain/accounts";
import { storeBank } from "~/domain/catalogue";
import { pendingRefunds } from "~/domain/packages";
import {
  allPendingAdjustments,
  depositAddressCoin,
  getSettings,
  pendingControlChanges,
  proposeSystemBank,
  saveSettings,
} from "~/domain/wallet";
import { asTyped } from "~/lib/amount-input";
import { isConfirmationStep } from "~/lib/confirm";
import { localHref } from "~/lib/i18n";
import { storeBankSchema } from "~/lib/schemas/store-bank";
import { walletSettingsSchema } from "~/lib/schemas/wallet";
import { useTranslation } from "~/lib/use-translation";
import { vnBanks } from "~/lib/vn-banks";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/settings";
import { decideControlChange, isControlDecision } from "./control-decisions.server";

/**
 * /admin/settings: rates per coin (CCT → CCT is 1), receiving addresses, withdrawal minimum and daily
 * limit; the four-eyes threshold and two-factor rule (these two and the addresses: proposals a second
 * admin confirms). What waits for a second admin is listed first: changes of the controls (confirmed
 * here), balance adjustments (confirmed on the member's page) and package refunds (confirmed on the
 * package's page).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = currentUser(context);
  const [settings, pending, adjustments, refunds, storeId] = await Promise.all([
    getSettings(),
    pendingControlChanges(),
    allPendingAdjustments(),
    pendingRefunds(admin),
    systemStoreId(),
  ]);
  const bank = storeId === null ? null : await storeBank(storeId);
  return { settings, pending, adjustments, refunds, viewerId: admin.id, bank, banks: vnBanks };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const admin = currentUser(context);
  const formData = await request.formData();
  const back = localHref(lng, "/admin/settings");
  if (isControlDecision(formData)) return decideControlChange(admin, formData, back);
  // The system store's bank: proposed here, applied when a second admin confirms (decision 203).
  if (formData.get("intent") === "bank") {
    return formAction(formData, {
      schema: storeBankSchema,
      run: (value) => proposeSystemBank(admin, value),
      redirect: back,
      toast: "wallet:settings.systemBank.proposed",
    });
  }
  return formAction(formData, {
    schema: walletSettingsSchema,
    run: (value) => saveSettings(value, admin),
    redirect: back,
    // A new deposit address is a proposal too (decision 289): the notice says it is not in force yet.
    toast: ({ proposed }) =>
      proposed.some((kind) => depositAddressCoin(kind) !== null)
        ? "wallet:settings.savedAddressProposed"
        : proposed.length
          ? "wallet:settings.savedProposed"
          : "wallet:settings.saved",
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings } = loaderData;
  const [form, fields] = useForm({
    lastResult: isConfirmationStep(actionData) || isBankResult(actionData) ? undefined : actionData,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      rateUSDT: asTyped(settings.rates.USDT),
      rateZAFI: asTyped(settings.rates.ZAFI),
      rateVND: asTyped(settings.vndPerUsd),
      addressUSDT: settings.addresses.USDT,
      addressZAFI: settings.addresses.ZAFI,
      addressCCT: settings.addresses.CCT,
      withdrawMin: asTyped(settings.withdrawMin),
      withdrawDailyLimit: asTyped(settings.withdrawDailyLimit),
      fourEyesThreshold: asTyped(settings.fourEyesThreshold),
      requireTwoFactor: settings.requireTwoFactor ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: walletSettingsSchema }),
  });
  return (
    <section className="max-w-2xl">
      <PageTitle title={t("wallet:settings.title")} />
      <WalletAdminNav />
      <PendingControlChanges changes={loaderData.pending} viewerId={loaderData.viewerId} />
      <PendingAdjustmentLinks adjustments={loaderData.adjustments} />
      <PendingRefundLinks refunds={loaderData.refunds} />
      <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="settings-form">
        <h2 className="mb-2 font-semibold">{t("wallet:settings.rates")}</h2>
        <InputField label={t("wallet:settings.rate", { coin: "USDT" })} meta={fields.rateUSDT} type="text" inputMode="decimal" />
        <InputField label={t("wallet:settings.rate", { coin: "ZAFI" })} meta={fields.rateZAFI} type="text" inputMode="decimal" />
        <p className="mb-4 text-sm text-slate-500">{t("wallet:settings.cctRate")}</p>
        <InputField
          label={t("wallet:settings.vndRate")}
          hint={t("wallet:settings.vndRateHint")}
          meta={fields.rateVND}
          type="text"
          inputMode="decimal"
        />
        <h2 className="mb-1 font-semibold">{t("wallet:settings.addresses")}</h2>
        <p className="mb-2 text-sm text-slate-500">{t("wallet:settings.addressesHint")}</p>
        <InputField label={t("wallet:settings.address", { coin: "USDT" })} meta={fields.addressUSDT} type="text" />
        <InputField label={t("wallet:settings.address", { coin: "ZAFI" })} meta={fields.addressZAFI} type="text" />
        <InputField label={t("wallet:settings.address", { coin: "CCT" })} meta={fields.addressCCT} type="text" />
        <h2 className="mb-2 font-semibold">{t("wallet:settings.withdrawals")}</h2>
        <InputField label={t("wallet:settings.min")} meta={fields.withdrawMin} type="text" inputMode="decimal" />
        <InputField label={t("wallet:settings.dailyLimit")} meta={fields.withdrawDailyLimit} type="text" inputMode="decimal" />
        <InputField
          label={t("wallet:settings.fourEyes")}
          hint={t("wallet:settings.fourEyesHint")}
          meta={fields.fourEyesThreshold}
          type="text"
          inputMode="decimal"
        />
        <label className="mb-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.requireTwoFactor.name}
            defaultChecked={settings.requireTwoFactor}
            className="mt-1"
          />
          <span>
            {t("wallet:settings.requireTwoFactor")}
            <span className="block text-slate-500">{t("wallet:settings.requireTwoFactorHint")}</span>
          </span>
        </label>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("wallet:settings.save")}</SubmitButton>
      </Form>
      <div className="mt-6">
        <BankForm
          bank={loaderData.bank}
          banks={loaderData.banks}
          lastResult={actionData}
          title={t("wallet:settings.systemBank.title")}
          intro={t("wallet:settings.systemBank.intro")}
        />
      </div>
    </section>
  );
}
