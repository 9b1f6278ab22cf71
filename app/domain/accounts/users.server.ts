import { eq, sql } from "drizzle-orm";

import { db, type Executor } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { memberBalance, type Balance } from "~/domain/ledger";
import { COIN_DECIMALS, unitsToNumber } from "~/lib/money";

export interface PublicUser {
  id: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  ccmAddress: string | null;
  account: string;
  /** The wallet balance in CCT. */
  coinBalance: number;
  isAdmin: boolean;
  isMod: boolean;
  isStaff: boolean;
}

/** The user as the pages see it (the specification's User fields; the API's names are its presenter's). */
export function toPublicUser(user: User, coinBalance: number): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address,
    ccmAddress: user.ccmAddress,
    account: user.account,
    coinBalance,
    isAdmin: user.isAdmin,
    isMod: user.isMod,
    isStaff: user.isStaff,
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
  return { id: user.id, name: user.name, phoneNumber: user.phoneNumber, address: user.address, account: user.account };
}

/** The user's wallet balance in CCT. */
export async function coinBalance(userId: number): Promise<number> {
  return unitsToNumber((await memberBalance(userId)).balance, COIN_DECIMALS);
}

/** The user as the pages and the API show it, with the balance read from the ledger (or given, read already). */
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
