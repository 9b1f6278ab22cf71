import { getProduct, requireOpenStore } from "~/domain/catalogue";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";

import type { Route } from "./+types/store.product";
import { productJson } from "./presenters/catalogue";

/** GET /api/store/{account}/products/{id} → the published product, or 404. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const store = await requireOpenStore(args.params.account);
    return productJson(await getProduct(store.id, requireId(args.params.id)));
  });
}
