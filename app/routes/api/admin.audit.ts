import { auditChainStatus, listAudit } from "~/domain/audit";
import { cursorParam } from "~/lib/cursor.server";
import { auditQuery } from "~/lib/schemas/audit";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.audit";
import { auditChainJson } from "./presenters/audit";
import { boundedPageJson } from "./presenters/paging";

/**
 * GET /api/admin/audit?action=&actor=&target_type=&target_id=&from=&to=&page=&cursor= →
 * { data, meta, chain } (admins): the page's list and its chain state (decision 276). Read-only:
 * POST /api/admin/audit/chain-check is "Check now" (decision 279).
 */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const query = auditQuery(args.url.searchParams);
    const [list, chain] = await Promise.all([
      listAudit(query, query.page, 50, { cursor: cursorParam(args.url) }),
      auditChainStatus(),
    ]);
    return {
      data: list.items.map((e) => ({
        id: e.id,
        created_at: e.createdAt,
        actor: e.actorAccount,
        action: e.action,
        target_type: e.targetType,
        target_id: e.targetId,
        before: e.before,
        after: e.after,
        ip: e.ip,
      })),
      meta: boundedPageJson(list),
      chain: auditChainJson(chain),
    };
  });
}
