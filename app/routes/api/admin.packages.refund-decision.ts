import { confirmRefund, rejectRefund } from "~/domain/packages";
import { DomainError } from "~/lib/errors";
import { refundJsonSchema } from "~/lib/schemas/packages";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.packages.refund-decision";
import { adminPurchaseJson } from "./presenters/packages";

/**
 * A refund waiting for a second admin (decision 288):
 * POST /api/admin/packages/purchases/{id}/refund/confirm → the refunded purchase (once: then 409).
 * POST /api/admin/packages/purchases/{id}/refund/reject {reason} → the purchase, its refund request rejected.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    if (args.params.decision === "confirm") return adminPurchaseJson((await confirmRefund(admin, id)).purchase);
    if (args.params.decision !== "reject") throw new DomainError("errors:notFound", 404);
    const { reason } = await readJson(args.request, refundJsonSchema);
    return adminPurchaseJson(await rejectRefund(admin, id, reason));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
