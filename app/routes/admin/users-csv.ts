import { usersCsv } from "~/domain/back-office";
import { csvFileName } from "~/lib/csv";
import { userListQuery } from "~/lib/schemas/user-admin";
import { csvDownload } from "~/utils/downloads.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/users-csv";

/** GET /admin/users.csv?q=&role=&activated=&locked=&from=&to=&sort=: the filtered users as a file (admins). */
export function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = userListQuery(params);
  return csvDownload(csvFileName("users", params), usersCsv(currentUser(context), query));
}
