import { listOrders } from "~/domain/orders";
import { pageOf } from "~/lib/params";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders";
import { orderRowJson } from "./presenters/orders";

/** GET /api/orders?as=buyer|seller&page= → the member's orders (as buyer by default, or placed in their store). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const asSeller = args.url.searchParams.get("as") === "seller";
    const list = await listOrders({
      ...(asSeller ? { storeId: user.id } : { buyerId: user.id }),
      page: pageOf(args.url.searchParams),
    });
    return { data: list.items.map(orderRowJson), meta: { total: list.total, page: list.page, pages: list.pages } };
  });
}
