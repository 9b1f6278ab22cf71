import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";

import { ErrorList, FieldFrame, inputBorder, SubmitButton } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { BankForm, isBankResult } from "~/components/store/bank-form";
import { StorePicture } from "~/components/store/store-identity";
import { cardClass } from "~/components/ui/card";
import { isTwoFactorEnabled } from "~/domain/accounts";
import { saveStoreBank, storeBank, storeIdentity, updateStoreIdentity } from "~/domain/catalogue";
import { useLocalePath } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { ownStoreBankSchema } from "~/lib/schemas/store-bank";
import { storeDescriptionMax, storeIdentitySchema } from "~/lib/schemas/store-identity";
import { useTranslation } from "~/lib/use-translation";
import { vnBanks } from "~/lib/vn-banks";
import { formAction } from "~/utils/form-action.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";
import { uploadedImage } from "~/utils/uploads.server";

import type { Route } from "./+types/store-settings";

/**
 * /store-settings: the member's store page — a short description, a logo and a banner (decision
 * 143) — and the bank buyers pay into by bank transfer (decision 186).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  const [identity, bank, twoFactor] = await Promise.all([
    storeIdentity(user.id),
    storeBank(user.id),
    isTwoFactorEnabled(user.id),
  ]);
  return { account: user.account, identity, bank, banks: vnBanks, twoFactor };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  const formData = await request.formData();
  const back = localHref(getLanguage(context), "/store-settings");
  if (formData.get("intent") === "bank") {
    return formAction(formData, {
      schema: ownStoreBankSchema,
      run: (value) => saveStoreBank(user, value),
      redirect: back,
      toast: "storefront:settings.bank.saved",
    });
  }
  return formAction(formData, {
    schema: storeIdentitySchema,
    run: async ({ description, remove_logo, remove_banner }) => {
      // Pictures go through the upload pipeline (checked by content, WebP copies); none sent: kept.
      const logo = remove_logo ? null : await uploadedImage(user, formData, "logo");
      const banner = remove_banner ? null : await uploadedImage(user, formData, "banner");
      await updateStoreIdentity(user.id, { description, logo, banner });
    },
    redirect: back,
    toast: "storefront:settings.saved",
  });
}

function PictureField({
  name,
  label,
  hint,
  current,
  errors,
  removeLabel,
  shape,
}: {
  name: "logo" | "banner";
  label: string;
  hint: string;
  current: string | null;
  errors?: string[];
  removeLabel: string;
  shape: "logo" | "banner";
}) {
  const { t } = useTranslation();
  const id = `store-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors} errorId={`${id}-error`}>
      <div className="space-y-2" data-testid={`current-${name}`}>
        {current ? (
          <StorePicture src={current} alt="" shape={shape} />
        ) : (
          <p className="text-sm text-slate-500">{t("storefront:settings.none")}</p>
        )}
        <input
          id={id}
          name={name}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
          className="block max-w-full text-sm"
        />
        {current ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name={`remove_${name}`} />
            {removeLabel}
          </label>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export default function StoreSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { account, identity, bank, banks } = loaderData;
  const identityResult = isBankResult(actionData) ? undefined : actionData;
  const [form, fields] = useForm({
    lastResult: identityResult,
    constraint: getZodConstraint(storeIdentitySchema),
    defaultValue: { description: identity.description ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: storeIdentitySchema }),
  });
  const description = fields.description;
  const fieldErrors = (identityResult as { error?: Record<string, string[] | null> } | undefined)?.error ?? {};
  return (
    <section className="max-w-3xl space-y-4">
      <PageTitle title={t("storefront:settings.title")} />
      <p className="text-sm text-slate-600">{t("storefront:settings.intro")}</p>
      <Link
        to={localePath("/store/:account?", { account })}
        className="inline-block text-sm font-medium text-emerald-700 hover:underline"
        data-testid="view-store"
      >
        {t("storefront:settings.view")}
      </Link>
      <Form
        method="post"
        encType="multipart/form-data"
        className={cardClass}
        {...getFormProps(form)}
        data-testid="store-settings-form"
      >
        <FieldFrame
          id={description.id}
          label={t("storefront:settings.description")}
          hint={t("storefront:settings.descriptionHint", { max: storeDescriptionMax })}
          errors={description.errors}
          errorId={description.errorId}
        >
          <textarea
            {...getTextareaProps(description)}
            rows={3}
            className={`block w-full rounded border px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-emerald-500 focus:outline-none ${inputBorder(Boolean(description.errors?.length))}`}
          />
        </FieldFrame>
        <PictureField
          name="logo"
          shape="logo"
          label={t("storefront:settings.logo")}
          hint={t("storefront:settings.logoHint")}
          current={identity.logo}
          errors={fieldErrors.logo ?? undefined}
          removeLabel={t("storefront:settings.removeLogo")}
        />
        <PictureField
          name="banner"
          shape="banner"
          label={t("storefront:settings.banner")}
          hint={t("storefront:settings.bannerHint")}
          current={identity.banner}
          errors={fieldErrors.banner ?? undefined}
          removeLabel={t("storefront:settings.removeBanner")}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <SubmitButton>{t("storefront:settings.save")}</SubmitButton>
      </Form>
      <div id="bank-details" className="space-y-3">
        {bank ? (
          <p className="text-sm text-slate-700" data-testid="bank-current">
            {t("storefront:settings.bank.current", { bank: bank.bankName, account: bank.account, holder: bank.holder })}
          </p>
        ) : (
          <p
            className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            role="status"
            data-testid="bank-missing"
          >
            {t("storefront:settings.bank.missing")}
          </p>
        )}
        <BankForm
          bank={bank}
          banks={banks}
          lastResult={actionData}
          title={t("storefront:settings.bank.title")}
          intro={t("storefront:settings.bank.intro")}
          owner={{ twoFactor: loaderData.twoFactor }}
        />
      </div>
    </section>
  );
}
