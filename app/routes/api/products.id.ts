import { getMyProduct, setMyProductActive, updateMyProduct } from "~/domain/catalogue";
import { DomainError } from "~/lib/errors";
import { productActiveSchema, productSchema } from "~/lib/schemas/products";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/products.id";
import { ownProductJson } from "./presenters/catalogue";

/** GET /api/products/{id} → one of the member's products (another member's is a 404). */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.action !== undefined) return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    return ownProductJson(await getMyProduct(user.id, requireId(args.params.id)));
  });
}

/**
 * PATCH /api/products/{id} {the product's fields} → saved; a change of anything but the stock waits
 * for an admin. POST /api/products/{id}/status {active} → published or inactive (approved products).
 */
export async function action(args: Route.ActionArgs) {
  const wantsStatus = args.params.action === "status";
  if (wantsStatus) {
    if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  } else if (args.request.method !== "PATCH") return methodNotAllowed(args.request, "PATCH");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    if (args.params.action !== undefined && !wantsStatus) throw new DomainError("errors:notFound", 404);
    const id = requireId(args.params.id);
    if (wantsStatus) {
      const { active } = await readJson(args.request, productActiveSchema);
      return ownProductJson(await setMyProductActive(user, id, active));
    }
    const outcome = await updateMyProduct(user, id, await readJson(args.request, productSchema));
    return { ...ownProductJson(outcome.product), duplicate_name: outcome.duplicateName, awaiting_review: outcome.awaitingReview };
  });
}
