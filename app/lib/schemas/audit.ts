import { isAuditAction } from "../audit";
import { dayParam, pageOf } from "../params";

/** /admin/audit and its CSV and API: ?action=&actor=&target_type=&target_id=&from=&to=&page= (unknown values ignored). */
export function auditQuery(params: URLSearchParams) {
  const text = (name: string) => params.get(name)?.trim().slice(0, 64) || undefined;
  const action = params.get("action");
  return {
    action: isAuditAction(action) ? action : undefined,
    actor: text("actor"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    from: dayParam(params, "from"),
    to: dayParam(params, "to", true),
    page: pageOf(params),
  };
}
