import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { idIn, idList, inBatches, type KeysetIds } from "~/db/batches.server";
import { db } from "~/db/client.server";
import { pageOf, pageSlice, type PageSlice } from "~/db/paginate.server";
import { accounts, packagePurchases, transferKinds, transfers, users, type TransferKind, type TransferStatus } from "~/db/schema";
import { textsIn } from "~/infra/texts.server";
import { CsvNumber, csvTable, type CsvTable } from "~/lib/csv";
import { decodeCursor, encodeCursor } from "~/lib/cursor.server";
import { newYorkDateTime } from "~/lib/dates";
import type { Language } from "~/lib/i18n";
import { COIN_DECIMALS, unitsToDecimal } from "~/lib/money";
import { partyText, type Party } from "~/lib/parties";
import type { StatementFilters } from "~/lib/statement-filters";

import {
  isWhole,
  latestParts,
  shownAt,
  shownKey,
  statementFirstPage,
  statementPage,
  statementSlice,
  statementTotal,
  type Position,
} from "./statement-ids.server";

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

// The rows of a page, by their ids (statement-ids.server.ts), with their joins: planned once per
// connection (the joins took PostgreSQL longer to plan than to run); the member and the ids are its
// parameters. The member's own rows only, whatever ids are asked: checked on the joined accounts,
// where no index of `transfers` can serve it. Written on the transfer's own columns, a custom plan
// (a connection's first five runs, its parameters' values known) read the member's whole history
// by those columns' indexes and kept the batch's ids from it: 100-480 ms a batch at 20,000 rows
// (S2), where the ids by the primary key take 2-4 ms (decision 277).
const memberId = sql.placeholder("userId");
const owned = or(eq(debitAccount.userId, memberId), eq(creditAccount.userId, memberId));

const newestFirst = [desc(shownAt), desc(transfers.id)];

const rowFields = {
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

/**
 * Transfers with their parties and package, as a statement row shows them, and each row's cursor
 * position; `total` is a count to answer with them (null where none is asked).
 */
function statementRows(total: SQL, which: SQL) {
  return db
    .select({ ...rowFields, total: sql<string | null>`${total}`, at: shownKey })
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
    .where(and(owned, which))
    .orderBy(...newestFirst);
}

const statementBatch = statementRows(sql`null`, idIn(transfers.id, sql.placeholder("ids"))).prepare("statement_batch");

// Page 1 of the whole statement (the dashboard's latest transfers, the back office's view of a
// member): its ids, its count (an uncorrelated subquery: run once, whatever the rows) and its rows
// in one prepared statement, planned once per connection and never built again in a request.
const latest = latestParts(memberId, sql.placeholder("limit"));
const statementLatest = statementRows(
  latest.total,
  sql`${transfers.id} in (select ${sql.identifier("id")} from (${latest.ids}) ${sql.identifier("latest")})`,
).prepare("statement_latest");
// Whether the member holds each kind: two index probes a kind (transfers_*_kind_idx, decision 267)
// where `select distinct kind` read every row of their history (20,000: 100 ms at S2).
// The account's id qualified by hand: Drizzle writes a one-table select's columns unqualified, and
// inside the subquery a bare "id" would be the transfer's.
const heldBy = sql`${accounts}.${sql.identifier(accounts.id.name)}`;
const holds = (kind: TransferKind) =>
  sql<boolean>`exists (select 1 from ${transfers} where ${transfers.debitAccountId} = ${heldBy} and ${transfers.kind} = ${kind})
    or exists (select 1 from ${transfers} where ${transfers.creditAccountId} = ${heldBy} and ${transfers.kind} = ${kind})`;
const statementKindRows = db
  .select(Object.fromEntries(transferKinds.map((k) => [k, holds(k)])) as Record<TransferKind, SQL<boolean>>)
  .from(accounts)
  .where(eq(accounts.userId, memberId))
  .prepare("statement_kinds");

type Row = Awaited<ReturnType<typeof statementBatch.execute>>[number];

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

async function entriesOf(userId: number, ids: readonly number[]): Promise<StatementEntry[]> {
  if (!ids.length) return [];
  return (await statementBatch.execute({ userId, ids: idList(ids) })).map(toEntry);
}

/** The member's own transfers matching the filters, newest first, one numbered page. */
export async function statement(userId: number, page: number, perPage: number, filters: StatementFilters = {}) {
  const slice = pageSlice(page, perPage);
  if (slice.offset === 0 && isWhole(filters)) return latestPage(userId, slice);
  // Counted first: a page past the middle is read from the oldest end. Page 1 is counted with its ids.
  let total: number;
  let ids: Position[];
  if (slice.offset === 0) {
    ({ total, ids } = await statementFirstPage(userId, filters, slice.limit));
  } else {
    total = await statementTotal(userId, filters);
    ids = await statementPage(userId, filters, total, slice.offset, slice.limit);
  }
  const entries = await entriesOf(
    userId,
    ids.map((r) => r.id),
  );
  return pageWith(entries, total, slice, ids.at(-1));
}

/** Page 1 of the whole statement in one round trip (the dashboard). */
async function latestPage(userId: number, slice: PageSlice) {
  const rows = await statementLatest.execute({ userId, limit: Math.max(slice.limit, 0) });
  const last = rows.at(-1);
  return pageWith(rows.map(toEntry), Number(rows[0]?.total ?? 0), slice, last && { at: last.at, id: last.t.id });
}

function pageWith(entries: StatementEntry[], total: number, slice: PageSlice, last: Position | undefined) {
  const { items, ...meta } = pageOf(entries, [{ total }], slice);
  return { items, ...meta, next: last && meta.page < meta.pages ? cursorAfter(last) : null };
}

/** The member's latest transfers, uncounted (the back office's view of a member). */
export async function latestStatement(userId: number, rows: number): Promise<StatementEntry[]> {
  return (await statementLatest.execute({ userId, limit: rows })).map(toEntry);
}

/**
 * The transfers after a cursor (from the newest without one), newest first, and the cursor of the
 * next page (null after the oldest): the same cost at any depth, and no row lost or repeated when
 * transfers are made between two requests (they are newer than any cursor). Null for a cursor that
 * is not one.
 */
export async function statementAfter(userId: number, cursor: string | null, perPage: number) {
  const before = cursor === null ? undefined : positionOf(cursor);
  if (before === null) return null;
  const ids = await statementSlice(userId, {}, { limit: perPage + 1, before });
  const shown = ids.slice(0, perPage);
  return {
    items: await entriesOf(
      userId,
      shown.map((r) => r.id),
    ),
    next: ids.length > perPage ? cursorAfter(shown[perPage - 1]) : null,
  };
}

// The lists' one cursor (lib/cursor.server.ts), timed: a statement's order is its rows' instants.
const cursorAfter = (p: Position) => encodeCursor({ at: p.at, key: p.id });

/** The row a cursor names, or null when it is not one the statement gives (it gives none read backwards). */
function positionOf(cursor: string): Position | null {
  const c = decodeCursor(cursor, true);
  return c?.at && !c.back ? { at: c.at, id: c.key } : null;
}

/** The kinds of transfer the member's statement holds, in the list's order (the kind filter offers only these). */
export async function statementKinds(userId: number): Promise<TransferKind[]> {
  const [held] = await statementKindRows.execute({ userId });
  return transferKinds.filter((k) => held?.[k] === true);
}

/** The party a row shows: a package's buyer for a commission, the marketplace for a package's price. */
function rowParty(e: StatementEntry, brand: string): Party | string {
  if (!e.package) return e.party;
  return e.kind === "commission" ? e.package.buyer : brand;
}

/**
 * The filtered statement's ids by keyset, each batch the next rows after the last one sent (decision
 * 267): transfers made during the download are newer than its first row, so they are not in it.
 */
function statementIds(userId: number, filters: StatementFilters): KeysetIds {
  return { after: (before) => ({ limit: (limit) => statementSlice(userId, filters, { limit, before }) }) };
}

/**
 * The member's filtered statement as a CSV file in the page's language, read in batches while it
 * is sent (decision 262): the columns a member reads in a spreadsheet, times in New York under a
 * header that says so, amounts signed with a dot decimal (decision 197).
 */
export function statementCsv(userId: number, filters: StatementFilters, lng: Language): CsvTable {
  const t = textsIn(lng);
  const batches = inBatches(statementIds(userId, filters), (ids) => entriesOf(userId, ids));
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
