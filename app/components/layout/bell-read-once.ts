/**
 * The bell marks every notification read the first time it opens in a session (specification §4).
 * "Opened once" is kept in the tab's sessionStorage, which outlives a sign-out: signing out (and
 * reaching the login page, where every way out of a session ends) forgets it, so the next member
 * session in this tab marks again.
 */
const readOnceKey = "notifications-read-once";

/** True the first time it is asked in a session; remembers the answer. */
export function firstBellOpening(): boolean {
  if (sessionStorage.getItem(readOnceKey)) return false;
  sessionStorage.setItem(readOnceKey, "1");
  return true;
}

export function forgetBellOpening(): void {
  try {
    sessionStorage.removeItem(readOnceKey);
  } catch {
    // Storage refused (private mode, a policy): there is nothing to forget.
  }
}
