import { randomUUID } from "node:crypto";
import { asc, inArray, notInArray, sql } from "drizzle-orm";

import { changesAreHeard, changing, onChange } from "~/db/changes.server";
import { db } from "~/db/client.server";
import { categories, type User } from "~/db/schema";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import type { CategoriesInput } from "~/lib/schemas/categories";

export interface Category {
  id: number;
  name: string;
}

/**
 * Categories change rarely and many pages read them: each process keeps the list in memory until
 * a save, in any process, announces a change (`changes.server.ts`: NOTIFY on PostgreSQL; the save
 * answers once every process has forgotten). While this process cannot hear announcements, it
 * reads the database every time. The age limit only bounds the harm of an announcement lost
 * without the connection noticing.
 */
const categoryCacheMaxAgeMs = 60_000;
let cache: { at: number; list: Category[] } | null = null;
/** Counts the changes heard: a list read before a change must not be kept after it. */
let generation = 0;

function forgetCategories(): void {
  cache = null;
  generation += 1;
}
onChange("categories", forgetCategories);

export async function listCategories(): Promise<Category[]> {
  if (cache && changesAreHeard() && Date.now() - cache.at < categoryCacheMaxAgeMs) return cache.list;
  const readDuring = generation;
  const list = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
  if (readDuring === generation && changesAreHeard()) cache = { at: Date.now(), list };
  return list;
}

/**
 * Replaces the list: rows with an id are renamed, rows without one are created, categories left
 * out are deleted (their products become uncategorised through the foreign key).
 */
export async function saveCategories(admin: Pick<User, "id" | "account">, input: CategoriesInput): Promise<Category[]> {
  const before = await listCategories();
  const kept = input.categories.filter((c) => c.id !== undefined) as Category[];
  const keptIds = kept.map((c) => c.id);
  if (new Set(keptIds).size !== keptIds.length) throw new DomainError("validation:categoryDuplicate", 422, "categories");
  // Every process forgets its list before this answers (changes.server.ts).
  await changing("categories", async (tx) => {
    if (keptIds.length > 0) {
      const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, keptIds));
      if (found.length !== keptIds.length) throw new DomainError("errors:categoryNotFound", 404, "categories");
      await tx.delete(categories).where(notInArray(categories.id, keptIds));
      // Park kept rows under unique temporary names first, so swapping two names cannot collide; the
      // token makes a parked name one nobody could have typed as a new name ("~7~Toys" could be).
      const parked = `~${randomUUID()}~`;
      await tx
        .update(categories)
        .set({ name: sql`${parked} || ${categories.id}::text` })
        .where(inArray(categories.id, keptIds));
      for (const category of kept) {
        await tx
          .update(categories)
          .set({ name: category.name })
          .where(sql`${categories.id} = ${category.id}`);
      }
    } else {
      await tx.delete(categories);
    }
    const added = input.categories.filter((c) => c.id === undefined).map((c) => ({ name: c.name }));
    if (added.length > 0) await tx.insert(categories).values(added);
    await audit(tx, {
      actor: admin,
      action: "categories.saved",
      target: { type: "categories", id: "all" },
      before,
      after: input.categories,
    });
  });
  return listCategories();
}
