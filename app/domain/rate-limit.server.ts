import { inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { DomainError } from "./errors";

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const limits = {
  /** Failed logins, per IP and per login name. */
  login: { max: 10, windowSeconds: 15 * 60 },
  signUp: { max: 5, windowSeconds: 60 * 60 },
  reset: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

function tooMany(seconds: number): DomainError {
  return new DomainError("errors:tooManyAttempts", 429, undefined, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
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
export async function enforce(keys: string[], limit: Limit): Promise<void> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await hit(key, limit));
  if (wait > 0) throw tooMany(wait);
}

/** Refuses (429) when any key has already used up its limit, without counting this attempt. */
export async function assertUnderLimit(keys: string[], limit: Limit): Promise<void> {
  const rows = await db
    .select({
      count: rateLimits.count,
      wait: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))::int`,
    })
    .from(rateLimits)
    .where(sql`${inArray(rateLimits.key, keys)} and ${rateLimits.resetAt} > now()`);
  const over = rows.filter((r) => r.count >= limit.max);
  if (over.length > 0) throw tooMany(Math.max(...over.map((r) => Number(r.wait))));
}

/**
 * Consume-then-check: counts this attempt under every key first (one atomic upsert each) and
 * refuses when any is over, so simultaneous attempts cannot slip past a check made before the
 * count. A caller whose attempt turns out right gives it back with `refund`: only failures stay.
 */
export async function consume(keys: string[], limit: Limit): Promise<void> {
  await enforce(keys, limit);
}

/** Gives back one attempt under every key (a right password is not a failure). */
export async function refund(keys: string[]): Promise<void> {
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

/** Counts a failed attempt under every key. */
export async function recordFailure(keys: string[], limit: Limit): Promise<void> {
  for (const key of keys) await hit(key, limit);
}
