import { and, count, desc, eq, or, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginate, sortedBy } from "~/db/paginate.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { categories, products, users, type Product, type ProductDraft, type ProductStatus, type User } from "~/db/schema";
import { notify } from "~/domain/accounts";
import { bothLanguages } from "~/infra/texts.server";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, unitsToDecimal, USD_DECIMALS } from "~/lib/money";
import type { ProductInput, productSorts } from "~/lib/schemas/products";
import type { SortOrder } from "~/lib/sort";

import { assertCategory, assertSlugFree, nameTaken } from "./product-checks.server";
import {
  assertStoredPictures,
  columnsOf,
  draftOf,
  galleryOf,
  liveDraft,
  noUploads,
  picturesOf,
  sameDraft,
  type Uploads,
} from "./product-drafts.server";
import { withDerivedPrices } from "./product-prices.server";
import { productSearch } from "./product-search.server";

/**
 * A member's own products and their moderation. A new product, or a product never approved,
 * waits for an admin (status `waiting`, not in the store). An approved product (published or
 * inactive) keeps its approved version live while a change of anything but its stock waits as a
 * revision; approving applies it, rejecting keeps the approved version and says why.
 */

export interface OwnProduct {
  id: number;
  name: string;
  nameVi: string | null;
  slug: string;
  meta: string;
  description: string;
  descriptionVi: string | null;
  price: string;
  vndToPay: string;
  ccmToPay: string;
  discountPercentage: number;
  quantity: number;
  categoryId: number | null;
  categoryName: string | null;
  thumbnail: string | null;
  /** The gallery in its order (the first is the thumbnail). */
  images: string[];
  status: ProductStatus;
  revisionState: "waiting" | "rejected" | null;
  rejectionReason: string | null;
  /** The proposed change of an approved product, as the member wrote it. */
  revision: ProductDraft | null;
  updatedAt: Date;
  /** The live prices in their units (USD cents, đồng, 10^-8 CCT), for display. */
  units: { usd: bigint; vnd: bigint; ccm: bigint };
}

export function toOwn(p: Product, categoryName: string | null): OwnProduct {
  return {
    id: p.id,
    name: p.name,
    nameVi: p.nameVi,
    slug: p.slug,
    meta: p.meta,
    description: p.description,
    descriptionVi: p.descriptionVi,
    price: unitsToDecimal(p.price, USD_DECIMALS),
    vndToPay: p.vndToPay.toString(),
    ccmToPay: unitsToDecimal(p.ccmToPay, COIN_DECIMALS),
    discountPercentage: p.discountPercentage,
    quantity: p.quantity,
    categoryId: p.categoryId,
    categoryName: categoryName,
    thumbnail: p.thumbnail,
    images: picturesOf(p),
    status: p.status,
    revisionState: p.revisionState,
    rejectionReason: p.rejectionReason,
    revision: p.revision,
    updatedAt: p.updatedAt,
    units: { usd: p.price, vnd: p.vndToPay, ccm: p.ccmToPay },
  };
}

export const withCategory = { product: products, categoryName: categories.name };

const isApproved = (p: Product) => p.status === "published" || p.status === "inactive";

export interface MyProductFilters {
  status?: ProductStatus;
  q?: string;
  page?: number;
  sort?: SortOrder<(typeof productSorts)[number]> | null;
}

const productColumns: Record<(typeof productSorts)[number], SQLWrapper | SQLWrapper[]> = {
  name: sql`lower(${products.name})`,
  price: [products.price, products.vndToPay, products.ccmToPay],
  quantity: products.quantity,
  category: sql`lower(${categories.name})`,
  status: products.status,
};

/** The member's own products in every state, newest change first (best match first when searching; or by a column). */
export async function listMyProducts(userId: number, f: MyProductFilters, perPage = 20) {
  const search = productSearch(f.q);
  const where = and(
    eq(products.storeId, userId),
    f.status === "waiting"
      ? or(eq(products.status, "waiting"), eq(products.revisionState, "waiting"))
      : f.status === "rejected"
        ? or(eq(products.status, "rejected"), eq(products.revisionState, "rejected"))
        : f.status
          ? eq(products.status, f.status)
          : undefined,
    search?.where,
  );
  const rows = db
    .select(withCategory)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(
      ...sortedBy(f.sort, productColumns, products.id, [
        ...(search ? [desc(search.rank)] : []),
        desc(products.updatedAt),
        desc(products.id),
      ]),
    );
  const { items, ...meta } = await paginate(rows, db.select({ total: count() }).from(products).where(where), f.page, perPage);
  return { items: items.map((r) => toOwn(r.product, r.categoryName)), ...meta };
}

export async function ownRow(userId: number, id: number): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, userId)));
  // Another member's product and a missing one answer the same.
  if (!row) throw new DomainError("products:errors.notFound", 404);
  return row;
}

/** A product row as its owner sees it, with its category's name. */
export async function ownProductOf(row: Product): Promise<OwnProduct> {
  const [category] = row.categoryId
    ? await db.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId))
    : [];
  return toOwn(row, category?.name ?? null);
}

/** One of the member's own products (another member's is a 404). */
export async function getMyProduct(userId: number, id: number): Promise<OwnProduct> {
  return ownProductOf(await ownRow(userId, id));
}

/** Every admin hears of a product waiting for them, in both languages, with a link to it. */
async function tellAdmins(product: Pick<Product, "id" | "name">, store: Pick<User, "account">): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
  const text = bothLanguages("products:notify.waiting", { name: product.name, account: store.account });
  await Promise.all(admins.map((a) => notify(a.id, { ...text, url: `/admin/user-products/${product.id}` })));
}

export interface SaveOutcome {
  product: OwnProduct;
  /** The store already has a product of that name (saved anyway: names are only recommended unique). */
  duplicateName: boolean;
  /** The change waits for an admin (false: a stock-only change, applied at once). */
  awaitingReview: boolean;
}

/** A member's new product: saved, waiting for an admin, not in the store yet. */
export async function createMyProduct(user: User, typed: ProductInput, uploaded: Uploads = noUploads): Promise<SaveOutcome> {
  const input = await withDerivedPrices(typed);
  await assertStoredPictures(input, uploaded);
  const images = galleryOf(input, uploaded, { thumbnail: null, images: [] });
  await assertCategory(input.category_id);
  await assertSlugFree(user.id, input.slug);
  const duplicateName = await nameTaken(user.id, input.name);
  try {
    const [row] = await db
      .insert(products)
      .values({
        storeId: user.id,
        ...columnsOf(draftOf(input, images)),
        quantity: input.quantity,
        status: "waiting",
        submittedAt: new Date(),
      })
      .returning();
    await tellAdmins(row, user);
    return { product: await getMyProduct(user.id, row.id), duplicateName, awaitingReview: true };
  } catch (error) {
    if (isUniqueViolation(error, "products_store_slug_idx")) throw new DomainError("products:errors.slugTaken", 409, "slug");
    throw error;
  }
}

/**
 * Saves the member's edit. Stock applies at once. Anything else: a product not yet approved is
 * changed and (re)submitted; an approved one keeps its live version and gets a waiting revision.
 */
export async function updateMyProduct(
  user: User,
  id: number,
  typed: ProductInput,
  uploaded: Uploads = noUploads,
): Promise<SaveOutcome> {
  const input = await withDerivedPrices(typed);
  const row = await ownRow(user.id, id);
  await assertStoredPictures(input, uploaded);
  await assertCategory(input.category_id);
  await assertSlugFree(user.id, input.slug, id);
  const duplicateName = await nameTaken(user.id, input.name, id);
  const draft = draftOf(input, galleryOf(input, uploaded, row.revision ?? row));
  const now = new Date();
  let awaitingReview = false;
  if (!isApproved(row)) {
    await db
      .update(products)
      .set({
        ...columnsOf(draft),
        quantity: input.quantity,
        status: "waiting",
        rejectionReason: null,
        submittedAt: now,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    awaitingReview = true;
  } else if (sameDraft(draft, liveDraft(row))) {
    // Back to the approved version (or a stock change only): nothing waits any more.
    await db
      .update(products)
      .set({ quantity: input.quantity, revision: null, revisionState: null, updatedAt: now })
      .where(eq(products.id, id));
  } else {
    const unchangedProposal = row.revisionState === "waiting" && row.revision && sameDraft(draft, row.revision);
    await db
      .update(products)
      .set({
        quantity: input.quantity,
        revision: draft,
        revisionState: "waiting",
        rejectionReason: null,
        submittedAt: unchangedProposal ? row.submittedAt : now,
        updatedAt: now,
      })
      .where(eq(products.id, id));
    awaitingReview = true;
  }
  const wasWaiting = row.status === "waiting" || row.revisionState === "waiting";
  if (awaitingReview && !wasWaiting) await tellAdmins({ id, name: input.name }, user);
  return { product: await getMyProduct(user.id, id), duplicateName, awaitingReview };
}

/** Takes an approved product out of the store, or puts it back (no moderation needed). */
export async function setMyProductActive(user: User, id: number, active: boolean): Promise<OwnProduct> {
  const row = await ownRow(user.id, id);
  if (!isApproved(row)) throw new DomainError("products:errors.notApprovedYet", 409);
  await db
    .update(products)
    .set({ status: active ? "published" : "inactive", updatedAt: new Date() })
    .where(eq(products.id, id));
  return getMyProduct(user.id, id);
}
