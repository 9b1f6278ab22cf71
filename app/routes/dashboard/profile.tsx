import type { SubmissionResult } from "@conform-to/react";
import { data, Link, useSearchParams } from "react-router";

import {
  openDialog,
  passwordDialogId,
  passwordModalName,
  profileDialogId,
  profileModalName,
} from "~/components/account/dialog-links";
import { PasswordDialog } from "~/components/account/password-dialog";
import { ProfileDialog } from "~/components/account/profile-dialog";
import { PageTitle } from "~/components/page-title";
import { changePassword, publicUser, updateProfile } from "~/domain/accounts";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { localHref } from "~/lib/i18n";
import { changePasswordSchema, profileSchema } from "~/lib/schemas/account";
import { useTranslation } from "~/lib/use-translation";
import { endSession, safeRedirect } from "~/utils/auth.server";
import { formAction } from "~/utils/form-action.server";
import { getLanguage, getT } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const user = currentUser(context);
  return { user: await publicUser(user) };
}

/**
 * The two forms of the profile (also posted by the modals through fetchers), told apart by
 * `intent`: "update-profile" and "change-password". The rules live in the domain module.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLanguage(context);
  const user = currentUser(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "change-password") {
    return formAction(formData, {
      schema: changePasswordSchema,
      run: (value) => changePassword(user, value),
      // Every session is revoked: sign in again with the new password.
      reply: () => endSession(request, localHref(lng, "/login"), { type: "success", message: "account:password.changed" }),
    });
  }

  if (intent === "update-profile") {
    return formAction(formData, {
      schema: profileSchema,
      run: (value) => updateProfile(user.id, value),
      redirect: () => safeRedirect(formData.get("redirectTo"), localHref(lng, "/profile")),
      toast: "account:profile.updated",
    });
  }

  throw data(getT(context)("errors:badRequest"), { status: 400 });
}

/** Which form a plain (JavaScript off) submission's answer belongs to. */
function resultFor(actionData: SubmissionResult<string[]> | undefined, intent: string) {
  return actionData?.initialValue?.intent === intent ? actionData : undefined;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const root = useRootData();
  const [searchParams] = useSearchParams();
  const user = root?.user ?? loaderData.user;
  const modal = searchParams.get("modal");
  const profileResult = resultFor(actionData, "update-profile");
  const passwordResult = resultFor(actionData, "change-password");
  const notSet = <span className="text-slate-500">{t("account:profile.notSet")}</span>;
  const details: [string, string, React.ReactNode][] = [
    ["name", t("account:profile.name"), user.name],
    ["email", t("account:profile.email"), user.email],
    ["account", t("account:profile.account"), user.account],
    ["phone", t("account:profile.phone"), user.phoneNumber || notSet],
    ["address", t("account:profile.address"), user.address || notSet],
    ["ccm-address", t("account:profile.ccmAddress"), user.ccmAddress || notSet],
    ["store-url", t("account:profile.storeUrl"), `${root?.origin ?? ""}/store/${user.account}`],
  ];
  const opener = "inline-flex items-center rounded px-4 py-2 text-sm font-medium";

  return (
    <section className="max-w-3xl">
      <PageTitle title={t("common:titles.profile")} />
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="mb-4 text-lg font-semibold">{t("account:profile.details")}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]" data-testid="profile-details">
          {details.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="text-sm text-slate-500">{label}</dt>
              <dd className="text-sm font-medium break-all" data-testid={`detail-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link
            to={`${localePath("/profile")}?modal=${profileModalName}`}
            onClick={(event) => openDialog(event, profileDialogId)}
            className={`${opener} bg-emerald-600 text-white hover:bg-emerald-700`}
            data-testid="open-update-profile"
          >
            {t("account:profile.open")}
          </Link>
          <Link
            to={`${localePath("/profile")}?modal=${passwordModalName}`}
            onClick={(event) => openDialog(event, passwordDialogId)}
            className={`${opener} border border-slate-300 text-slate-700 hover:bg-slate-100`}
            data-testid="open-change-password"
          >
            {t("account:password.open")}
          </Link>
          <Link
            to={localePath("/store-settings")}
            className={`${opener} border border-slate-300 text-slate-700 hover:bg-slate-100`}
            data-testid="open-store-settings"
          >
            {t("storefront:settings.open")}
          </Link>
        </div>
      </div>
      {/* On this page the dialogs live here (the header leaves them out), with the plain forms' answers. */}
      <ProfileDialog
        user={user}
        origin={root?.origin ?? ""}
        serverResult={profileResult}
        serverOpen={modal === profileModalName || Boolean(profileResult)}
      />
      <PasswordDialog serverResult={passwordResult} serverOpen={modal === passwordModalName || Boolean(passwordResult)} />
    </section>
  );
}
