import { inArray, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { rateLimitRefusals } from "~/infra/metrics.server";
import { DomainError } from "~/lib/errors";

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const limits = {
  /** Failed logins, per IP and per login name. */
  login: { max: 10, windowSeconds: 15 * 60 },
  signUp: { max: 5, windowSeconds: 60 * 60 },
  reset: { max: 5, windowSeconds: 60 * 60 },
  /** Pictures a member uploads (decision 171). */
  upload: { max: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;

/** What a refusal says, and on which field (by default: too many attempts, on none). */
interface Refusal {
  message: string;
  field?: string;
}

function tooMany(seconds: number, refusal: Refusal = { message: "errors:tooManyAttempts" }): DomainError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new DomainError(refusal.message, 429, refusal.field, { minutes }, seconds);
}

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every app process
 * shares the count. Returns the seconds to wait when over the limit, else 0.
 */
async function hit(key: string, limit: Limit): Promise<number> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      wait: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
    });
  return row.count > limit.max ? Math.max(1, Number(row.wait)) : 0;
}

/** Counts an attempt under every key and refuses (429) when any of them is over its limit. */
export async function enforce(keys: string[], limit: Limit, refusal?: Refusal): Promise<void> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await hit(key, limit));
  if (wait > 0) {
    rateLimitRefusals.inc();
    throw tooMany(wait, refusal);
  }
}

/**
 * A guess under a budget (a password, an authenticator code): counted under every key before it
 * is checked, so simultaneous guesses cannot slip past a check made before the count, and given
 * back unless it was checked and wrong, so only failures stay counted. Refuses (429) once a key is over.
 */
export async function limitedAttempt(keys: string[], limit: Limit, attempt: () => Promise<boolean>): Promise<boolean> {
  let right = true;
  try {
    await enforce(keys, limit);
    right = await attempt();
    return right;
  } finally {
    // Only a wrong guess burns the budget: one refused before it was checked (too many at once) or
    // that failed to be checked is given back, like a right one (decisions 015, 053).
    if (right) await refund(keys);
  }
}

/** Gives back one attempt under every key (a right password is not a failure). */
async function refund(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** Forgets every count under these keys (a password reset ends a lockout). */
export async function clearLimits(keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
