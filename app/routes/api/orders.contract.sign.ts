import { contractFor, signContract } from "~/domain/contracts";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/orders.contract.sign";
import { contractJson } from "./presenters/contracts";

/**
 * POST /api/orders/{id}/contract/sign (no body) → 201 the contract: signed for the party the caller
 * stands for (the buyer first, then the store owner), with their current signature. 409 when
 * already signed, out of turn, without a saved signature, or changed since the buyer signed.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const id = requireId(args.params.id);
    await signContract(id, user);
    return Response.json(contractJson(await contractFor(id, user)), { status: 201 });
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
