import { eq } from "drizzle-orm";

import { db } from "~/db/client.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { products, type Product, type User } from "~/db/schema";
import { assertAdmin, systemStoreId } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import type { ProductInput } from "~/lib/schemas/products";

import { assertCategory, assertSlugFree, nameTaken } from "./product-checks.server";
import { assertStoredPictures, columnsOf, draftOf, galleryOf, noUploads, type Uploads } from "./product-drafts.server";
import { withDerivedPrices } from "./product-prices.server";
import { listMyProducts, ownProductOf, ownRow, type MyProductFilters, type OwnProduct } from "./products.server";

/**
 * The system store's (`default`) catalogue, managed by admins at /admin/products: the same fields
 * and checks as a member's product, but published (or unpublished) at once, and featured on the
 * store's home when an admin says so.
 */

async function storeId(): Promise<number> {
  const id = await systemStoreId();
  if (id === null) throw new DomainError("products:errors.notFound", 404);
  return id;
}

export async function listSystemProducts(admin: User, f: MyProductFilters) {
  assertAdmin(admin);
  return listMyProducts(await storeId(), f);
}

export async function getSystemProduct(admin: User, id: number): Promise<OwnProduct & { featured: boolean }> {
  assertAdmin(admin);
  const row = await ownRow(await storeId(), id);
  return { ...(await ownProductOf(row)), featured: row.featured };
}

/** What the audit trail keeps of a system product. */
const auditedFields = [
  "name",
  "nameVi",
  "slug",
  "price",
  "vndToPay",
  "ccmToPay",
  "discountPercentage",
  "quantity",
  "status",
  "featured",
  "thumbnail",
  "images",
  "categoryId",
] as const satisfies (keyof Product)[];

function snapshot(p: Product): Pick<Product, (typeof auditedFields)[number]> {
  return Object.fromEntries(auditedFields.map((field) => [field, p[field]])) as Pick<Product, (typeof auditedFields)[number]>;
}

export interface SystemFlags {
  published: boolean;
  featured: boolean;
}

/** Creates (id null) or changes a system product; live at once. Answers its id and the name warning. */
export async function saveSystemProduct(
  admin: User,
  id: number | null,
  typed: ProductInput,
  flags: SystemFlags,
  uploaded: Uploads = noUploads,
): Promise<{ id: number; duplicateName: boolean }> {
  assertAdmin(admin);
  const input = await withDerivedPrices(typed);
  const store = await storeId();
  const existing = id === null ? null : await ownRow(store, id);
  await assertStoredPictures(input, uploaded);
  await assertCategory(input.category_id);
  await assertSlugFree(store, input.slug, id ?? undefined);
  const duplicateName = await nameTaken(store, input.name, id ?? undefined);
  const images = galleryOf(input, uploaded, existing ?? { thumbnail: null, images: [] });
  const values = {
    ...columnsOf(draftOf(input, images)),
    quantity: input.quantity,
    status: flags.published ? ("published" as const) : ("inactive" as const),
    featured: flags.featured,
    revision: null,
    revisionState: null,
    rejectionReason: null,
    reviewedAt: new Date(),
    reviewedBy: admin.id,
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      const [row] = existing
        ? await tx.update(products).set(values).where(eq(products.id, existing.id)).returning()
        : await tx
            .insert(products)
            .values({ storeId: store, ...values })
            .returning();
      await audit(tx, {
        actor: admin,
        action: "system_product.saved",
        target: { type: "product", id: row.id },
        before: existing ? snapshot(existing) : null,
        after: snapshot(row),
      });
      return { id: row.id, duplicateName };
    });
  } catch (error) {
    if (isUniqueViolation(error, "products_store_slug_idx")) throw new DomainError("products:errors.slugTaken", 409, "slug");
    throw error;
  }
}
