import { contractFor } from "~/domain/contracts";
import { api } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders.contract";
import { contractJson } from "./presenters/contracts";

/** GET /api/orders/{id}/contract → the contract (parties, lines, totals, state, hashes, signatures); 404 for anyone who may not see the order. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    return contractJson(await contractFor(requireId(args.params.id), user));
  });
}
