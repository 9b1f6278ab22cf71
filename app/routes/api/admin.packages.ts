import { listAllPackages, savePackage } from "~/domain/packages";
import { packageJsonSchema } from "~/lib/schemas/packages";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.packages";
import { adminPackageJson, packageJson } from "./presenters/packages";

/** GET /api/admin/packages → every package, active or not, with its purchase count (admins). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => ({ data: (await listAllPackages(await requireApiAdmin(args.request))).map(adminPackageJson) }));
}

/** POST /api/admin/packages {package fields} → 201 the package (admins). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const input = await readJson(args.request, packageJsonSchema);
    return Response.json(packageJson(await savePackage(admin, null, input)), { status: 201 });
  });
}
