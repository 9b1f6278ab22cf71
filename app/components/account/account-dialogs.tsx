import { useEffect } from "react";

import { openAwaitedDialog } from "./dialog-links";
import { PasswordDialog } from "./password-dialog";
import { ProfileDialog, type ProfileDialogProps } from "./profile-dialog";

/** The dashboard header's two account modals: loaded and mounted when the profile menu first opens. */
export default function AccountDialogs({ user, origin }: Pick<ProfileDialogProps, "user" | "origin">) {
  useEffect(openAwaitedDialog, []);
  return (
    <>
      <ProfileDialog user={user} origin={origin} />
      <PasswordDialog />
    </>
  );
}
