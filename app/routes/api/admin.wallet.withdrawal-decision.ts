import { decidableMethods, decideWithdrawal } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";
import { payoutJsonSchema, reasonJsonSchema } from "~/lib/schemas/wallet";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.withdrawal-decision";
import { withdrawalJson } from "./presenters/wallet";

/**
 * POST /api/admin/withdrawals/{id}/approve {tx_hash} → paid: the hold is posted.
 * POST /api/admin/withdrawals/{id}/reject {reason} → the hold is voided.
 * Admins decide every withdrawal, staff the CCM ones; a decided one answers 409.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    // Who may decide at all comes before what is asked: a member learns nothing from the path.
    if (decidableMethods(user).length === 0) throw new DomainError("errors:forbidden", 403);
    const id = requireId(args.params.id);
    if (args.params.decision === "approve") {
      const { tx_hash } = await readJson(args.request, payoutJsonSchema);
      return withdrawalJson(await decideWithdrawal(user, id, { intent: "approve", payoutTxHash: tx_hash }));
    }
    if (args.params.decision !== "reject") throw new DomainError("errors:notFound", 404);
    const { reason } = await readJson(args.request, reasonJsonSchema);
    return withdrawalJson(await decideWithdrawal(user, id, { intent: "reject", reason }));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
