// Shared by the request log (./logging.mjs) and the app's error log (app/entry.server.tsx).

/**
 * Paths that carry credentials (password-reset tokens, activation codes) are logged without
 * them (in any case: routes match so); the query string is never logged (check-order puts a phone
 * number there).
 */
export function redactPath(path) {
  return path
    .replace(/^((?:\/vi)?\/new-password\/)[^/]+/i, "$1[redacted]")
    .replace(/^((?:\/vi)?\/active-account\/[^/]+\/)[^/]+/i, "$1[redacted]");
}
