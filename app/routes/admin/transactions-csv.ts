import { transactionFilters, transactionsCsv } from "~/domain/wallet";
import { csvFileName } from "~/lib/csv";
import { csvDownload } from "~/utils/downloads.server";

import type { Route } from "./+types/transactions-csv";

/** GET /admin/transactions.csv?kind=&status=&member=&from=&to=: the filtered transfers as a file. */
export function loader({ url }: Route.LoaderArgs) {
  return csvDownload(csvFileName("transactions", url.searchParams), transactionsCsv(transactionFilters(url.searchParams)));
}
