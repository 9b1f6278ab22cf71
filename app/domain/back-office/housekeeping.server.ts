import { lt, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { passwordResets, rateLimits, sessions } from "~/db/schema";

/**
 * Removes what has expired: sessions and tokens past their end, rate-limit windows that are over,
 * reset links a day after they expired. Answers how many rows of each went.
 */
export async function sweepExpired(): Promise<{ sessions: number; rateLimits: number; resets: number }> {
  const gone = await Promise.all([
    db
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ id: sessions.id }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .returning({ key: rateLimits.key }),
    db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`))
      .returning({ id: passwordResets.id }),
  ]);
  return { sessions: gone[0].length, rateLimits: gone[1].length, resets: gone[2].length };
}
