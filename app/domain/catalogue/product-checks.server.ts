import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";

import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { DomainError } from "~/lib/errors";

/** Whether another product of the store (not `exceptId`, the one being edited) meets `condition`. */
async function anotherProductWhere(storeId: number, condition: SQL | undefined, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), condition, exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Names are recommended unique in a store: a second product of the same name is saved, with a warning. */
export function nameTaken(storeId: number, name: string, exceptId?: number): Promise<boolean> {
  return anotherProductWhere(storeId, sql`lower(${products.name}) = lower(${name})`, exceptId);
}

/** A slug is unique in a store, counting the slugs of revisions waiting for moderation. */
export async function assertSlugFree(storeId: number, slug: string, exceptId?: number): Promise<void> {
  const taken = await anotherProductWhere(
    storeId,
    or(eq(products.slug, slug), sql`${products.revision}->>'slug' = ${slug}`),
    exceptId,
  );
  if (taken) throw new DomainError("products:errors.slugTaken", 409, "slug");
}

export async function assertCategory(categoryId: number | undefined): Promise<void> {
  if (!categoryId) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new DomainError("products:errors.categoryUnknown", 422, "category_id");
}
