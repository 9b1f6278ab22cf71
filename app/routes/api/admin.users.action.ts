import { adminUserDetail, lockUser, resendActivation, setRoles, unlockUser } from "~/domain/back-office";
import { lockSchema, rolesSchema } from "~/lib/schemas/user-admin";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { notFound, requireId } from "~/utils/params.server";
import { requireApiBackOffice } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.users.action";
import { adminUserJson } from "./presenters/users";

/**
 * POST /api/admin/users/{id}/roles {is_admin, is_mod, is_staff} (admins) · /lock {reason} · /unlock ·
 * /resend-activation (admins; moderators for members) → the user as GET /api/admin/users/{id}.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const actor = await requireApiBackOffice(args.request);
    const id = requireId(args.params.id);
    switch (args.params.action) {
      case "roles":
        await setRoles(actor, id, await readJson(args.request, rolesSchema));
        break;
      case "lock":
        await lockUser(actor, id, (await readJson(args.request, lockSchema)).reason);
        break;
      case "unlock":
        await unlockUser(actor, id);
        break;
      case "resend-activation":
        await resendActivation(actor, id);
        break;
      default:
        notFound();
    }
    return adminUserJson(await adminUserDetail(id));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
