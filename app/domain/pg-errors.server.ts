/** The PostgreSQL error code and constraint behind a (possibly wrapped) driver error. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } {
  let current = error as { code?: unknown; constraint_name?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: current.constraint_name ?? current.constraint };
    }
    current = current.cause as typeof current;
  }
  return {};
}
