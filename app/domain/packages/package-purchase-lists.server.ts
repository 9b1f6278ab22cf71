import { and, count, desc, eq, or, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { containsText, paginate, sortedBy } from "~/db/paginate.server";
import { packagePurchases, type User } from "~/db/schema";
import { assertAdmin } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { type PackagePurchaseStatus } from "~/lib/packages";
import type { purchaseSorts } from "~/lib/schemas/packages";
import type { SortOrder } from "~/lib/sort";

import {
  adminQuery,
  adminView,
  buyer,
  memberView,
  referrer,
  type AdminPurchase,
  type MemberPurchase,
} from "./package-purchases.server";

/** Package purchases read: a member's own, and the back office's list with its filters. */

/* Reading */

/** The member's own purchases, newest first. */
export async function listMyPurchases(userId: number, page: number, perPage = 20) {
  const where = eq(packagePurchases.userId, userId);
  const rows = db.select().from(packagePurchases).where(where).orderBy(desc(packagePurchases.id));
  const { items, ...meta } = await paginate(
    rows,
    db.select({ total: count() }).from(packagePurchases).where(where),
    page,
    perPage,
  );
  return { items: items.map(memberView), ...meta };
}

/** One of the member's own purchases; another member's is a 404. */
export async function getMyPurchase(userId: number, id: number): Promise<MemberPurchase> {
  const [row] = await db
    .select()
    .from(packagePurchases)
    .where(and(eq(packagePurchases.id, id), eq(packagePurchases.userId, userId)));
  if (!row) throw new DomainError("packages:errors.purchaseNotFound", 404);
  return memberView(row);
}

export interface PurchaseFilters {
  packageId?: number;
  status?: PackagePurchaseStatus;
  /** The buyer's account or name contains it. */
  q?: string;
  page?: number;
  sort?: SortOrder<(typeof purchaseSorts)[number]> | null;
}

const purchaseColumns: Record<(typeof purchaseSorts)[number], SQLWrapper> = {
  created: packagePurchases.createdAt,
  buyer: sql`lower(${buyer.account})`,
  price: packagePurchases.price,
  referrer: sql`lower(${referrer.account})`,
  commission: packagePurchases.commission,
  status: packagePurchases.status,
};

/** Every purchase (of one package, when given), newest first (or by a column): the admins' list with the refund action. */
export async function listPurchases(admin: User, f: PurchaseFilters, perPage = 20) {
  assertAdmin(admin);
  const where = and(
    f.packageId === undefined ? undefined : eq(packagePurchases.packageId, f.packageId),
    f.status ? eq(packagePurchases.status, f.status) : undefined,
    f.q ? or(containsText(buyer.account, f.q), containsText(buyer.name, f.q)) : undefined,
  );
  const total = db
    .select({ total: count() })
    .from(packagePurchases)
    .innerJoin(buyer, eq(buyer.id, packagePurchases.userId))
    .where(where);
  const { items, ...meta } = await paginate(
    adminQuery(where).orderBy(...sortedBy(f.sort, purchaseColumns, packagePurchases.id, [desc(packagePurchases.id)])),
    total,
    f.page,
    perPage,
  );
  return { items: items.map(adminView), ...meta };
}

export async function getPurchase(admin: User, id: number): Promise<AdminPurchase> {
  assertAdmin(admin);
  const [row] = await adminQuery(eq(packagePurchases.id, id));
  if (!row) throw new DomainError("packages:errors.purchaseNotFound", 404);
  return adminView(row);
}
