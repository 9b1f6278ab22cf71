import { listPurchases } from "~/domain/packages";
import { positiveId } from "~/lib/params";
import { packageListQuery } from "~/lib/schemas/packages";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.packages.purchases";
import { adminPurchaseJson } from "./presenters/packages";

/** GET /api/admin/packages/purchases?package_id=&status=&q=&page= → every purchase, newest first (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const params = args.url.searchParams;
    const packageId = positiveId(params.get("package_id")) ?? undefined;
    const { items, ...meta } = await listPurchases(admin, { ...packageListQuery(params), packageId });
    return { data: items.map(adminPurchaseJson), meta };
  });
}
