import { and, desc, eq, gte, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";

import { idIn, inBatches, newestFirstIds } from "~/db/batches.server";
import { db } from "~/db/client.server";
import { byDate, keysetFor, newestCreatedAnchors, newestFirst, paginateBounded, type ListPaging } from "~/db/keyset.server";
import { sortedBy } from "~/db/paginate.server";
import { accounts, transferKinds, transfers, transferStatuses, users, type TransferKind, type TransferStatus } from "~/db/schema";
import { memberBalance, type Balance } from "~/domain/ledger";
import { CsvNumber, csvTable, newYorkColumn, type CsvTable } from "~/lib/csv";
import { DomainError } from "~/lib/errors";
import { COIN_DECIMALS, unitsToDecimal, unitsToNumber } from "~/lib/money";
import { dayRange } from "~/lib/params";
import { sortOf, type SortOrder } from "~/lib/sort";
import { transactionSorts } from "~/lib/wallet-terms";

/**
 * The wallet's read model: a member's balance as the pages and the API show it, their statement,
 * and the back office's list of every transfer. Balances change only in ledger.server.ts.
 */

/** The member's wallet as the API answers it (numbers of CCT). */
export async function walletOf(userId: number) {
  return walletFrom(await memberBalance(userId));
}

/** The wallet of a balance already read (the page's, shared with its header). */
export function walletFrom({ balance, held, available }: Balance) {
  return {
    currency: "CCT",
    balance: unitsToNumber(balance, COIN_DECIMALS),
    held: unitsToNumber(held, COIN_DECIMALS),
    available: unitsToNumber(available, COIN_DECIMALS),
  };
}

// ---- statements and the back office's transaction list ----

const debitAccount = alias(accounts, "debit_account");
const creditAccount = alias(accounts, "credit_account");
const debitUser = alias(users, "debit_user");
const creditUser = alias(users, "credit_user");

/** Joins both sides of the transfers: members' usernames, system accounts' codes. */
function withSides<T extends PgSelect>(query: T) {
  return query
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .leftJoin(debitUser, eq(debitUser.id, debitAccount.userId))
    .leftJoin(creditUser, eq(creditUser.id, creditAccount.userId));
}

const sides = {
  t: transfers,
  debitUser: debitUser.account,
  debitCode: debitAccount.code,
  creditUser: creditUser.account,
  creditCode: creditAccount.code,
};

function transactionsQuery(where: SQL | undefined) {
  return withSides(db.select(sides).from(transfers).$dynamic()).where(where);
}

export interface TransactionFilters {
  kind?: TransferKind;
  status?: TransferStatus;
  /** A member's username (either side). */
  member?: string;
  /** The first instant included (a New York day's midnight, `newYorkDay`). */
  from?: Date;
  /** The first instant excluded: the midnight ending the last day. */
  to?: Date;
  sort?: SortOrder<(typeof transactionSorts)[number]> | null;
}

const transactionColumns: Record<(typeof transactionSorts)[number], SQLWrapper> = {
  id: transfers.id,
  created: transfers.createdAt,
  kind: transfers.kind,
  amount: transfers.amount,
  status: transfers.status,
};

function transactionOrder(f: TransactionFilters): SQL[] {
  return sortedBy(f.sort, transactionColumns, transfers.id, [desc(transfers.id)]);
}

function filterWhere(f: TransactionFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.kind) parts.push(eq(transfers.kind, f.kind));
  if (f.status) parts.push(eq(transfers.status, f.status));
  if (f.from) parts.push(gte(transfers.createdAt, f.from));
  if (f.to) parts.push(lt(transfers.createdAt, f.to));
  if (f.member) {
    // The username resolved to its wallet once (users_account_lower_idx, then accounts_user_idx), and
    // the transfers read by their own account indexes: no lower() of both sides across the joins (decision 240).
    const wallet = sql`(select ${accounts.id} from ${accounts} join ${users} on ${users.id} = ${accounts.userId}
      where lower(${users.account}) = ${f.member.toLowerCase()})`;
    parts.push(or(eq(transfers.debitAccountId, wallet), eq(transfers.creditAccountId, wallet))!);
  }
  return parts.length ? and(...parts) : undefined;
}

export interface TransactionRow {
  id: number;
  kind: TransferKind;
  status: TransferStatus;
  amount: string;
  /** A member's username, or a system account's code (fromSystem / toSystem say which). */
  from: string;
  to: string;
  fromSystem: boolean;
  toSystem: boolean;
  reference: string | null;
  memo: string | null;
  idempotencyKey: string;
  createdBy: number | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

type QueryRow = Awaited<ReturnType<typeof transactionsQuery>>[number];

function toRow({ t, ...r }: QueryRow): TransactionRow {
  return {
    id: t.id,
    kind: t.kind,
    status: t.status,
    amount: unitsToDecimal(t.amount, COIN_DECIMALS),
    from: r.debitUser ?? r.debitCode ?? "",
    to: r.creditUser ?? r.creditCode ?? "",
    fromSystem: r.debitUser === null,
    toSystem: r.creditUser === null,
    reference: t.referenceType ? `${t.referenceType}#${t.referenceId}` : null,
    memo: t.memo,
    idempotencyKey: t.idempotencyKey,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    resolvedAt: t.resolvedAt,
  };
}

/** The transfers' anchors (decision 282), in the list's default order. */
export const transferAnchors = newestCreatedAnchors("transfers", transfers, transfers.createdAt, transfers.id);

/**
 * Every transfer matching the filters, newest first (or by a column), one page. Newest first — by
 * id, or by (created_at, id) when sorted so — pages are read by keyset from a cursor, deep numbered
 * ones by their ids first.
 */
export async function listTransactions(f: TransactionFilters, page: number, perPage: number, paging: ListPaging = {}) {
  const where = filterWhere(f);
  const idOf = (r: QueryRow) => r.t.id;
  const { items, ...meta } = await paginateBounded(
    {
      rows: (extra, order) => transactionsQuery(and(where, extra)).orderBy(...order),
      // Every transfer has both sides (foreign keys): the count and the ids need no joins, the filters none either.
      ids: () => db.select({ id: transfers.id }).from(transfers).where(where).$dynamic(),
      id: transfers.id,
      order: transactionOrder(f),
      keyset: keysetFor(f.sort, transfers, transfers.createdAt, transfers.id, idOf),
      anchors: !where && byDate(f.sort) ? transferAnchors : undefined,
    },
    page,
    perPage,
    paging,
  );
  return { items: items.map(toRow), ...meta };
}

export async function getTransaction(id: number): Promise<TransactionRow> {
  const [row] = await transactionsQuery(eq(transfers.id, id)).limit(1);
  if (!row) throw new DomainError("wallet:errors.notFound", 404);
  return toRow(row);
}

/** The file's columns (its own names: a CSV is read by spreadsheets, not by the app). */
const csvColumns: [string, (r: TransactionRow) => unknown][] = [
  ["id", (r) => r.id],
  [newYorkColumn("created_at"), (r) => r.createdAt],
  ["kind", (r) => r.kind],
  ["status", (r) => r.status],
  ["amount", (r) => new CsvNumber(r.amount)],
  ["from", (r) => r.from],
  ["to", (r) => r.to],
  ["reference", (r) => r.reference],
  ["memo", (r) => r.memo],
  ["idempotency_key", (r) => r.idempotencyKey],
];

/** The filtered transfers as CSV, in the list's order, read in batches while it is sent (decision 262). */
export function transactionsCsv(f: TransactionFilters): CsvTable {
  const order = transactionOrder(f);
  // The filters need no joins (filterWhere): the ids come from transfers alone. Newest first by
  // (created_at, id) (the list's default) is read by keyset on transfers_created_idx.
  const ids =
    f.sort && newestFirst(f.sort)
      ? newestFirstIds(transfers, transfers, filterWhere(f))
      : db
          .select({ id: transfers.id })
          .from(transfers)
          .where(filterWhere(f))
          .orderBy(...order);
  const batch = async (list: number[]) => (await transactionsQuery(idIn(transfers.id, list)).orderBy(...order)).map(toRow);
  return csvTable(
    csvColumns.map(([name]) => name),
    inBatches(ids, batch),
    (r) => csvColumns.map(([, value]) => value(r)),
  );
}

/** The back office's transaction filters from the query string (unknown values are ignored). */
export function transactionFilters(q: URLSearchParams): TransactionFilters {
  return {
    kind: transferKinds.find((k) => k === q.get("kind")),
    status: transferStatuses.find((s) => s === q.get("status")),
    member: q.get("member")?.trim() || undefined,
    ...dayRange(q),
    sort: sortOf(q, transactionSorts, { key: "created", desc: true }),
  };
}
