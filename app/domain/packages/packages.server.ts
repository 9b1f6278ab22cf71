import { asc, eq, sql, type SQLWrapper } from "drizzle-orm";

import { db } from "~/db/client.server";
import { sortedBy } from "~/db/paginate.server";
import { packages, type Package, type User } from "~/db/schema";
import { assertAdmin } from "~/domain/accounts";
import { audit } from "~/domain/audit";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, parseUnits, unitsToDecimal } from "~/lib/money";
import type { PackageInput, packageSorts } from "~/lib/schemas/packages";
import type { SortOrder } from "~/lib/sort";

/**
 * The packages admins sell (/admin/packages) and members buy (/packages): both languages, a price in
 * CCT and the commission percentage paid to the buyer's direct referrer. Buying lives in
 * package-purchases.server.ts, refunding in package-refunds.server.ts; a purchase keeps a snapshot,
 * so editing a package changes no past purchase.
 */

/** A package as the app reads it: CCT as decimal strings (the API's shape: routes/api/presenters/packages.ts). */
export interface PackageView {
  id: number;
  nameEn: string;
  nameVi: string;
  descriptionEn: string;
  descriptionVi: string;
  /** One benefit a line. */
  benefitsEn: string;
  benefitsVi: string;
  price: string;
  commissionPercentage: number;
  active: boolean;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A package in the admins' list: how many times it was bought (refunds not counted). */
export interface AdminPackageView extends PackageView {
  purchases: number;
}

export function packageView(p: Package): PackageView {
  return {
    id: p.id,
    nameEn: p.nameEn,
    nameVi: p.nameVi,
    descriptionEn: p.descriptionEn,
    descriptionVi: p.descriptionVi,
    benefitsEn: p.benefitsEn,
    benefitsVi: p.benefitsVi,
    price: unitsToDecimal(p.price, COIN_DECIMALS),
    commissionPercentage: p.commissionPercentage,
    active: p.active,
    position: p.position,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

const displayOrder = [asc(packages.position), asc(packages.id)];

/** What members may buy: the active packages in display order. */
export async function listActivePackages(): Promise<PackageView[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(eq(packages.active, true))
    .orderBy(...displayOrder);
  return rows.map(packageView);
}

// "packages"."id" in full: Drizzle writes a one-table select's columns unqualified.
const purchaseCount = sql<number>`(select count(*) from package_purchases pp
  where pp.package_id = "packages"."id" and pp.status = 'purchased')::int`;

const packageColumns: Record<(typeof packageSorts)[number], SQLWrapper> = {
  position: packages.position,
  price: packages.price,
  commission: packages.commissionPercentage,
  purchases: purchaseCount,
  status: packages.active,
};

/** Every package for the admins, with how many times it was bought (refunds not counted); display order or by a column. */
export async function listAllPackages(
  admin: User,
  sort?: SortOrder<(typeof packageSorts)[number]> | null,
): Promise<AdminPackageView[]> {
  assertAdmin(admin);
  const rows = await db
    .select({ p: packages, purchases: purchaseCount })
    .from(packages)
    .orderBy(...sortedBy(sort, packageColumns, packages.id, displayOrder));
  return rows.map(({ p, purchases }) => ({ ...packageView(p), purchases: Number(purchases) }));
}

export async function getPackage(admin: User, id: number): Promise<PackageView> {
  assertAdmin(admin);
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw new DomainError("packages:errors.notFound", 404);
  return packageView(row);
}

function columnsOf(input: PackageInput) {
  return {
    nameEn: input.name_en,
    nameVi: input.name_vi,
    descriptionEn: input.description_en,
    descriptionVi: input.description_vi,
    benefitsEn: input.benefits_en,
    benefitsVi: input.benefits_vi,
    price: parseUnits(input.price, COIN_DECIMALS)!,
    commissionPercentage: input.commission_percentage,
    active: input.active,
    position: input.position,
  };
}

/** Creates (id null) or changes a package; answers it. Past purchases keep what they were bought at. */
export async function savePackage(admin: User, id: number | null, input: PackageInput): Promise<PackageView> {
  assertAdmin(admin);
  const row = await db.transaction(async (tx) => {
    const [before] = id === null ? [undefined] : await tx.select().from(packages).where(eq(packages.id, id)).for("update");
    if (id !== null && !before) throw new DomainError("packages:errors.notFound", 404);
    const [saved] = before
      ? await tx
          .update(packages)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(eq(packages.id, before.id))
          .returning()
      : await tx.insert(packages).values(columnsOf(input)).returning();
    await audit(tx, {
      actor: admin,
      action: "package.saved",
      target: { type: "package", id: saved.id },
      before: before ?? null,
      after: columnsOf(input),
    });
    return saved;
  });
  return packageView(row);
}
