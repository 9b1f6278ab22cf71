import { orderForUser } from "~/domain/orders";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders.detail";
import { orderDetailJson } from "./presenters/orders";

/** GET /api/orders/{id} → the order for its buyer, its store owner, staff (system store) or an admin; 404 for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { detail, next } = await orderForUser(requireId(args.params.id), user);
    return { ...orderDetailJson(detail), next_statuses: next };
  });
}
