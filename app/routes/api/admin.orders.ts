import { listOrders, orderRowJson, totalsByStatus } from "~/domain/order-lists.server";
import { assertAdmin } from "~/domain/permissions.server";
import { unitsToNumber, USD_DECIMALS } from "~/lib/money";
import { reportFilters, reportQueryFrom } from "~/lib/schemas/report";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

import type { Route } from "./+types/admin.orders";

/** GET /api/admin/orders?status=&store=&from=&to=&q=&page= (admins) → { data, totals, meta }. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    assertAdmin(user);
    const filters = reportFilters(reportQueryFrom(new URL(args.request.url).searchParams));
    const [list, totals] = await Promise.all([listOrders(filters), totalsByStatus(filters)]);
    return {
      data: list.items.map(orderRowJson),
      totals: totals.map((t) => ({
        status: t.status,
        orders: t.orders,
        usd: unitsToNumber(t.usd, USD_DECIMALS),
        vnd: Number(t.vnd),
      })),
      meta: { total: list.total, page: list.page, pages: list.pages },
    };
  });
}
