import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { isValidPhoneNumber } from "react-phone-number-input";

import { InputField } from "~/components/input-field";
import type { PublicUser } from "~/domain/accounts";
import { useLocalePath } from "~/lib/hooks";
import { profileSchema } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";

import {
  CancelLink,
  DialogSubmit,
  ModalDialog,
  useCurrentPathWithoutModal,
  useDialogForm,
  useFormValidity,
  useHydrated,
  type DialogFetcher,
  type DialogResult,
} from "./dialog";
import { profileDialogId, profileModalName } from "./dialog-links";
import { ErrorToast } from "./error-toast";
import { PhoneField } from "./phone-field";

type ProfileUser = Pick<PublicUser, "name" | "address" | "ccmAddress" | "account" | "phoneNumber">;
type Result = DialogResult;

export interface ProfileDialogProps {
  user: ProfileUser;
  /** The site origin, for the public store URL under Username. */
  origin: string;
  /** The page action's answer to a plain (JavaScript off) submission of this form. */
  serverResult?: Result;
  serverOpen?: boolean;
}

/**
 * The Update Profile modal (name update-profile, width 500). With JavaScript it posts through a
 * fetcher to the profile page's action, which redirects back here with the success toast.
 */
export function ProfileDialog({ user, origin, serverResult, serverOpen }: ProfileDialogProps) {
  const { t } = useTranslation();
  const { fetcher, result, version, onClose } = useDialogForm(serverResult, profileDialogId);

  return (
    <ModalDialog
      id={profileDialogId}
      name={profileModalName}
      title={t("account:profile.title")}
      serverOpen={serverOpen}
      onClose={onClose}
    >
      <ErrorToast result={result} />
      <ProfileForm key={version} user={user} origin={origin} lastResult={result} fetcher={fetcher} />
    </ModalDialog>
  );
}

interface ProfileFormProps {
  user: ProfileUser;
  origin: string;
  lastResult?: Result;
  fetcher: DialogFetcher;
}

function ProfileForm({ user, origin, lastResult, fetcher }: ProfileFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const redirectTo = useCurrentPathWithoutModal();
  const initialPhone =
    typeof lastResult?.initialValue?.phone_number === "string" ? lastResult.initialValue.phone_number : (user.phoneNumber ?? "");
  const initialAccount = typeof lastResult?.initialValue?.account === "string" ? lastResult.initialValue.account : user.account;
  const [phone, setPhone] = useState(() => toE164(initialPhone));
  const [raw, setRaw] = useState("");
  const [account, setAccount] = useState(initialAccount);

  const [form, fields] = useForm({
    lastResult,
    defaultValue: {
      name: user.name,
      address: user.address ?? "",
      ccm_address: user.ccmAddress ?? "",
      account: user.account,
      phone_number: user.phoneNumber ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  // Update stays disabled while any field (or the phone) is invalid.
  const { formRef, valid, invalid, recheck } = useFormValidity(profileSchema, true, [phone]);

  const submitting = fetcher.state !== "idle";
  const phoneValid = phone !== "" && isValidPhoneNumber(phone);
  const storeUrl = `${origin}/store/${account.trim()}`;
  const disabled = hydrated && (!valid || !phoneValid);
  // Why Update is disabled: the fields still empty or wrong, in the form's order.
  const labels = {
    name: t("account:profile.name"),
    address: t("account:profile.address"),
    ccm_address: t("account:profile.ccmAddress"),
    account: t("account:profile.account"),
    phone_number: t("account:profile.phone"),
  };
  const missing = (Object.keys(labels) as (keyof typeof labels)[])
    .filter((name) => invalid.includes(name) || (name === "phone_number" && !phoneValid))
    .map((name) => labels[name]);

  return (
    <fetcher.Form
      method="post"
      action={localePath("/profile")}
      {...getFormProps(form)}
      ref={formRef}
      onInput={recheck}
      onChange={recheck}
    >
      <input type="hidden" name="intent" value="update-profile" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <InputField label={t("account:profile.name")} autoComplete="name" meta={fields.name} type="text" />
      <InputField label={t("account:profile.address")} autoComplete="street-address" meta={fields.address} type="text" />
      <InputField label={t("account:profile.ccmAddress")} meta={fields.ccm_address} type="text" />
      <div className="mb-4">
        <InputField
          label={t("account:profile.account")}
          autoComplete="username"
          meta={fields.account}
          type="text"
          onInput={(event) => setAccount(event.currentTarget.value)}
        />
        <p className="-mt-3 text-xs text-slate-500">
          {t("account:profile.storeUrl")}:{" "}
          <span className="break-all text-emerald-700" data-testid="profile-store-url">
            {storeUrl}
          </span>
        </p>
      </div>
      <PhoneField
        id={fields.phone_number.id}
        label={t("account:profile.phone")}
        value={phone}
        onChange={setPhone}
        raw={raw}
        onRawChange={setRaw}
        errors={fields.phone_number.errors}
        errorId={fields.phone_number.errorId}
      />
      {disabled && missing.length > 0 ? (
        <p id="update-profile-why" className="mt-4 text-sm text-amber-800" data-testid="update-profile-why">
          {t("account:profile.disabledWhy", { fields: missing.join(", ") })}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <CancelLink dialogId={profileDialogId} label={t("account:profile.cancel")} testId="update-profile-cancel" />
        <DialogSubmit
          submitting={submitting}
          disabled={disabled}
          aria-describedby={disabled && missing.length > 0 ? "update-profile-why" : undefined}
          data-testid="update-profile-submit"
        >
          {t("account:profile.update")}
        </DialogSubmit>
      </div>
    </fetcher.Form>
  );
}

/** The stored (or submitted) number as react-phone-number-input wants it: E.164, or "". */
function toE164(value: string): string {
  const compact = value.replace(/[^\d+]/g, "");
  return /^\+\d{4,15}$/.test(compact) ? compact : "";
}
