import { sendPoints } from "~/domain/wallet";
import { transferSchema } from "~/lib/schemas/wallet";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/transfers";
import { transferJson } from "./presenters/wallet";

/** POST /api/transfers {account, amount, password} + Idempotency-Key → 201 the transfer (posted at once). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const key = idempotencyKeyOf(args.request);
    const input = await readJson(args.request, transferSchema);
    const result = await sendPoints(user, input, key);
    return created(transferJson(result), result.replayed);
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
