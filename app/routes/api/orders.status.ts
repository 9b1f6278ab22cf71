import { changeOrderStatus, orderForUser } from "~/domain/orders";
import { statusChangeSchema } from "~/lib/schemas/store";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders.status";
import { orderDetailJson } from "./presenters/orders";

/** POST /api/orders/{id}/status {to, note?} → the order; 409 for a transition the state machine refuses, 403 for a role that may not make it. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const id = requireId(args.params.id);
    const { actors } = await orderForUser(id, user);
    const input = await readJson(args.request, statusChangeSchema);
    await changeOrderStatus({
      orderId: id,
      to: input.to,
      actors,
      by: user,
      note: input.note,
    });
    const { detail, next } = await orderForUser(id, user);
    return { ...orderDetailJson(detail), next_statuses: next };
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
