import { and, desc, eq, getTableColumns, gte, lt, type SQL, type SQLWrapper } from "drizzle-orm";

import { idIn, inBatches, newestFirstIds } from "~/db/batches.server";
import { db, type Executor } from "~/db/client.server";
import { byDate, keysetFor, newestCreatedAnchors, newestFirst, paginateBounded, type ListPaging } from "~/db/keyset.server";
import { sortedBy } from "~/db/paginate.server";
import { auditLog, type AuditEntry, type User } from "~/db/schema";
import { requestScope } from "~/infra/request-scope.server";
import type { AuditAction } from "~/lib/audit";
import { csvTable, newYorkColumn, type CsvTable } from "~/lib/csv";
import type { auditSorts } from "~/lib/schemas/audit";
import type { SortOrder } from "~/lib/sort";

/*
 * The back office's audit trail. Each back-office action calls `audit()` with its own transaction,
 * so the entry is written exactly when the action is, and rolled back with it. The client's
 * address is not a domain argument: the request's middleware puts it in the request's scope.
 * The database chains each entry to the one before (decision 178): appending takes the chain's
 * lock until the transaction ends, so `audit()` is an action's last write; a lock taken after it
 * could wait on a transaction that waits for the chain.
 */

export interface AuditInput {
  actor: Pick<User, "id" | "account"> | null;
  action: AuditAction;
  target: { type: string; id: number | string };
  before?: unknown;
  after?: unknown;
}

/** JSON-safe: bigints become decimal strings, dates ISO strings. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
}

export async function audit(exec: Executor, entry: AuditInput): Promise<void> {
  await exec.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorAccount: entry.actor?.account ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    before: plain(entry.before),
    after: plain(entry.after),
    ip: requestScope()?.ip ?? null,
  });
}

/** An entry as the pages and exports show it: its place in the hash chain is the checker's business. */
const { prevHash: _prevHash, hash: _hash, ...entryColumns } = getTableColumns(auditLog);
type ShownEntry = Omit<AuditEntry, "prevHash" | "hash">;

export interface AuditFilters {
  action?: string;
  actor?: string;
  targetType?: string;
  targetId?: string;
  /** The first instant included (a New York day's midnight, `newYorkDay`). */
  from?: Date;
  /** The first instant excluded: the midnight ending the last day. */
  to?: Date;
  sort?: SortOrder<(typeof auditSorts)[number]> | null;
}

const auditColumns: Record<(typeof auditSorts)[number], SQLWrapper | SQLWrapper[]> = {
  created: auditLog.createdAt,
  actor: auditLog.actorAccount,
  action: auditLog.action,
  target: [auditLog.targetType, auditLog.targetId],
};
const auditOrder = (f: AuditFilters) => sortedBy(f.sort, auditColumns, auditLog.id, [desc(auditLog.id)]);

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.actor ? eq(auditLog.actorAccount, f.actor) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lt(auditLog.createdAt, f.to) : undefined,
  );
}

/** The audit log's anchors (decision 282), in the list's default order. */
export const auditAnchors = newestCreatedAnchors("audit", auditLog, auditLog.createdAt, auditLog.id);

/**
 * Newest first (or by a column), one page. Newest first — by id, or by (created_at, id) when sorted
 * so — pages are read by keyset from a cursor, deep numbered ones by their ids first.
 */
export function listAudit(f: AuditFilters, page: number, perPage = 50, paging: ListPaging = {}) {
  const w = where(f);
  const idOf = (e: ShownEntry) => e.id;
  return paginateBounded<ShownEntry>(
    {
      rows: (extra, order) =>
        db
          .select(entryColumns)
          .from(auditLog)
          .where(and(w, extra))
          .orderBy(...order),
      ids: () => db.select({ id: auditLog.id }).from(auditLog).where(w).$dynamic(),
      id: auditLog.id,
      order: auditOrder(f),
      keyset: keysetFor(f.sort, auditLog, auditLog.createdAt, auditLog.id, idOf),
      anchors: !w && byDate(f.sort) ? auditAnchors : undefined,
    },
    page,
    perPage,
    paging,
  );
}

/** The entries about one record (a user's page, an order's page), newest first. */
export function auditOf(targetType: string, targetId: number | string, limit = 50): Promise<ShownEntry[]> {
  return db
    .select(entryColumns)
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/** The filtered trail as CSV, in the page's order, read in batches while it is sent (decision 262). */
export function auditCsv(f: AuditFilters): CsvTable {
  const order = auditOrder(f);
  // Newest first by (created_at, id) (the page's default) is read by keyset on audit_log_created_idx.
  const ids =
    f.sort && newestFirst(f.sort)
      ? newestFirstIds(auditLog, auditLog, where(f))
      : db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(where(f))
          .orderBy(...order);
  const batch = (list: number[]) =>
    db
      .select(entryColumns)
      .from(auditLog)
      .where(idIn(auditLog.id, list))
      .orderBy(...order);
  return csvTable(
    ["id", newYorkColumn("created_at"), "actor", "action", "target_type", "target_id", "before", "after", "ip"],
    inBatches(ids, batch),
    (r) => [
      r.id,
      r.createdAt,
      r.actorAccount ?? "",
      r.action,
      r.targetType,
      r.targetId,
      r.before === null ? "" : JSON.stringify(r.before),
      r.after === null ? "" : JSON.stringify(r.after),
      r.ip ?? "",
    ],
  );
}
