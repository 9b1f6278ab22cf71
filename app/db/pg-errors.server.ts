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

/** A unique-key violation (of `constraint`, when given; a driver that does not name it matches any). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgErrorOf(error);
  return e.code === "23505" && (constraint === undefined || e.constraint === undefined || e.constraint === constraint);
}

/** A number past its column's range (a bigint total of 10 × 9,999,999,999 CCT): the request's figures, not a fault. */
export function isOutOfRange(error: unknown): boolean {
  return pgErrorOf(error).code === "22003";
}
