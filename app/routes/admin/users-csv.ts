import { usersCsv } from "~/domain/back-office";
import { userListQuery } from "~/lib/schemas/user-admin";
import { csvDownload } from "~/utils/downloads.server";
import { currentUser } from "~/utils/permissions.server";

import type { Route } from "./+types/users-csv";

/** GET /admin/users.csv?q=&role=&activated=&locked=&from=&to=&sort=: the filtered users as a file (admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = userListQuery(new URL(request.url).searchParams);
  return csvDownload("users.csv", await usersCsv(currentUser(context), query));
}
