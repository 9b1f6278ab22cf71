import { saveCategories } from "~/domain/categories.server";
import { assertAdmin } from "~/domain/permissions.server";
import { categoriesSchema } from "~/lib/schemas/categories";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/auth.server";

import type { Route } from "./+types/admin.categories.save";

/** POST /api/admin/categories/save {categories: [{id?, name}]} (admins) → the saved list. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    assertAdmin(user);
    return saveCategories(await readJson(args.request, categoriesSchema));
  });
}

export function loader() {
  return methodNotAllowed("POST");
}
