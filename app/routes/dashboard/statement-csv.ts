import { statementCsv } from "~/domain/wallet";
import { csvFileName } from "~/lib/csv";
import { statementQuery } from "~/lib/statement-filters";
import { csvDownload } from "~/utils/downloads.server";
import { getLanguage } from "~/utils/i18n.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/statement-csv";

/**
 * GET /statement.csv?kind=&direction=&from=&to=: the signed-in member's own filtered statement as
 * a file in the page's language (decision 220); the dashboard layout's guard runs first.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const body = statementCsv(currentUser(context).id, statementQuery(params).filters, getLanguage(context));
  return csvDownload(csvFileName("statement", params), body);
}
