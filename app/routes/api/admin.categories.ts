import { listCategories } from "~/domain/catalogue";
import { api } from "~/utils/api.server";

import type { Route } from "./+types/admin.categories";

/** GET /api/admin/categories → [{ id, name }] (public: the stores read it). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, () => listCategories());
}
