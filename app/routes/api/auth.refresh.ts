import { createSession, revokeSession, sessionMaxAgeSeconds } from "~/domain/accounts";
import { api, methodNotAllowed } from "~/utils/api.server";
import { bearerToken } from "~/utils/auth.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/auth.refresh";

/** POST /api/auth/refresh: a new access token; the one it is called with stops working. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const token = await createSession(user.id, "api");
    await revokeSession(bearerToken(args.request)!);
    return { access_token: token, token_type: "Bearer", expires_in: sessionMaxAgeSeconds };
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
