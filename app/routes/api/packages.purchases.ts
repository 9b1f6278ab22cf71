import { listMyPurchases } from "~/domain/packages";
import { pageParam } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages.purchases";
import { purchaseJson } from "./presenters/packages";

/** GET /api/packages/purchases?page= → the member's own purchases, newest first, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const { items, ...meta } = await listMyPurchases(user.id, pageParam(args.url));
    return { data: items.map(purchaseJson), meta };
  });
}
