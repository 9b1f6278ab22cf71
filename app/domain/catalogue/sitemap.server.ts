import { and, asc, count, eq, isNull, max, sql } from "drizzle-orm";

import { db } from "~/db/client.server";
import { products, shops, users } from "~/db/schema";

import { whileCatalogueUnchanged } from "./catalogue-memo.server";

/** One page the sitemap lists: the store's account, the product or category id, when it last changed. */
export interface SitemapEntry {
  account: string;
  id: number;
  updatedAt: Date;
}

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); each entry is one URL per language. */
export const sitemapProductsPerFile = 20_000;

/** What the store pages show: published products of stores neither closed nor locked. */
const publicProducts = and(eq(products.status, "published"), sql`coalesce(${shops.active}, true)`, isNull(users.lockedAt));

const storeOf = eq(users.id, products.storeId);
const shopOf = eq(shops.userId, users.id);

/** How many product sitemap files there are (at least one, empty when nothing is published). */
export function sitemapProductFiles(): Promise<number> {
  return whileCatalogueUnchanged(["sitemap-files"], async () => {
    const [row] = await db
      .select({ total: count() })
      .from(products)
      .innerJoin(users, storeOf)
      .leftJoin(shops, shopOf)
      .where(publicProducts);
    return Math.max(1, Math.ceil(Number(row?.total ?? 0) / sitemapProductsPerFile));
  });
}

/** Open stores with something published; changed when their newest product or their owner's record did. */
export function sitemapStores(): Promise<SitemapEntry[]> {
  return whileCatalogueUnchanged(["sitemap-stores"], async () => {
    const rows = await db
      .select({
        account: users.account,
        id: users.id,
        updatedAt: sql<Date>`greatest(max(${products.updatedAt}), ${users.updatedAt})`.mapWith(products.updatedAt),
      })
      .from(products)
      .innerJoin(users, storeOf)
      .leftJoin(shops, shopOf)
      .where(publicProducts)
      .groupBy(users.id)
      .orderBy(asc(users.id));
    return rows;
  });
}

/** Each store's categories with published products (their page at /store/{account}/categories/{id}). */
export function sitemapCategories(): Promise<SitemapEntry[]> {
  return whileCatalogueUnchanged(["sitemap-categories"], async () => {
    const rows = await db
      .select({ account: users.account, id: products.categoryId, updatedAt: max(products.updatedAt) })
      .from(products)
      .innerJoin(users, storeOf)
      .leftJoin(shops, shopOf)
      .where(publicProducts)
      .groupBy(users.account, products.categoryId)
      .orderBy(asc(users.account), asc(products.categoryId));
    return rows.flatMap((r) => (r.id !== null && r.updatedAt ? [{ account: r.account, id: r.id, updatedAt: r.updatedAt }] : []));
  });
}

/** The n-th (from 1) file's published products, by id. */
export function sitemapProducts(file: number): Promise<SitemapEntry[]> {
  return whileCatalogueUnchanged(["sitemap-products", file], () =>
    db
      .select({ account: users.account, id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(users, storeOf)
      .leftJoin(shops, shopOf)
      .where(publicProducts)
      .orderBy(asc(products.id))
      .limit(sitemapProductsPerFile)
      .offset((file - 1) * sitemapProductsPerFile),
  );
}
