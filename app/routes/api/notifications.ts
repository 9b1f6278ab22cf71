import { listNotifications } from "~/domain/accounts";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/notifications";
import { notificationJson } from "./presenters/notifications";

/** GET /api/notifications → [{ id, title, vi_title, url, readed, created_at }], newest first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => (await listNotifications((await requireApiUser(args.request)).id)).map(notificationJson));
}
