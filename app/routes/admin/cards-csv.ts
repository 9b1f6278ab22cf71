import { cardsCsv } from "~/domain/cards";
import { csvFileName } from "~/lib/csv";
import { cardListQuery } from "~/lib/schemas/cards";
import { csvDownload } from "~/utils/downloads.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/cards-csv";

/** GET /admin/cards.csv?batch=&status=&discount=&from=&to=&member=&q=: the filtered cards (a batch to print) as a file. */
export function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = cardListQuery(params);
  const name = query.batch ? `cards-${query.batch.replace(/[^A-Za-z0-9-]/g, "")}` : "cards";
  return csvDownload(csvFileName(name, params), cardsCsv(currentUser(context), query));
}
