import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { inBatches } from "~/db/batches.server";
import { db } from "~/db/client.server";
import { pageOf, pageSlice } from "~/db/paginate.server";
import { accounts, packagePurchases, transferKinds, transfers, users, type TransferKind, type TransferStatus } from "~/db/schema";
import { textsIn } from "~/infra/texts.server";
import { CsvNumber, csvTable, type CsvTable } from "~/lib/csv";
import { newYorkDateTime } from "~/lib/dates";
import type { Language } from "~/lib/i18n";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import { partyText, type Party } from "~/lib/parties";
import type { StatementFilters } from "~/lib/statement-filters";

/**
 * A member's statement (decision 220): their own transfers, newest first, with the balance after
 * each posted one, filtered by kind, direction and New York days, in SQL. The member is always the
 * signed-in one (the routes pass the session's id); nothing of the query string names a member.
 */

export interface StatementEntry {
  id: number;
  kind: TransferKind;
  status: TransferStatus;
  /** Signed: positive when the member received. */
  amount: string;
  balanceAfter: string | null;
  /** The other side: a member's username, or a system account's code (see counterpartySystem). */
  counterparty: string | null;
  /** The other side is one of the ledger's own accounts: pages show its name, never its code. */
  counterpartySystem: boolean;
  /** The other side as people know it: a member's name, the marketplace's store, a ledger account. */
  party: Party;
  memo: string | null;
  createdAt: Date;
  /** A package purchase's transfers (price, commission, refund): the package and its buyer. */
  package: { nameEn: string; nameVi: string; buyer: string } | null;
}

const debitAccount = alias(accounts, "stmt_debit_account");
const creditAccount = alias(accounts, "stmt_credit_account");
const debitUser = alias(users, "stmt_debit_user");
const creditUser = alias(users, "stmt_credit_user");
const packageBuyer = alias(users, "stmt_package_buyer");

// Planned once per connection (its joins took PostgreSQL longer to plan than to run): the member,
// the filters and the page are parameters; an absent filter is a null that matches every row.
const memberId = sql.placeholder("userId");
const kindParam = sql.placeholder("kind");
const directionParam = sql.placeholder("direction");
const fromParam = sql.placeholder("from");
const toParam = sql.placeholder("to");
const ownAccount = sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${memberId})`;
/** The instant a row shows and is filtered by: when it was posted or voided, else when it was made. */
const shownAt = sql`coalesce(${transfers.resolvedAt}, ${transfers.createdAt})`;
const mine = and(
  or(eq(transfers.debitAccountId, ownAccount), eq(transfers.creditAccountId, ownAccount)),
  sql`(${kindParam}::text is null or ${transfers.kind} = ${kindParam}::text)`,
  sql`(${directionParam}::text is null or (${directionParam}::text = 'out') = (${transfers.debitAccountId} = ${ownAccount}))`,
  sql`(${fromParam}::timestamptz is null or ${shownAt} >= ${fromParam}::timestamptz)`,
  sql`(${toParam}::timestamptz is null or ${shownAt} < ${toParam}::timestamptz)`,
);

const newestFirst = [desc(shownAt), desc(transfers.id)];

const statementFields = {
  t: transfers,
  debitUser: debitUser.account,
  debitName: debitUser.name,
  debitCode: debitAccount.code,
  creditUser: creditUser.account,
  creditName: creditUser.name,
  creditCode: creditAccount.code,
  purchase: {
    name_en: packagePurchases.packageNameEn,
    name_vi: packagePurchases.packageNameVi,
    buyer: packageBuyer.account,
  },
  outgoing: sql<boolean>`${debitAccount.userId} = ${memberId}`,
};

/** The transfers with their two accounts, their members and a package purchase's package and buyer. */
const statementSelect = (where: SQL | undefined) =>
  db
    .select(statementFields)
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .leftJoin(debitUser, eq(debitUser.id, debitAccount.userId))
    .leftJoin(creditUser, eq(creditUser.id, creditAccount.userId))
    .leftJoin(
      packagePurchases,
      and(eq(transfers.referenceType, "package_purchase"), eq(packagePurchases.id, transfers.referenceId)),
    )
    .leftJoin(packageBuyer, eq(packageBuyer.id, packagePurchases.userId))
    .where(where)
    .orderBy(...newestFirst);
// A page is its ids first, from the transfers alone in the order of their expression indexes
// (decision 240), then those rows with their joins: joining and counting a member's whole history
// for each page cost seconds at 20,000 rows (issue 32). The export (decision 262) reads the same
// way in batches (the ids as one comma-separated text parameter).
const statementPageIds = db
  .select({ id: transfers.id })
  .from(transfers)
  .where(mine)
  .orderBy(...newestFirst)
  .limit(sql.placeholder("limit"))
  .offset(sql.placeholder("offset"))
  .prepare("statement_page_ids");
const statementBatch = statementSelect(
  and(mine, sql`${transfers.id} = any(string_to_array(${sql.placeholder("ids")}, ',')::bigint[])`),
).prepare("statement_batch");
// The dashboard's latest rows and the count its "see all" link shows, in one round trip instead of
// three (ids, count, rows): the same ids subquery and count, the count an InitPlan run once.
const recentIds = db
  .select({ id: transfers.id })
  .from(transfers)
  .where(mine)
  .orderBy(...newestFirst)
  .limit(sql.placeholder("limit"));
// statementSelect's joins, with the count as one more column.
const recentRows = db
  .select({ ...statementFields, total: sql<number>`(select count(*) from ${transfers} where ${mine})`.mapWith(Number) })
  .from(transfers)
  .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
  .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
  .leftJoin(debitUser, eq(debitUser.id, debitAccount.userId))
  .leftJoin(creditUser, eq(creditUser.id, creditAccount.userId))
  .leftJoin(
    packagePurchases,
    and(eq(transfers.referenceType, "package_purchase"), eq(packagePurchases.id, transfers.referenceId)),
  )
  .leftJoin(packageBuyer, eq(packageBuyer.id, packagePurchases.userId))
  .where(and(mine, inArray(transfers.id, recentIds)))
  .orderBy(...newestFirst)
  .prepare("statement_recent");
const statementCount = db.select({ total: count() }).from(transfers).where(mine).prepare("statement_count");
const statementKindRows = db
  .selectDistinct({ kind: transfers.kind })
  .from(transfers)
  .where(or(eq(transfers.debitAccountId, ownAccount), eq(transfers.creditAccountId, ownAccount)))
  .prepare("statement_kinds");

type Row = Awaited<ReturnType<typeof statementBatch.execute>>[number];

/** The filters as the prepared statement's parameters (null: not filtered). */
function params(userId: number, f: StatementFilters) {
  return {
    userId,
    kind: f.kind ?? null,
    direction: f.direction ?? null,
    from: f.from?.toISOString() ?? null,
    to: f.to?.toISOString() ?? null,
  };
}

// The marketplace's own store: its handle is reserved (lib/schemas/auth.ts), so no member holds it.
const storeAccount = "default";

function partyOf(account: string | null, name: string | null, code: string | null): Party {
  if (account === null) return { type: "system", code: code ?? "" };
  if (account.toLowerCase() === storeAccount) return { type: "store", name: name ?? "" };
  return { type: "member", name: name ?? account, account };
}

function toEntry({ t, purchase, outgoing, ...r }: Row): StatementEntry {
  const other = outgoing
    ? { account: r.creditUser, name: r.creditName, code: r.creditCode }
    : { account: r.debitUser, name: r.debitName, code: r.debitCode };
  return {
    id: t.id,
    kind: t.kind,
    status: t.status,
    amount: unitsToDecimal(outgoing ? -t.amount : t.amount, COIN_DECIMALS),
    balanceAfter:
      t.status === "posted" ? unitsToDecimal((outgoing ? t.debitBalanceAfter : t.creditBalanceAfter) ?? 0n, COIN_DECIMALS) : null,
    counterparty: other.account ?? other.code,
    counterpartySystem: other.account === null,
    party: partyOf(other.account, other.name, other.code),
    memo: t.memo,
    createdAt: t.resolvedAt ?? t.createdAt,
    package: purchase?.name_en ? { nameEn: purchase.name_en, nameVi: purchase.name_vi ?? "", buyer: purchase.buyer ?? "" } : null,
  };
}

/** The member's own transfers matching the filters, newest first, one page. */
export async function statement(userId: number, page: number, perPage: number, filters: StatementFilters = {}) {
  const slice = pageSlice(page, perPage);
  const values = params(userId, filters);
  const [ids, counted] = await Promise.all([
    statementPageIds.execute({ ...values, limit: slice.limit, offset: slice.offset }),
    statementCount.execute(values),
  ]);
  const rows = ids.length ? await statementBatch.execute({ ...values, ids: ids.map((r) => r.id).join(",") }) : [];
  const { items, ...meta } = pageOf(rows, counted, slice);
  return { items: items.map(toEntry), ...meta };
}

/**
 * The member's latest transfers (newest first, unfiltered) and how many they have in all: the
 * first page of `statement` with its total, in one query.
 */
export async function recentStatement(userId: number, limit: number): Promise<{ items: StatementEntry[]; total: number }> {
  const rows = await recentRows.execute({ ...params(userId, {}), limit });
  // No row only when the member has no transfer at all: the count is then 0 too.
  return { items: rows.map(({ total: _total, ...row }) => toEntry(row)), total: rows[0]?.total ?? 0 };
}

/** The kinds of transfer the member's statement holds, in the list's order (the kind filter offers only these). */
export async function statementKinds(userId: number): Promise<TransferKind[]> {
  const held = new Set((await statementKindRows.execute({ userId })).map((r) => r.kind));
  return transferKinds.filter((k) => held.has(k));
}

/** The party a row shows: a package's buyer for a commission, the marketplace for a package's price. */
function rowParty(e: StatementEntry, brand: string): Party | string {
  if (!e.package) return e.party;
  return e.kind === "commission" ? e.package.buyer : brand;
}

/**
 * The member's filtered statement as a CSV file in the page's language, read in batches while it
 * is sent (decision 262): the columns a member reads in a spreadsheet, times in New York under a
 * header that says so, amounts signed with a dot decimal (decision 197).
 */
export function statementCsv(userId: number, filters: StatementFilters, lng: Language): CsvTable {
  const t = textsIn(lng);
  const values = params(userId, filters);
  const batches = inBatches((limit, offset) => statementPageIds.execute({ ...values, limit, offset }), async (ids) =>
    (await statementBatch.execute({ ...values, ids: ids.join(",") })).map(toEntry),
  );
  const columns = ["id", "date", "kind", "direction", "counterparty", "amount", "balanceAfter", "status", "memo"] as const;
  return csvTable(
    columns.map((k) => t(`wallet:statement.csv.${k}`)),
    batches,
    (e) => {
      const party = rowParty(e, t("packages:statement.company"));
      return [
        e.id,
        newYorkDateTime(e.createdAt),
        t(`wallet:kinds.${e.kind}`),
        t(`wallet:statement.directions.${e.amount.startsWith("-") ? "out" : "in"}`),
        typeof party === "string" ? party : partyText(t, party),
        new CsvNumber(e.amount),
        e.balanceAfter === null ? null : new CsvNumber(e.balanceAfter),
        t(`wallet:status.${e.status}`),
        e.memo,
      ];
    },
  );
}
