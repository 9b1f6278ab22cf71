import { and, asc, desc, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { paginateBounded, type ListPaging } from "~/db/keyset.server";
import { sortedBy } from "~/db/paginate.server";
import { isUniqueViolation } from "~/db/pg-errors.server";
import { categories, products, users, type Product, type User } from "~/db/schema";
import { assertAdmin, notify } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { bothLanguages } from "~/infra/texts.server";
import { DomainError } from "~/lib/errors";
import type { reviewSorts, reviewStates } from "~/lib/schemas/products";
import type { SortOrder } from "~/lib/sort";

import { listCategories } from "./categories.server";
import { columnsOf } from "./product-drafts.server";
import { toOwn, withCategory } from "./products.server";

/**
 * The admins' side of members' products (/admin/user-products): the queue, one product with its
 * proposed change, and the decision. The member's side is products.server.ts.
 */

export interface ReviewFilters {
  state?: (typeof reviewStates)[number];
  store?: string;
  page?: number;
  sort?: SortOrder<(typeof reviewSorts)[number]> | null;
}

const reviewColumns: Record<(typeof reviewSorts)[number], SQLWrapper | SQLWrapper[]> = {
  name: sql`lower(${products.name})`,
  store: sql`lower(${users.account})`,
  price: [products.price, products.vndToPay, products.ccmToPay],
  status: products.status,
};

/**
 * Whether a product waits for a moderator, new or changed. Never null (a product without a change
 * has no revision_state): "decided" is its negation, and the queue's index reads the order by it.
 */
const waitingReview: SQL = sql`(${products.status} = 'waiting' or coalesce(${products.revisionState} = 'waiting', false))`;

/**
 * The queue's own order: waiting first (oldest submission first), then the rest newest first,
 * the id last so that pages never overlap; `products_review_order_idx` holds exactly these keys,
 * so a page reads the index in order and stops (decision 277).
 */
const queueOrder: SQL[] = [
  sql`${waitingReview} desc`,
  sql`(case when ${waitingReview} then ${products.submittedAt} end) asc`,
  desc(products.updatedAt),
  asc(products.id),
];

// A store by its username, resolved to its id once (users_account_lower_idx): the queue's filters
// then read the products alone, and its count needs no join (every product has its store).
const storeIdOf = (account: string) =>
  sql`(select ${users.id} from ${users} where lower(${users.account}) = ${account} and ${users.account} = ${account})`;

/**
 * Members' products for the moderation queue: waiting first (oldest first), then the rest newest
 * first; or by a column. Counted to a bound, estimated past it (decision 265).
 */
export async function listForReview(f: ReviewFilters, perPage = 20, paging: Pick<ListPaging, "countLimit"> = {}) {
  const store = f.store?.trim().toLowerCase();
  const where = and(
    // The marketplace's own products are the system catalogue's, not a member's.
    sql`${products.storeId} is distinct from ${storeIdOf("default")}`,
    f.state === "waiting"
      ? waitingReview
      : f.state === "rejected"
        ? or(eq(products.status, "rejected"), eq(products.revisionState, "rejected"))
        : f.state === "decided"
          ? // `is false`, not `not`: PostgreSQL would rewrite a negated OR (De Morgan) into conditions the index does not hold.
            sql`${waitingReview} is false`
          : undefined,
    store ? eq(products.storeId, storeIdOf(store)) : undefined,
  );
  const { items, ...meta } = await paginateBounded(
    {
      rows: (extra, order) =>
        db
          .select({ ...withCategory, account: users.account, storeName: users.name })
          .from(products)
          .innerJoin(users, eq(users.id, products.storeId))
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .where(and(where, extra))
          .orderBy(...order),
      ids: () => db.select({ id: products.id }).from(products).where(where).$dynamic(),
      id: products.id,
      order: sortedBy(f.sort, reviewColumns, products.id, queueOrder),
    },
    f.page,
    perPage,
    paging,
  );
  const named = await categoryNamer();
  return { items: items.map((r) => reviewed(r, named)), ...meta };
}

type ReviewRow = { product: Product; categoryName: string | null; account: string; storeName: string };

/** Category ids to names, from the list every process keeps in memory (a proposed category is only an id). */
async function categoryNamer() {
  const names = new Map((await listCategories()).map((c) => [c.id, c.name]));
  return (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? null));
}

/** A product as the moderation pages show it: the member's view, its store, when it was sent, the proposed category's name. */
function reviewed(r: ReviewRow, named: (id: number | null | undefined) => string | null) {
  return {
    ...toOwn(r.product, r.categoryName),
    account: r.account,
    storeName: r.storeName,
    submittedAt: r.product.submittedAt,
    proposedCategoryName: named(r.product.revision?.categoryId),
  };
}

/** A member's product as the moderation pages show it. */
export type ReviewedProduct = ReturnType<typeof reviewed>;

/** One member's product for the moderation page, with the store it belongs to. */
export async function productForReview(id: number) {
  const [row] = await db
    .select({ ...withCategory, account: users.account, storeName: users.name })
    .from(products)
    .innerJoin(users, eq(users.id, products.storeId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), ne(users.account, "default")));
  if (!row) throw new DomainError("products:errors.notFound", 404);
  return reviewed(row, await categoryNamer());
}

async function tellOwner(p: Product, key: "approved" | "rejected", reason?: string) {
  await notify(p.storeId, {
    ...bothLanguages(`products:notify.${key}`, { name: p.name, reason: reason ?? "" }),
    url: `/products/${p.id}`,
  });
}

/**
 * An admin's decision on a waiting product or change: approve publishes it (or applies the
 * change), reject keeps it out (or keeps the approved version) with the reason. Two admins
 * deciding at once: the row is locked, the second finds nothing waiting and is told so.
 */
export async function decideProduct(
  admin: User,
  id: number,
  decision: { intent: "approve" } | { intent: "reject"; reason: string },
): Promise<Product> {
  assertAdmin(admin);
  const decided = await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!row) throw new DomainError("products:errors.notFound", 404);
      const revision = row.revisionState === "waiting" && row.revision;
      if (row.status !== "waiting" && !revision) throw new DomainError("products:errors.alreadyDecided", 409);
      const now = new Date();
      const stamp = { reviewedAt: now, reviewedBy: admin.id, updatedAt: now };
      if (decision.intent === "approve") {
        const changes = revision
          ? { ...columnsOf(revision), revision: null, revisionState: null }
          : { status: "published" as const };
        const [done] = await tx
          .update(products)
          .set({ ...changes, rejectionReason: null, ...stamp })
          .where(eq(products.id, id))
          .returning();
        await audit(tx, {
          actor: admin,
          action: "product.approved",
          target: { type: "product", id },
          before: { status: row.status, revision: revision || null },
          after: { status: done.status },
        });
        return { row: done, key: "approved" as const };
      }
      const changes = revision ? { revisionState: "rejected" as const } : { status: "rejected" as const };
      const [done] = await tx
        .update(products)
        .set({ ...changes, rejectionReason: decision.reason, ...stamp })
        .where(eq(products.id, id))
        .returning();
      await audit(tx, {
        actor: admin,
        action: "product.rejected",
        target: { type: "product", id },
        before: { status: row.status, revision: revision || null },
        after: { status: done.status, revision_state: done.revisionState, reason: decision.reason },
      });
      return { row: done, key: "rejected" as const };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "products_store_slug_idx")) throw new DomainError("products:errors.slugTaken", 409);
      throw error;
    });
  await tellOwner(decided.row, decided.key, decision.intent === "reject" ? decision.reason : undefined);
  return decided.row;
}

/** What a bulk approval did: the products approved, and those skipped with the reason (a translation key). */
export interface BulkApproval {
  approved: { id: number; name: string }[];
  skipped: { id: number; name: string | null; reason: string }[];
}

/**
 * Approves several products from the queue, each exactly as `decideProduct` does: its own
 * transaction with the row locked, so a product is decided once whoever else is deciding. One
 * already decided (by another admin, or by this same form posted twice), gone, or refused (a slug
 * taken meanwhile) is skipped and reported; the others are still approved.
 */
export async function approveProducts(admin: User, ids: readonly number[]): Promise<BulkApproval> {
  assertAdmin(admin);
  const unique = [...new Set(ids)];
  const names = new Map(
    unique.length === 0
      ? []
      : (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, unique))).map(
          (r) => [r.id, r.name],
        ),
  );
  const result: BulkApproval = { approved: [], skipped: [] };
  for (const id of unique) {
    try {
      const done = await decideProduct(admin, id, { intent: "approve" });
      result.approved.push({ id, name: done.name });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.skipped.push({ id, name: names.get(id) ?? null, reason: error.message });
    }
  }
  return result;
}
