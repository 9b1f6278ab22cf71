type Level = "info" | "warn" | "error";

/** One JSON line per event on stdout (errors on stderr), for log collectors. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, pid: process.pid, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

/** Drizzle's "Failed query" messages list the parameters: emails, addresses, hashes. */
export function redactQueryParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [^\n]*/g, "\nparams: [redacted]");
}

export function logError(error: unknown, fields: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? error : new Error(String(error));
  log("error", redactQueryParams(err.message) ?? "", { ...fields, name: err.name, stack: redactQueryParams(err.stack) });
}

/** "ab***@example.com": enough to tell mails apart in a log, not enough to harvest addresses. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
