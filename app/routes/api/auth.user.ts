import { publicUser } from "~/domain/accounts";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/auth.user";
import { publicUserJson } from "./presenters/users";

/** GET /api/auth/user: the signed-in user. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    return publicUserJson(await publicUser(user));
  });
}
