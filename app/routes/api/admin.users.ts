import { listUsersForAdmin } from "~/domain/back-office";
import { userListQuery } from "~/lib/schemas/user-admin";
import { api } from "~/utils/api.server";
import { requireApiBackOffice } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.users";
import { adminUserRowJson } from "./presenters/users";

/** GET /api/admin/users?q=&role=&activated=&locked=&from=&to=&sort=&page= → { data, meta } (admins and moderators). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiBackOffice(args.request);
    const list = await listUsersForAdmin(userListQuery(args.url.searchParams));
    return {
      data: list.items.map(adminUserRowJson),
      meta: { total: list.total, page: list.page, pages: list.pages },
    };
  });
}
