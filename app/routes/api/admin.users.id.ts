import { adminUserJson } from "~/domain/back-office";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiBackOffice } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.users.id";

/** GET /api/admin/users/{id} → the user, their wallet and activity counts (admins and moderators). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiBackOffice(args.request);
    return adminUserJson(requireId(args.params.id));
  });
}
