import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { orders, products, shops, users } from "~/db/schema";
import { pageCount } from "~/lib/params";

import { DomainError } from "./errors";

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

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

export function paging(page: number | undefined, perPage: number) {
  const current = Math.max(1, Math.trunc(page ?? 1) || 1);
  return { page: current, limit: perPage, offset: (current - 1) * perPage };
}

export function paged<T>(items: T[], total: number, page: number, perPage: number): Paged<T> {
  return { items, total, page, pages: pageCount(total, perPage) };
}

function searchUsers(q: string | undefined) {
  const term = q?.trim();
  return term ? or(ilike(users.name, `%${term}%`), ilike(users.account, `%${term}%`)) : undefined;
}

/** /ccm-store: stores not deactivated with at least one published product, by name. */
export async function listActiveStores(options: { q?: string; page?: number }, perPage = 12) {
  const { page, limit, offset } = paging(options.page, perPage);
  const where = and(sql`coalesce(${shops.active}, true)`, sql`${publishedCount} > 0`, searchUsers(options.q));
  const base = db.select({ n: count() }).from(users).leftJoin(shops, eq(shops.userId, users.id)).where(where);
  const [{ n }] = await base;
  const items = await db
    .select({ id: users.id, name: users.name, account: users.account, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
  return paged(items, Number(n), page, perPage);
}

/** /admin/shops: every store (every user has one), with product counts and whether it is open. */
export async function listShops(options: { q?: string; page?: number }, perPage = 20) {
  const { page, limit, offset } = paging(options.page, perPage);
  const where = searchUsers(options.q);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  const items = await db
    .select({ ...cardColumns, email: users.email, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(asc(users.account))
    .limit(limit)
    .offset(offset);
  return paged(items, Number(n), page, perPage);
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
