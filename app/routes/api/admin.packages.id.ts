import { getPackage, savePackage } from "~/domain/packages";
import { packageJsonSchema } from "~/lib/schemas/packages";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.packages.id";
import { packageJson } from "./presenters/packages";

/** GET /api/admin/packages/{id} → one package (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => packageJson(await getPackage(await requireApiAdmin(args.request), requireId(args.params.id))));
}

/** PATCH /api/admin/packages/{id} {package fields} → the changed package; past purchases keep their snapshot (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    return packageJson(await savePackage(admin, id, await readJson(args.request, packageJsonSchema)));
  });
}
