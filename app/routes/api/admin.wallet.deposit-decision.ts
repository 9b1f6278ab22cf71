import { confirmDeposit, rejectDeposit } from "~/domain/wallet";
import { DomainError } from "~/lib/errors";
import { reasonJsonSchema } from "~/lib/schemas/wallet";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireId } from "~/utils/params.server";
import { requireApiAdmin } from "~/utils/permissions.server";

import type { Route } from "./+types/admin.wallet.deposit-decision";
import { depositJson } from "./presenters/wallet";

/**
 * POST /api/admin/deposits/{id}/confirm → the deposit, its CCT credited (once: a second call is 409).
 * POST /api/admin/deposits/{id}/reject {reason} → the deposit, rejected.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const admin = await requireApiAdmin(args.request);
    const id = requireId(args.params.id);
    if (args.params.decision === "confirm") return depositJson(await confirmDeposit(admin, id));
    if (args.params.decision !== "reject") throw new DomainError("errors:notFound", 404);
    const { reason } = await readJson(args.request, reasonJsonSchema);
    return depositJson(await rejectDeposit(admin, id, reason));
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
