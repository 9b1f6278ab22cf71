import { refundPurchase } from "~/domain/packages";
import { refundJsonSchema } from "~/lib/schemas/packages";
import { api, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.packages.refund";
import { adminPurchaseJson } from "./presenters/packages";

/**
 * POST /api/admin/packages/purchases/{id}/refund {reason} + Idempotency-Key → the refunded purchase
 * (admins; at most once), or 202 with the purchase and its `refund_request` when the referrer cannot
 * give the whole commission back: then a second admin confirms it (decision 288).
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    const key = idempotencyKeyOf(args.request);
    const { reason } = await readJson(args.request, refundJsonSchema);
    const { purchase, replayed, awaiting } = await refundPurchase(admin, id, reason, key);
    return Response.json(adminPurchaseJson(purchase), {
      status: awaiting ? 202 : 200,
      headers: replayed ? { "Idempotent-Replayed": "true" } : undefined,
    });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
