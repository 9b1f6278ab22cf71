import { checkAuditChainNow } from "~/domain/audit";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.audit.chain-check";
import { auditChainJson } from "./presenters/audit";

/**
 * POST /api/admin/audit/chain-check → 202 { chain } (admins): the page's "Check now" (decision 279):
 * a whole walk of the hash chain is queued in the background, the entries since the last one are
 * checked afresh; `chain` is the state after, as GET /api/admin/audit answers it.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    await requireApiAdmin(args.request);
    return Response.json({ chain: auditChainJson(await checkAuditChainNow()) }, { status: 202 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
