import { buyPackage } from "~/domain/packages";
import { buyPackageJsonSchema } from "~/lib/schemas/packages";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages.buy";
import { purchaseJson } from "./presenters/packages";

/** POST /api/packages/{id}/buy {password, otp?} + Idempotency-Key → 201 the purchase (200 on a replay). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const id = requireId(args.params.id);
    const key = idempotencyKeyOf(args.request);
    const input = await readJson(args.request, buyPackageJsonSchema);
    const { purchase, replayed } = await buyPackage(user, id, input, key);
    return created(purchaseJson(purchase), replayed);
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
