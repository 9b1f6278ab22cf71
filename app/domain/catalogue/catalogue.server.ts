import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginate } from "~/db/paginate.server";
import { categories, products, type Product } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { defaultLanguage, type Language } from "~/lib/i18n";
import { nameIn } from "~/lib/product-names";

import { whileCatalogueUnchanged } from "./catalogue-memo.server";
import { productSearch } from "./product-search.server";
import { localized } from "./translations.server";

/** `relevance`: best match first when searching (newest first otherwise), the default with a search. */
export const productSorts = ["relevance", "newest", "price_asc", "price_desc"] as const;
export type ProductSort = (typeof productSorts)[number];

/** A product as the store pages see it (only published products ever reach them). */
export interface ProductView {
  id: number;
  /** The name and description in the reader's language (decision 198). */
  name: string;
  slug: string;
  meta: string;
  description: string;
  /** The Vietnamese texts as stored (null: none; the API shows them beside the English). */
  nameVi: string | null;
  descriptionVi: string | null;
  price: bigint;
  vndToPay: bigint;
  ccmToPay: bigint;
  discountPercentage: number;
  quantity: number;
  thumbnail: string | null;
  /** The gallery as stored (see `productPictures`). */
  images: string[];
  categoryId: number | null;
  categoryName: string | null;
  createdAt: Date;
}

const columns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  meta: products.meta,
  description: products.description,
  nameVi: products.nameVi,
  descriptionVi: products.descriptionVi,
  price: products.price,
  vndToPay: products.vndToPay,
  ccmToPay: products.ccmToPay,
  discountPercentage: products.discountPercentage,
  quantity: products.quantity,
  thumbnail: products.thumbnail,
  images: products.images,
  categoryId: products.categoryId,
  categoryName: categories.name,
  createdAt: products.createdAt,
};

const published = (storeId: number) => and(eq(products.storeId, storeId), eq(products.status, "published"));

/** Sold-out products go last in every list (decision 145). */
const inStockFirst = desc(sql`${products.quantity} > 0`);

const orderings: Record<Exclude<ProductSort, "relevance">, SQL[]> = {
  newest: [inStockFirst, desc(products.createdAt), desc(products.id)],
  price_asc: [inStockFirst, asc(products.price), asc(products.id)],
  price_desc: [inStockFirst, desc(products.price), desc(products.id)],
};

/** The glossary's texts of a product (decision 142); its name and description have their own columns (decision 198). */
const productTexts = ["meta", "categoryName"] as const satisfies (keyof ProductView)[];

/** Products as a reader of `lng` sees them: the Vietnamese name and description where present. */
async function inLanguage(lng: Language, rows: ProductView[]): Promise<ProductView[]> {
  const translated = await localized(lng, rows, productTexts);
  return translated.map((p) => ({
    ...p,
    name: nameIn(lng, { name: p.name, nameVi: p.nameVi }),
    description: nameIn(lng, { name: p.description, nameVi: p.descriptionVi }),
  }));
}

export interface ProductQuery {
  category?: number;
  /** Without one: by relevance when searching, newest first otherwise. */
  sort?: ProductSort;
  q?: string;
  page?: number;
  /** The reader's language: names shown and searched in it too. */
  lng?: Language;
}

/** A store's published products: by category, searched (decision 190), sorted, paged. */
export function listProducts(storeId: number, query: ProductQuery, perPage = 12) {
  const { category, sort, q, page, lng } = query;
  return whileCatalogueUnchanged(["products", storeId, category, sort, q, page, lng, perPage], () =>
    readProducts(storeId, query, perPage),
  );
}

async function readProducts(storeId: number, query: ProductQuery, perPage: number) {
  const lng = query.lng ?? defaultLanguage;
  const search = productSearch(query.q);
  const where = and(published(storeId), query.category ? eq(products.categoryId, query.category) : undefined, search?.where);
  const sort = query.sort ?? "relevance";
  const order =
    sort !== "relevance"
      ? orderings[sort]
      : search
        ? [inStockFirst, desc(search.rank), ...orderings.newest.slice(1)]
        : orderings.newest;
  const rows = db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order);
  const page = await paginate<ProductView>(rows, db.select({ total: count() }).from(products).where(where), query.page, perPage);
  return { ...page, items: await inLanguage(lng, page.items) };
}

export function featuredProducts(storeId: number, limit = 8, lng: Language = defaultLanguage): Promise<ProductView[]> {
  return whileCatalogueUnchanged(["featured", storeId, limit, lng], () => readFeatured(storeId, limit, lng));
}

async function readFeatured(storeId: number, limit: number, lng: Language): Promise<ProductView[]> {
  const rows = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(published(storeId), eq(products.featured, true)))
    .orderBy(inStockFirst, desc(products.createdAt), desc(products.id))
    .limit(limit);
  return inLanguage(lng, rows);
}

/** A published product of the store, or 404. */
export function getProduct(storeId: number, id: number, lng: Language = defaultLanguage): Promise<ProductView> {
  return whileCatalogueUnchanged(["product", storeId, id, lng], () => readProduct(storeId, id, lng));
}

async function readProduct(storeId: number, id: number, lng: Language): Promise<ProductView> {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(published(storeId), eq(products.id, id)))
    .limit(1);
  if (!row) throw new DomainError("store:product.notFound", 404);
  return (await inLanguage(lng, [row]))[0];
}

/** Other published products of the store in the product's category: in stock first, newest first. */
export function relatedProducts(
  storeId: number,
  product: Pick<ProductView, "id" | "categoryId">,
  lng: Language = defaultLanguage,
  limit = 4,
): Promise<ProductView[]> {
  const { id, categoryId } = product;
  return whileCatalogueUnchanged(["related", storeId, id, categoryId, lng, limit], () =>
    readRelated(storeId, { id, categoryId }, lng, limit),
  );
}

async function readRelated(
  storeId: number,
  product: Pick<ProductView, "id" | "categoryId">,
  lng: Language,
  limit: number,
): Promise<ProductView[]> {
  if (product.categoryId === null) return [];
  const rows = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(published(storeId), eq(products.categoryId, product.categoryId), ne(products.id, product.id)))
    .orderBy(inStockFirst, desc(products.createdAt), desc(products.id))
    .limit(limit);
  return inLanguage(lng, rows);
}

/** The categories the store has published products in, with how many (by name in `lng`). */
export function storeCategories(storeId: number, lng: Language = defaultLanguage) {
  return whileCatalogueUnchanged(["categories", storeId, lng], () => readCategories(storeId, lng));
}

async function readCategories(storeId: number, lng: Language) {
  const rows = await db
    .select({ id: categories.id, name: categories.name, products: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(published(storeId))
    .groupBy(categories.id, categories.name)
    .orderBy(asc(categories.name));
  const named = await localized(lng, rows, ["name"]);
  return named.map((r) => ({ ...r, products: Number(r.products) })).sort((a, b) => a.name.localeCompare(b.name, lng));
}

export function getCategory(id: number, lng: Language = defaultLanguage) {
  return whileCatalogueUnchanged(["category", id, lng], () => readCategory(id, lng));
}

async function readCategory(id: number, lng: Language) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!row) throw new DomainError("store:category.notFound", 404);
  return (await localized(lng, [row], ["name"]))[0];
}

/** The store's published products with these ids (for pricing a cart). */
export async function publishedByIds(storeId: number, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(published(storeId), inArray(products.id, ids)));
}
