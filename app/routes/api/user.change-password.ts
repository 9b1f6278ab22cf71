import { changePassword } from "~/domain/accounts";
import { changePasswordSchema } from "~/lib/schemas/account";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/user.change-password";

/** PATCH /api/user/change_password {password, newPassword, confirmationPassword}: every token is revoked. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    await changePassword(user, await readJson(args.request, changePasswordSchema));
    return { message: "OK" };
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "PATCH");
}
