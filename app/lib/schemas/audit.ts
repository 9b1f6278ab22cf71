import { isAuditAction } from "../audit";
import { dayRange, pageOf } from "../params";
import { sortOf } from "../sort";

/** The columns /admin/audit sorts by (?sort=); newest first by default. */
export const auditSorts = ["created", "actor", "action", "target"] as const;

/** /admin/audit and its CSV and API: ?action=&actor=&target_type=&target_id=&from=&to=&sort=&page= (unknown values ignored). */
export function auditQuery(params: URLSearchParams) {
  const text = (name: string) => params.get(name)?.trim().slice(0, 64) || undefined;
  const action = params.get("action");
  return {
    action: isAuditAction(action) ? action : undefined,
    actor: text("actor"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ...dayRange(params),
    sort: sortOf(params, auditSorts, { key: "created", desc: true }),
    page: pageOf(params),
  };
}
