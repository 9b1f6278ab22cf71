import { auditCsv } from "~/domain/audit";
import { csvFileName } from "~/lib/csv";
import { auditQuery } from "~/lib/schemas/audit";
import { csvDownload } from "~/utils/downloads.server";

import type { Route } from "./+types/audit-csv";

/** GET /admin/audit.csv?action=&actor=&target_type=&target_id=&from=&to=: the filtered audit trail as a file. */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return csvDownload(csvFileName("audit", params), auditCsv(auditQuery(params)));
}
