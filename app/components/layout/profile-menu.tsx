import { Form, Link } from "react-router";

import {
  openDialog,
  passwordDialogId,
  passwordModalName,
  profileDialogId,
  profileModalName,
} from "~/components/account/dialog-links";
import { InAppLink } from "~/components/ui/in-app-link";
import { useLocalePath } from "~/lib/hooks";
import type { AppPath } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";

import { forgetBellOpening } from "./bell-read-once";
import { Dropdown } from "./dropdown";
import { UserIcon } from "./icons";

/** The header's profile menu: toggles by its button, closes on an outside click. */
interface ProfileMenuProps {
  name: string;
  email?: string;
  /** Shows "My Profile" (the dashboard header does, the admin header does not). */
  profileLink?: boolean;
  /** The back office's entry for admins and moderators. */
  backOffice?: AppPath;
  /** Called when the menu opens (the dashboard header then mounts the account modals). */
  onOpen?: () => void;
}

export function ProfileMenu({ name, email, profileLink = true, backOffice, onOpen }: ProfileMenuProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Dropdown
      testId="profile-menu"
      label={t("dashboard:header.profileMenu", { name })}
      summary={
        <>
          <UserIcon />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{name}</span>
        </>
      }
      panelClassName="w-56 py-1"
      onOpen={onOpen}
    >
      <div className="border-b border-slate-100 px-4 py-2">
        <p className="truncate text-sm font-semibold" data-testid="profile-name">
          {name}
        </p>
        {email ? (
          <p className="truncate text-xs text-slate-500" data-testid="profile-email">
            {email}
          </p>
        ) : null}
      </div>
      {profileLink ? (
        <InAppLink
          href={localePath("/profile")}
          className="block px-4 py-2 text-sm hover:bg-slate-100"
          data-testid="my-profile-link"
        >
          {t("dashboard:header.myProfile")}
        </InAppLink>
      ) : null}
      {profileLink ? (
        <>
          <Link
            to={`${localePath("/profile")}?modal=${profileModalName}`}
            onClick={(event) => openDialog(event, profileDialogId)}
            className="block px-4 py-2 text-sm hover:bg-slate-100"
            data-testid="update-profile-link"
          >
            {t("account:profile.open")}
          </Link>
          <Link
            to={`${localePath("/profile")}?modal=${passwordModalName}`}
            onClick={(event) => openDialog(event, passwordDialogId)}
            className="block px-4 py-2 text-sm hover:bg-slate-100"
            data-testid="change-password-link"
          >
            {t("account:password.open")}
          </Link>
          <InAppLink
            href={localePath("/two-factor")}
            className="block px-4 py-2 text-sm hover:bg-slate-100"
            data-testid="two-factor-link"
          >
            {t("account:twoFactor.open")}
          </InAppLink>
        </>
      ) : null}
      {backOffice ? (
        <InAppLink
          href={localePath(backOffice)}
          className="block px-4 py-2 text-sm hover:bg-slate-100"
          data-testid="back-office-link"
        >
          {t("dashboard:header.backOffice")}
        </InAppLink>
      ) : null}
      {/* Signing out ends the bell's "once per session" too. */}
      <Form method="post" action={localePath("/logout")} reloadDocument onSubmit={forgetBellOpening}>
        <button
          type="submit"
          className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-slate-100"
          data-testid="sign-out"
        >
          {t("dashboard:header.signOut")}
        </button>
      </Form>
    </Dropdown>
  );
}
