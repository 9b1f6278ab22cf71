import { cancelWithdrawal } from "~/domain/wallet";
import { api, methodNotAllowed } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdrawals.cancel";
import { withdrawalJson } from "./presenters/wallet";

/** POST /api/withdrawals/{id}/cancel: the member's own pending withdrawal is cancelled, the hold released. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () =>
    withdrawalJson(await cancelWithdrawal(await requireApiUser(args.request), requireId(args.params.id))),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
