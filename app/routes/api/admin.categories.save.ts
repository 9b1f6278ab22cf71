import { saveCategories } from "~/domain/catalogue";
import { categoriesSchema } from "~/lib/schemas/categories";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.categories.save";

/** POST /api/admin/categories/save {categories: [{id?, name}]} (admins) → the saved list. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    return saveCategories(admin, await readJson(args.request, categoriesSchema));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
