import { getMyPurchase } from "~/domain/packages";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages.purchases.id";
import { purchaseJson } from "./presenters/packages";

/** GET /api/packages/purchases/{id} → one of the member's own purchases (another member's: 404). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () =>
    purchaseJson(await getMyPurchase((await requireApiUser(args.request)).id, requireId(args.params.id))),
  );
}
