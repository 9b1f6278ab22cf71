import { eq, sql } from "drizzle-orm";

import { db, type Executor } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { memberBalance, type Balance } from "~/domain/ledger";
import { COIN_DECIMALS, unitsToNumber } from "~/lib/money";

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
  address: string | null;
  ccm_address: string | null;
  account: string;
  coin_balance: number;
  is_admin: boolean;
  is_mod: boolean;
  is_staff: boolean;
}

/** The user as the API and the pages see it (the specification's User fields). */
export function toPublicUser(user: User, coinBalance: number): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    address: user.address,
    ccm_address: user.ccmAddress,
    account: user.account,
    coin_balance: coinBalance,
    is_admin: user.isAdmin,
    is_mod: user.isMod,
    is_staff: user.isStaff,
  };
}

export async function findUserById(id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByAccount(account: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** The store owner's public card, as the account check answers it. */
export async function checkAccount(account: string) {
  const user = await findUserByAccount(account);
  if (!user) return null;
  return { id: user.id, name: user.name, phone_number: user.phoneNumber, address: user.address, account: user.account };
}

/** coin_balance of the user: the wallet balance in CCT. */
export async function coinBalance(userId: number): Promise<number> {
  return unitsToNumber((await memberBalance(userId)).balance, COIN_DECIMALS);
}

/** The user as the pages and the API show it, with coin_balance read from the ledger (or given, read already). */
export async function publicUser(user: User, balance?: Promise<Balance>): Promise<PublicUser> {
  return toPublicUser(user, balance ? unitsToNumber((await balance).balance, COIN_DECIMALS) : await coinBalance(user.id));
}

/** The system store's user (`default`), or null before the demo data or the first start made it. */
export async function systemStoreId(exec: Executor = db): Promise<number | null> {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = 'default'`)
    .limit(1);
  return row?.id ?? null;
}
