/**
 * What opens a modal: the account modals' element ids and `?modal=` names, and `openDialog`. The
 * menus that open them load without the modals' own code (the dashboard header mounts the account
 * modals only when asked).
 */
export const profileDialogId = "update-profile-dialog";
export const profileModalName = "update-profile";
export const passwordDialogId = "change-password-dialog";
export const passwordModalName = "change-password";

/**
 * An opener's click handler: shows the dialog in place (as a modal) instead of following the
 * link. Without JavaScript, or when the dialog is not on the page, the link is followed.
 */
export function openDialog(event: React.MouseEvent<HTMLElement>, id: string) {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  event.currentTarget.closest("details")?.removeAttribute("open");
  if (dialog.open && !dialog.matches(":modal")) dialog.close();
  if (!dialog.open) dialog.showModal();
}
