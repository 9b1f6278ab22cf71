import { markAllRead } from "~/domain/accounts";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/notifications.readed-all";

/** POST /api/notifications/readed-all: marks every notification of the user read. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => ({ updated: await markAllRead((await requireApiUser(args.request)).id) }));
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
