import { and, count, eq, isNotNull, isNull, not, sql } from "drizzle-orm";

import { db, type Tx } from "~/db/client.server";
import { sessions, users, type User } from "~/db/schema";
import { assertAdmin, isAdmin, isModerator, sendActivationMail } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { pendingControlChanges, proposeAdminGrant } from "~/domain/wallet";
import { hashToken, randomToken } from "~/infra/tokens.server";
import { DomainError } from "~/lib/errors";
import type { RolesInput } from "~/lib/schemas/user-admin";

import { target } from "./user-admin.server";

/** Who may act: roles (the admin role by two, never no admin), locks and the activation mail, each change audited in its own transaction. */

const rolesSnapshot = (u: Pick<User, "isAdmin" | "isMod" | "isStaff">) => ({
  is_admin: u.isAdmin,
  is_mod: u.isMod,
  is_staff: u.isStaff,
});

/** The advisory lock key that serializes changes to who is an active admin (any fixed number of ours). */
const adminSetLock = 5742;

/**
 * Never no admin: inside the changing transaction, under a lock every such change takes, another
 * active (unlocked) admin than `leaving` must remain. Two admins demoting each other at once: one wins.
 */
async function assertAnotherActiveAdmin(tx: Tx, leaving: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${adminSetLock}, 0)`);
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.lockedAt), not(eq(users.id, leaving))));
  if (Number(row.n) === 0) throw new DomainError("admin:users.lastAdmin", 409);
}

/**
 * Admins only. Moderator and staff roles change at once (the staff role's grant is dated, its
 * approvals count for four eyes a day later: decision 291), as does taking the admin role away (never
 * from oneself, never from the last active admin); giving the admin role is a proposal a second
 * admin confirms (control-changes.server.ts), so one admin cannot make the second pair of eyes.
 */
export async function setRoles(
  actor: User,
  userId: number,
  input: RolesInput,
): Promise<{ user: User; adminGrantProposed: boolean }> {
  assertAdmin(actor);
  const user = await target(userId);
  if (actor.id === user.id && user.isAdmin && !input.is_admin) throw new DomainError("admin:users.ownAdminRole", 409);
  const granting = input.is_admin && !user.isAdmin;
  const demoting = user.isAdmin && !input.is_admin;
  const row = await db.transaction(async (tx) => {
    if (demoting) await assertAnotherActiveAdmin(tx, user.id);
    const [row] = await tx
      .update(users)
      .set({
        isMod: input.is_mod,
        isStaff: input.is_staff,
        // The staff role's age counts for four eyes (decision 291): from its grant, kept while held.
        staffSince: input.is_staff ? sql`coalesce(${users.staffSince}, now())` : null,
        ...(demoting ? { isAdmin: false, adminSince: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    await audit(tx, {
      actor,
      action: "user.roles",
      target: { type: "user", id: userId },
      before: rolesSnapshot(user),
      after: rolesSnapshot(row),
    });
    return row;
  });
  if (granting && !(await pendingControlChanges({ targetUserId: userId })).some((c) => c.kind === "grant_admin")) {
    await proposeAdminGrant(actor, userId);
  }
  return { user: row, adminGrantProposed: granting };
}

/** Admins lock anyone but themselves; moderators lock members only. */
export function mayLock(actor: User, user: Pick<User, "id" | "isAdmin" | "isMod" | "isStaff">): boolean {
  if (actor.id === user.id) return false;
  if (isAdmin(actor)) return true;
  return isModerator(actor) && !user.isAdmin && !user.isMod && !user.isStaff;
}

function assertMayLock(actor: User, user: User) {
  if (actor.id === user.id) throw new DomainError("admin:users.lockSelf", 409);
  if (!mayLock(actor, user)) throw new DomainError("errors:forbidden", 403);
}

/**
 * Locks the account: in one transaction the lock, the end of every web session and API token,
 * and the audit entry. Logging in is then refused, and the member's store is unavailable.
 */
export async function lockUser(actor: User, userId: number, reason: string): Promise<void> {
  const user = await target(userId);
  assertMayLock(actor, user);
  await db.transaction(async (tx) => {
    // A locked admin decides nothing: locking the last active one would leave none.
    if (user.isAdmin) await assertAnotherActiveAdmin(tx, user.id);
    const [row] = await tx
      .update(users)
      .set({ lockedAt: new Date(), lockReason: reason, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!row) throw new DomainError("admin:users.alreadyLocked", 409);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(tx, {
      actor,
      action: "user.lock",
      target: { type: "user", id: userId },
      before: { locked: false },
      after: { locked: true, reason },
    });
  });
}

export async function unlockUser(actor: User, userId: number): Promise<void> {
  const user = await target(userId);
  assertMayLock(actor, user);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ lockedAt: null, lockReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!row) throw new DomainError("admin:users.notLocked", 409);
    await audit(tx, {
      actor,
      action: "user.unlock",
      target: { type: "user", id: userId },
      before: { locked: true, reason: user.lockReason },
      after: { locked: false },
    });
  });
}

/** A new activation link (the old one stops working), mailed in the admin's language. */
export async function resendActivation(actor: User, userId: number): Promise<void> {
  const user = await target(userId);
  if (!isAdmin(actor) && !mayLock(actor, user)) throw new DomainError("errors:forbidden", 403);
  if (user.emailVerifiedAt) throw new DomainError("admin:users.alreadyActivated", 409);
  const code = randomToken();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ activationCode: hashToken(code), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await audit(tx, { actor, action: "user.activation_resent", target: { type: "user", id: userId } });
  });
  await sendActivationMail(user, code);
}
