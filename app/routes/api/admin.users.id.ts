import { adminUserDetail } from "~/domain/back-office";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiBackOffice } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.users.id";
import { adminUserJson } from "./presenters/users";

/** GET /api/admin/users/{id} → the user, their wallet and activity counts (admins and moderators). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiBackOffice(args.request);
    return adminUserJson(await adminUserDetail(requireId(args.params.id)));
  });
}
