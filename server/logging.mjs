/** One JSON line on stdout; `pid` tells the processes apart when several serve (WEB_CONCURRENCY). */
export function logLine(fields) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", pid: process.pid, ...fields }));
}

/**
 * Paths that carry credentials (password-reset tokens, activation codes) are logged without
 * them; the query string is never logged (check-order puts a phone number there).
 */
export function redactPath(path) {
  return path
    .replace(/^((?:\/vi)?\/new-password\/)[^/]+/, "$1[redacted]")
    .replace(/^((?:\/vi)?\/active-account\/[^/]+\/)[^/]+/, "$1[redacted]");
}
