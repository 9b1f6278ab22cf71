import { and, eq, ne, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { users, type User } from "~/db/schema";
import { hashPassword } from "~/infra/password.server";
import { DomainError } from "~/lib/errors";
import type { ChangePasswordInput, ProfileInput } from "~/lib/schemas/account";
import { reservedAccounts } from "~/lib/schemas/auth";

import { requireCurrentPassword } from "./current-password.server";
import { revokeCredentials } from "./sessions.server";

/** Saves the Update Profile modal; the username stays unique (ignoring case). */
export async function updateProfile(userId: number, input: ProfileInput): Promise<User> {
  const account = input.account;
  if (reservedAccounts.includes(account.toLowerCase())) throw new DomainError("validation:accountTaken", 409, "account");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.account}) = ${account.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  if (taken) throw new DomainError("validation:accountTaken", 409, "account");
  try {
    const [user] = await db
      .update(users)
      .set({
        name: input.name,
        address: input.address,
        ccmAddress: input.ccm_address,
        account,
        phoneNumber: input.phone_number,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new DomainError("errors:unauthenticated", 401);
    return user;
  } catch (error) {
    if (isUniqueViolation(error, "users_account_lower_idx")) throw new DomainError("validation:accountTaken", 409, "account");
    throw error;
  }
}

/**
 * Changes the password after checking the current one ('Password is incorrect' otherwise), then
 * revokes every session and access token of the user: they sign in again with the new password.
 */
export async function changePassword(user: User, input: ChangePasswordInput): Promise<void> {
  await requireCurrentPassword(user, input.password);
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  await revokeCredentials(user.id);
}
