import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { accounts, passwordResets, sessions, users, type User } from "~/db/schema";
import { balanceColumns, balanceOf, type Balance } from "~/domain/ledger";
import { hashToken, randomToken } from "~/infra/tokens.server";

/** 14 days, the specification's access-token max age. */
export const sessionMaxAgeSeconds = 1_209_600;

export type SessionKind = "web" | "api";

export async function createSession(userId: number, kind: SessionKind): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + sessionMaxAgeSeconds * 1000),
  });
  return token;
}

const validSession = and(
  eq(sessions.tokenHash, sql.placeholder("hash")),
  eq(sessions.kind, sql.placeholder("kind")),
  // The application's clock, as everywhere else sessions are dated (not the database's).
  gt(sessions.expiresAt, sql.placeholder("now")),
  // A locked account's sessions are deleted when it is locked; this is the second lock on the door.
  isNull(users.lockedAt),
);

// Every signed-in request runs one of them: prepared once, their SQL is not built again each time.
const userByTokenHash = db
  .select({ user: users })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(validSession)
  .limit(1)
  .prepare("user_by_token_hash");

const userAndBalanceByTokenHash = db
  .select({ user: users, ...balanceColumns })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .leftJoin(accounts, eq(accounts.userId, users.id))
  .where(validSession)
  .limit(1)
  .prepare("user_and_balance_by_token_hash");

const sessionParams = (token: string, kind: SessionKind) => ({ hash: hashToken(token), kind, now: new Date().toISOString() });

export async function userForToken(token: string, kind: SessionKind): Promise<User | null> {
  const [row] = await userByTokenHash.execute(sessionParams(token, kind));
  return row?.user ?? null;
}

/**
 * The web session's user with their balance as of now, in one query: a page shows the balance in
 * its header, and a page that only reads asks the database once for both.
 */
export async function userAndBalanceForToken(token: string): Promise<{ user: User; balance: Balance } | null> {
  const [row] = await userAndBalanceByTokenHash.execute(sessionParams(token, "web"));
  return row ? { user: row.user, balance: balanceOf(row) } : null;
}

export async function revokeSession(token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Signs the user out everywhere: every web session and API token. */
export async function revokeAllSessions(userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * After a password change or reset: every session and token ends, and every reset link not yet
 * used stops working (an older mail must not set the password again).
 */
export async function revokeCredentials(userId: number): Promise<void> {
  await revokeAllSessions(userId);
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
