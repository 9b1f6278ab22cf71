import { db } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { hashPassword } from "~/infra/password.server";
import { DomainError } from "~/lib/errors";

import { findUserByAccount, findUserByEmail } from "./users.server";

export interface NewAdmin {
  email: string;
  account: string;
  name: string;
  password: string;
}

/**
 * The first admin of a production database (which starts without demo accounts): an activated
 * user with the admin role. Input is already validated by the sign-up schema.
 */
export async function createAdmin(input: NewAdmin): Promise<User> {
  if (await findUserByEmail(input.email)) throw new DomainError("validation:emailTaken", 409, "email");
  if (await findUserByAccount(input.account)) throw new DomainError("validation:accountTaken", 409, "account");
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      account: input.account,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: new Date(),
      isAdmin: true,
      adminSince: new Date(),
    })
    .returning();
  return user;
}
