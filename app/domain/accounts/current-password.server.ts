import { verifyPassword } from "~/infra/password.server";
import { DomainError } from "~/lib/errors";

import { limitedAttempt, limits } from "./rate-limit.server";

/**
 * Forms that move money or change the password ask for the current password: anything else is
 * refused with the specification's 'Password is incorrect'. Guessing is limited like logins are
 * (10 wrong tries per 15 minutes per member, across all those forms).
 */
export async function requireCurrentPassword(user: { id: number; passwordHash: string }, password: string): Promise<void> {
  const right = await limitedAttempt([`password:user:${user.id}`], limits.login, () =>
    verifyPassword(user.passwordHash, password),
  );
  if (!right) throw new DomainError("account:password.incorrect", 422, "password");
}
