import { listUsersForAdmin, rolesOf } from "~/domain/back-office";
import { COIN_DECIMALS, unitsToNumber } from "~/lib/money";
import { userListQuery } from "~/lib/schemas/user-admin";
import { api } from "~/utils/api.server";
import { requireApiBackOffice } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.users";

/** GET /api/admin/users?q=&role=&activated=&locked=&from=&to=&sort=&page= → { data, meta } (admins and moderators). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiBackOffice(args.request);
    const list = await listUsersForAdmin(userListQuery(new URL(args.request.url).searchParams));
    return {
      data: list.items.map(({ is_admin, is_mod, is_staff, balance, ...u }) => ({
        ...u,
        roles: rolesOf({ is_admin, is_mod, is_staff }),
        balance: unitsToNumber(balance, COIN_DECIMALS),
      })),
      meta: { total: list.total, page: list.page, pages: list.pages },
    };
  });
}
