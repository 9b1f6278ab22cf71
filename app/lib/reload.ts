const key = "page-reload-at";
export const reloadThrottleMs = 60_000;

/** Whether a reload is allowed now, given the time of the last one. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= reloadThrottleMs;
}

/** Reloads the page after a failed load of its code, at most once every 60 seconds. */
export function reloadAfterFailedLoad(): boolean {
  const last = window.sessionStorage.getItem(key);
  const now = Date.now();
  if (!mayReload(last === null ? null : Number(last), now)) return false;
  window.sessionStorage.setItem(key, String(now));
  window.location.reload();
  return true;
}

/** Errors thrown when the browser cannot fetch a page's code (after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}
