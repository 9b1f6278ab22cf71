import { pgErrorOf } from "~/db/pg-errors.server";
import { DomainError } from "~/lib/errors";

/** serialization_failure and deadlock_detected: the database rolled back; running again is safe. */
const retryable = new Set(["40001", "40P01"]);

/**
 * Runs a whole transaction again (a few times, after a short random pause) when PostgreSQL
 * aborted it for a serialization failure or a deadlock. Lock order makes deadlocks rare (orders,
 * then products by id, then accounts by id); this makes the rare one invisible. Still failing:
 * a 503 asking to try again, never a 500.
 */
export async function withRetry<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorOf(error).code;
      if (!code || !retryable.has(code)) throw error;
      if (attempt >= attempts) throw new DomainError("errors:busy", 503);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
