import { revokeSession } from "~/domain/accounts";
import { api, methodNotAllowed } from "~/utils/api.server";
import { bearerToken } from "~/utils/auth.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/auth.logout";

/** POST /api/auth/logout: revokes the access token it is called with. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    await requireApiUser(args.request);
    await revokeSession(bearerToken(args.request)!);
    return { message: "OK" };
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
