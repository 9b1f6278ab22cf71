import { listMyWithdrawals, requestWithdrawal, withdrawalView } from "~/domain/wallet";
import { withdrawalSchema } from "~/lib/schemas/wallet";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/withdrawals";
import { withdrawalJson } from "./presenters/wallet";

/** GET /api/withdrawals: the member's withdrawals, newest first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => ({
    data: (await listMyWithdrawals((await requireApiUser(args.request)).id)).map(withdrawalJson),
  }));
}

/** POST /api/withdrawals {method: usdt|ccm, amount, address (usdt), password} + Idempotency-Key → 201, the amount held. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "GET, POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const key = idempotencyKeyOf(args.request);
    const input = await readJson(args.request, withdrawalSchema);
    const { withdrawal, replayed } = await requestWithdrawal(user, input, key);
    return created(withdrawalJson(withdrawalView(withdrawal)), replayed);
  });
}
