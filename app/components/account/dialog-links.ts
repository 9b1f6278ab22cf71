/**
 * What opens a modal: the account modals' element ids and `?modal=` names, and `openDialog`. The
 * menus that open them load without the modals' own code (the dashboard header mounts the account
 * modals only when asked).
 */
export const profileDialogId = "update-profile-dialog";
export const profileModalName = "update-profile";
export const passwordDialogId = "change-password-dialog";
export const passwordModalName = "change-password";

/** A modal asked for while the modals' code is still on its way, and the link to follow if it never comes. */
let awaited: { id: string; page: string; timer: ReturnType<typeof setTimeout> } | null = null;
let modalsComing = false;
const patienceMs = 10_000;

/** The header calls it when it starts loading the account modals: a click meanwhile waits for them. */
export function modalsRequested() {
  modalsComing = true;
}

function show(dialog: HTMLDialogElement) {
  if (dialog.open && !dialog.matches(":modal")) dialog.close();
  if (!dialog.open) dialog.showModal();
}

/**
 * An opener's click handler: shows the dialog in place (as a modal) instead of following the
 * link. While the modals load it opens the dialog once they arrive (the link is followed if they do
 * not within ten seconds); without JavaScript, or when they were never asked for, the link is followed.
 */
export function openDialog(event: React.MouseEvent<HTMLElement>, id: string) {
  const dialog = document.getElementById(id);
  const coming = modalsComing && (id === profileDialogId || id === passwordDialogId);
  if (!(dialog instanceof HTMLDialogElement) && !coming) return;
  event.preventDefault();
  event.currentTarget.closest("details")?.removeAttribute("open");
  if (dialog instanceof HTMLDialogElement) return show(dialog);
  const href = event.currentTarget.getAttribute("href");
  const page = window.location.href;
  if (awaited) clearTimeout(awaited.timer);
  // Only while the reader is still on the page they clicked from.
  const timer = setTimeout(() => href && window.location.href === page && window.location.assign(href), patienceMs);
  awaited = { id, page, timer };
}

/** The modals call it once mounted: opens the one clicked while they loaded. */
export function openAwaitedDialog() {
  if (!awaited) return;
  const { id, page, timer } = awaited;
  awaited = null;
  clearTimeout(timer);
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && window.location.href === page) show(dialog);
}
