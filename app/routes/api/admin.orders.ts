import { listOrders, totalsByStatus } from "~/domain/orders";
import { cursorParam } from "~/lib/cursor.server";
import { unitsToNumber, USD_DECIMALS } from "~/lib/money";
import { reportFilters, reportQueryFrom } from "~/lib/schemas/report";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.orders";
import { orderRowJson } from "./presenters/orders";
import { boundedPageJson } from "./presenters/paging";

/** GET /api/admin/orders?status=&store=&from=&to=&q=&page=&cursor= (admins) → { data, totals, meta }. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const filters = reportFilters(reportQueryFrom(args.url.searchParams));
    const [list, totals] = await Promise.all([
      listOrders(filters, 20, { cursor: cursorParam(args.url) }),
      totalsByStatus(filters),
    ]);
    return {
      data: list.items.map(orderRowJson),
      totals: totals.map((t) => ({
        status: t.status,
        orders: t.orders,
        usd: unitsToNumber(t.usd, USD_DECIMALS),
        vnd: Number(t.vnd),
      })),
      meta: boundedPageJson(list),
    };
  });
}
