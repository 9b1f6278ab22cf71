import { ordersCsv } from "~/domain/order-lists.server";
import { reportFilters, reportQueryFrom } from "~/lib/schemas/report";
import { csvDownload } from "~/utils/downloads.server";

import type { Route } from "./+types/orders-csv";

/** GET /admin/orders.csv?status=&store=&from=&to=&q=: the Report's filtered orders as a file. */
export async function loader({ request }: Route.LoaderArgs) {
  const filters = reportFilters(reportQueryFrom(new URL(request.url).searchParams));
  return csvDownload("orders.csv", await ordersCsv(filters));
}
