type Level = "info" | "warn" | "error";

/** One JSON line per event on stdout (errors on stderr), for log collectors. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export function logError(error: unknown, fields: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? error : new Error(String(error));
  log("error", err.message, { ...fields, name: err.name, stack: err.stack });
}
