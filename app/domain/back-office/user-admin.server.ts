import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";

import { idIn, inBatches, newestFirstIds } from "~/db/batches.server";
import { db } from "~/db/client.server";
import { newestFirst } from "~/db/keyset.server";
import { paginate, sortedBy } from "~/db/paginate.server";
import { rowsOf } from "~/db/rows.server";
import { accounts, orders, products, users, type User } from "~/db/schema";
import { assertAdmin } from "~/domain/accounts";
import { memberBalance } from "~/domain/ledger";
import { pendingControlChanges } from "~/domain/wallet";
import { CsvNumber, csvTable, newYorkColumn, type CsvTable } from "~/lib/csv";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import type { UserListQuery, UserSort } from "~/lib/schemas/user-admin";

import { userSearch } from "./user-search.server";

/**
 * The back office's user management: the searchable list, a user's page, roles, locks and the
 * activation mail. Admins do everything; moderators search, view, and lock or unlock members
 * (not staff, moderators or admins). Every change is audited in its own transaction.
 */

const hasRole = sql`(${users.isAdmin} or ${users.isMod} or ${users.isStaff})`;

function filters(q: UserListQuery): SQL | undefined {
  const role =
    q.role === "admin"
      ? eq(users.isAdmin, true)
      : q.role === "mod"
        ? eq(users.isMod, true)
        : q.role === "staff"
          ? eq(users.isStaff, true)
          : q.role === "member"
            ? not(hasRole)
            : undefined;
  return and(
    userSearch(q.q)?.where,
    role,
    q.activated === "yes" ? isNotNull(users.emailVerifiedAt) : q.activated === "no" ? isNull(users.emailVerifiedAt) : undefined,
    q.locked === "yes" ? isNotNull(users.lockedAt) : q.locked === "no" ? isNull(users.lockedAt) : undefined,
    q.from ? gte(users.createdAt, q.from) : undefined,
    q.to ? lt(users.createdAt, q.to) : undefined,
  );
}

const orderings: Record<UserSort, SQLWrapper> = {
  name: sql`lower(${users.name})`,
  account: sql`lower(${users.account})`,
  email: sql`lower(${users.email})`,
  balance: sql`coalesce(${accounts.balance}, 0)`,
  created: users.createdAt,
};

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  account: users.account,
  phoneNumber: users.phoneNumber,
  isAdmin: users.isAdmin,
  isMod: users.isMod,
  isStaff: users.isStaff,
  activated: sql<boolean>`${users.emailVerifiedAt} is not null`,
  locked: sql<boolean>`${users.lockedAt} is not null`,
  balance: sql<bigint>`coalesce(${accounts.balance}, 0)`.mapWith((v) => BigInt(v)),
  createdAt: users.createdAt,
};

/** Without a chosen order, a search lists its best matches first (decision 190). */
function bestMatch(q: UserListQuery): SQL[] {
  const search = userSearch(q.q);
  return search ? [desc(search.rank)] : [];
}

const userOrder = (q: UserListQuery) =>
  sortedBy(q.sort, orderings, users.id, [...bestMatch(q), desc(users.createdAt), desc(users.id)]);

function selectRows(q: UserListQuery, where = filters(q)) {
  return db
    .select(rowColumns)
    .from(users)
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(where)
    .orderBy(...userOrder(q));
}

export type AdminUserRow = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * How many users there are, without reading them (decision 266): the overview's rollup counts every
 * member by sign-up day (decision 263), kept exact by triggers; the system store, which it leaves
 * out, is found by its index. One statement, so one snapshot of the folded days and the deltas.
 */
async function everyUser(): Promise<{ total: number }[]> {
  return rowsOf<{ total: number }>(
    await db.execute(sql`
      select ((select coalesce(sum(count), 0) from overview_days where metric = 'members')
        + (select coalesce(sum(count), 0) from overview_deltas where metric = 'members')
        + (select count(*) from users where lower(account) = 'default'))::int as total`),
  );
}

export function listUsersForAdmin(q: UserListQuery, perPage = 20) {
  const where = filters(q);
  const total = where ? db.select({ total: count() }).from(users).where(where) : everyUser();
  return paginate<AdminUserRow>(selectRows(q, where), total, q.page, perPage);
}

/**
 * The filtered list as a file (admins only: it is everyone's personal data at once), in the
 * list's order, read in batches while it is sent (decision 262).
 */
export function usersCsv(admin: User, q: UserListQuery): CsvTable {
  assertAdmin(admin);
  // Newest first (the list's default without a search) is read by keyset on users_created_idx.
  const ids =
    newestFirst(q.sort) && !userSearch(q.q)
      ? newestFirstIds(users, users, filters(q))
      : db
          .select({ id: users.id })
          .from(users)
          .leftJoin(accounts, eq(accounts.userId, users.id))
          .where(filters(q))
          .orderBy(...userOrder(q));
  return csvTable(
    ["id", "account", "name", "email", "phone_number", "roles", "activated", "locked", "balance_cct", newYorkColumn("joined")],
    inBatches(ids, (list) => selectRows(q, idIn(users.id, list))),
    (r) => [
      r.id,
      r.account,
      r.name,
      r.email,
      r.phoneNumber ?? "",
      rolesOf(r).join(" "),
      r.activated ? "yes" : "no",
      r.locked ? "yes" : "no",
      new CsvNumber(unitsToDecimal(r.balance, COIN_DECIMALS)),
      r.createdAt,
    ],
  );
}

export function rolesOf(u: { isAdmin: boolean; isMod: boolean; isStaff: boolean }): string[] {
  const list = [u.isAdmin && "admin", u.isMod && "mod", u.isStaff && "staff"].filter((r): r is string => Boolean(r));
  return list.length ? list : ["member"];
}

/**
 * The user's latest orders, bought or sold: the newest of each side from its own (party, created_at,
 * id) index, merged. `buyer = u OR store = u ORDER BY id` matched no index and walked the orders
 * backwards from the newest of all (195,000 rows, 0.75 s at S2, decision 267).
 */
function latestOrdersOf(userId: number, limit: number) {
  const columns = {
    id: orders.id,
    code: orders.code,
    status: orders.status,
    storeId: orders.storeId,
    createdAt: orders.createdAt,
  };
  const side = (where: SQL | undefined) =>
    db.select(columns).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  return unionAll(side(eq(orders.storeId, userId)), side(and(eq(orders.buyerId, userId), ne(orders.storeId, userId))))
    .orderBy(sql`${sql.identifier("created_at")} desc`, sql`${sql.identifier("id")} desc`)
    .limit(limit);
}

/** What a user's back-office page shows besides the wallet: counts and the latest orders, products and invitees. */
export async function userActivity(userId: number) {
  const [bought, sold, productCounts, invitees, latestOrders, latestProducts, latestInvitees] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.buyerId, userId)),
    db.select({ n: count() }).from(orders).where(eq(orders.storeId, userId)),
    db
      .select({ status: products.status, n: count() })
      .from(products)
      .where(eq(products.storeId, userId))
      .groupBy(products.status),
    db.select({ n: count() }).from(users).where(eq(users.referrerId, userId)),
    latestOrdersOf(userId, 10),
    db
      .select({ id: products.id, name: products.name, status: products.status, quantity: products.quantity })
      .from(products)
      .where(eq(products.storeId, userId))
      .orderBy(desc(products.id))
      .limit(10),
    db
      .select({ id: users.id, account: users.account, name: users.name, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.referrerId, userId))
      .orderBy(desc(users.id))
      .limit(10),
  ]);
  return {
    ordersBought: Number(bought[0].n),
    ordersSold: Number(sold[0].n),
    products: Object.fromEntries(productCounts.map((p) => [p.status, Number(p.n)])) as Record<string, number>,
    invitees: Number(invitees[0].n),
    latestOrders: latestOrders.map((o) => ({ ...o, role: o.storeId === userId ? ("seller" as const) : ("buyer" as const) })),
    latestProducts,
    latestInvitees,
  };
}

/** A user as the back office reads them: the account, their wallet, activity counts and a pending admin grant. */
export async function adminUserDetail(id: number) {
  const user = await target(id);
  const [activity, wallet, controls] = await Promise.all([
    userActivity(user.id),
    memberBalance(user.id),
    pendingControlChanges({ targetUserId: user.id }),
  ]);
  /** The admin role proposed for this user, waiting for a second admin (four eyes). */
  const adminGrantPending = controls.some((c) => c.kind === "grant_admin");
  return { user, wallet, activity, adminGrantPending };
}
export type AdminUserDetail = Awaited<ReturnType<typeof adminUserDetail>>;

export async function target(id: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new DomainError("admin:users.notFound", 404);
  return row;
}
