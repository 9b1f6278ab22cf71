import { and, asc, count, eq, ilike, isNull, or, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginate, sortedBy } from "~/db/paginate.server";
import { orders, products, shops, users, type User } from "~/db/schema";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import type { shopSorts } from "~/lib/schemas/store";
import type { SortOrder } from "~/lib/sort";

import { whileCatalogueUnchanged } from "./catalogue-memo.server";

/** A store's public card (the account check's fields) and whether an admin closed it. */
export interface StoreCard {
  id: number;
  name: string;
  phoneNumber: string | null;
  address: string | null;
  account: string;
  active: boolean;
  /** The owner's account is locked by the back office: the store is unavailable too. */
  locked: boolean;
}

const cardColumns = {
  id: users.id,
  name: users.name,
  phoneNumber: users.phoneNumber,
  address: users.address,
  account: users.account,
  active: sql<boolean>`coalesce(${shops.active}, true)`,
  locked: sql<boolean>`${users.lockedAt} is not null`,
};

export function findStore(account: string): Promise<StoreCard | null> {
  const lower = account.toLowerCase();
  return whileCatalogueUnchanged(["store", lower], () => readStore(lower));
}

async function readStore(account: string): Promise<StoreCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(sql`lower(${users.account}) = ${account}`)
    .limit(1);
  return row ?? null;
}

/** The open store behind an account: 404 when unknown, 404 "store unavailable" when deactivated. */
export async function requireOpenStore(account: string): Promise<StoreCard> {
  return openStore(await findStore(account));
}

/** A store found by account, if it is open: 404 when unknown, 404 "store unavailable" when closed. */
export function openStore(store: StoreCard | null): StoreCard {
  if (!store) throw new DomainError("store:notFound", 404);
  if (!store.active || store.locked) throw new DomainError("store:unavailable.title", 404);
  return store;
}

const publishedCount = sql<number>`(select count(*)::int from ${products} where ${products.storeId} = ${users.id} and ${products.status} = 'published')`;

function searchUsers(q: string | undefined) {
  const term = q?.trim();
  return term ? or(ilike(users.name, `%${term}%`), ilike(users.account, `%${term}%`)) : undefined;
}

/** /ccm-store: stores not deactivated with at least one published product, by name. */
export async function listActiveStores(options: { q?: string; page?: number }, perPage = 12) {
  const where = and(
    sql`coalesce(${shops.active}, true)`,
    isNull(users.lockedAt),
    sql`${publishedCount} > 0`,
    searchUsers(options.q),
  );
  const total = db.select({ total: count() }).from(users).leftJoin(shops, eq(shops.userId, users.id)).where(where);
  const rows = db
    .select({ id: users.id, name: users.name, account: users.account, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.id));
  return paginate(rows, total, options.page, perPage);
}

const shopColumns: Record<(typeof shopSorts)[number], SQLWrapper> = {
  account: sql`lower(${users.account})`,
  owner: sql`lower(${users.name})`,
  products: publishedCount,
  state: cardColumns.active,
};

/** /admin/shops: every store (every user has one), with product counts and whether it is open; by account or by a column. */
export async function listShops(
  options: { q?: string; page?: number; sort?: SortOrder<(typeof shopSorts)[number]> | null },
  perPage = 20,
) {
  const where = searchUsers(options.q);
  const rows = db
    .select({ ...cardColumns, email: users.email, products: publishedCount })
    .from(users)
    .leftJoin(shops, eq(shops.userId, users.id))
    .where(where)
    .orderBy(...sortedBy(options.sort, shopColumns, users.id, [asc(users.account)]));
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
export async function setShopActive(admin: Pick<User, "id" | "account">, id: number, active: boolean) {
  const before = await getShop(id);
  await db.transaction(async (tx) => {
    await tx
      .insert(shops)
      .values({ userId: id, active })
      .onConflictDoUpdate({ target: shops.userId, set: { active, updatedAt: new Date() } });
    await audit(tx, {
      actor: admin,
      action: active ? "shop.activated" : "shop.deactivated",
      target: { type: "user", id },
      before: { active: before.active },
      after: { active },
    });
  });
  return getShop(id);
}
