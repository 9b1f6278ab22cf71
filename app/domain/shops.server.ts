import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { orders, products, shops, users } from "~/db/schema";

import { DomainError } from "./errors";
import { paginate } from "./paginate.server";

/** A store's public card (the account check's fields) and whether an admin closed it. */
export interface StoreCard {
  id: number;
  name: string;
  phone_number: string | null;
  address: string | null;
  account: string;
  active: boolean;
}

const cardColumns = {
  id: users.id,
  name: users.name,
  phone_number: users.phoneNumber,
  address: users.address,
  account: users.account,
  active: sql<boolean>`coalesce(${shops.active}, true)`,
};

export async function findStore(account: string): Promise<StoreCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The open store behind an account: 404 when unknown, 404 "store unavailable" when deactivated. */
export async function requireOpenStore(account: string): Promise<StoreCard> {
  const store = await findStore(account);
  if (!store) throw new DomainError("store:notFound", 404);
  if (!store.active) throw new DomainError("store:unavailable.title", 404);
  return store;
}

const publishedCount = sql<number>`(select count(*)::int from ${products} where ${products.storeId} = ${users.id} and ${products.status} = 'published')`;

function searchUsers(q: string | undefined) {
  const term = q?.trim();
  return term ? or(ilike(users.name, `%${term}%`), ilike(users.account, `%${term}%`)) : undefined;
}

/** /ccm-store: stores not deactivated with at least one published product, by name. */
export async function listActiveStores(options: { q?: string; page?: number }, perPage = 12) {
  const where = and(sql`coalesce(${shops.active}, true)`, sql`${publishedCount} > 0`, searchUsers(options.q));
  const total = db.select({ total: count() }).from(users).leftJoin(shops, eq(shops.userId, users.id)).where(where);
  const rows = db
    .select({ id: users.id, name: users.name, account: users.account, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  return paginate(rows, total, options.page, perPage);
}

/** /admin/shops: every store (every user has one), with product counts and whether it is open. */
export async function listShops(options: { q?: string; page?: number }, perPage = 20) {
  const where = searchUsers(options.q);
  const rows = db
    .select({ ...cardColumns, email: users.email, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(asc(users.account));
  return paginate(rows, db.select({ total: count() }).from(users).where(where), options.page, perPage);
}

export async function getShop(id: number) {
  const [row] = await db
    .select({ ...cardColumns, email: users.email, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new DomainError("store:notFound", 404);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, id));
  return { ...row, orders: Number(n) };
}

/** Deactivates or reactivates a store (its pages answer "store unavailable" while closed). */
export async function setShopActive(id: number, active: boolean) {
  await getShop(id);
  await db
    .insert(shops)
    .values({ userId: id, active })
    .onConflictDoUpdate({ target: shops.userId, set: { active, updatedAt: new Date() } });
  return getShop(id);
}
