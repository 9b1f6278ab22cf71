import { publicUser, updateProfile } from "~/domain/accounts";
import { profileSchema } from "~/lib/schemas/account";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/user.update";
import { publicUserJson } from "./presenters/users";

/** PATCH /api/user/update {name, address, ccm_address, account, phone_number, phoneNumberRaw} → the user. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const input = await readJson(args.request, profileSchema);
    return publicUserJson(await publicUser(await updateProfile(user.id, input)));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "PATCH");
}
