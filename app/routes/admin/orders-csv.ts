import { ordersCsv } from "~/domain/orders";
import { csvFileName } from "~/lib/csv";
import { orderSorts, reportFilters, reportQueryFrom } from "~/lib/schemas/report";
import { sortOf } from "~/lib/sort";
import { csvDownload } from "~/utils/downloads.server";

import type { Route } from "./+types/orders-csv";

/** GET /admin/orders.csv?status=&store=&from=&to=&q=&sort=: the Report's filtered orders as a file, in the Report's order. */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const filters = reportFilters(reportQueryFrom(params));
  return csvDownload(csvFileName("orders", params), ordersCsv({ ...filters, sort: sortOf(params, orderSorts, null) }));
}
