import { getMyPurchase } from "~/domain/packages";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages.purchases.id";

/** GET /api/packages/purchases/{id} → one of the member's own purchases (another member's: 404). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => getMyPurchase((await requireApiUser(args.request)).id, requireId(args.params.id)));
}
