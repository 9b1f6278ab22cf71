import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { ErrorList, FieldFrame, inputBorder, SubmitButton } from "~/components/forms";
import { InputField, PasswordConfirmFields } from "~/components/input-field";
import { cardClass } from "~/components/ui/card";
import type { StoreBank } from "~/domain/catalogue";
import { ownStoreBankSchema, storeBankSchema } from "~/lib/schemas/store-bank";
import { useTranslation } from "~/lib/use-translation";
import type { VnBank } from "~/lib/vn-banks";

/** A post of this form carries intent=bank: the page's other forms ignore its result. */
export function isBankResult(result: unknown): result is SubmissionResult<string[]> {
  const initial = (result as { initialValue?: { intent?: unknown } } | undefined)?.initialValue;
  return initial?.intent === "bank";
}

/**
 * A store's payout bank (decision 186): the bank from the NAPAS list (the loader passes it, so the
 * list never ships in the page's scripts), the account number and the holder as the bank prints it.
 */
export function BankForm({
  bank,
  banks,
  lastResult,
  title,
  intro,
  owner,
}: {
  /** The member's own store: the change asks for the password (and a code with two-factor on). */
  owner?: { twoFactor: boolean };
  bank: StoreBank | null;
  banks: VnBank[];
  lastResult: unknown;
  title: string;
  intro: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<{
    bank_bin: string;
    account_number: string;
    account_holder: string;
    password?: string;
    otp?: string;
  }>({
    id: "store-bank",
    lastResult: isBankResult(lastResult) ? lastResult : undefined,
    defaultValue: { bank_bin: bank?.bin ?? "", account_number: bank?.account ?? "", account_holder: bank?.holder ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: owner ? ownStoreBankSchema : storeBankSchema }),
  });
  const bin = fields.bank_bin;
  return (
    <Form method="post" className={cardClass} {...getFormProps(form)} data-testid="bank-form">
      <h2 className="mb-1 text-lg font-semibold">{title}</h2>
      <p className="mb-4 text-sm text-slate-600">{intro}</p>
      <input type="hidden" name="intent" value="bank" />
      <FieldFrame id={bin.id} label={t("storefront:settings.bank.bank")} errors={bin.errors} errorId={bin.errorId}>
        <select
          {...getSelectProps(bin)}
          key={bin.key}
          className={`block w-full rounded border bg-white px-3 py-2 text-sm ${inputBorder(Boolean(bin.errors?.length))}`}
        >
          <option value="">{t("storefront:settings.bank.choose")}</option>
          {banks.map((b) => (
            <option key={b.bin} value={b.bin}>
              {b.shortName} — {b.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <InputField
        label={t("storefront:settings.bank.account")}
        hint={t("storefront:settings.bank.accountHint")}
        meta={fields.account_number}
        type="text"
        inputMode="numeric"
        autoComplete="off"
      />
      <InputField
        label={t("storefront:settings.bank.holder")}
        hint={t("storefront:settings.bank.holderHint")}
        meta={fields.account_holder}
        type="text"
        autoComplete="off"
      />
      {owner ? <PasswordConfirmFields password={fields.password} otp={fields.otp} twoFactor={owner.twoFactor} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>{t("storefront:settings.bank.save")}</SubmitButton>
    </Form>
  );
}
