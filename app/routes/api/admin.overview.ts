import { adminOverview } from "~/domain/back-office";
import { overviewDaysOf } from "~/lib/overview";
import { api } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.overview";
import { overviewJson } from "./presenters/overview";

/** GET /api/admin/overview?days=7|30|90 (admins): the back-office overview's figures and daily series. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiAdmin(args.request);
    const days = overviewDaysOf(args.url.searchParams.get("days"));
    return overviewJson(await adminOverview({ days }));
  });
}
