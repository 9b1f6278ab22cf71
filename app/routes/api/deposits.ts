import { z } from "zod";

import { depositView, listMyDeposits, requestDeposit } from "~/domain/wallet";
import { depositSchema, txHashField } from "~/lib/schemas/wallet";
import { api, created, idempotencyKeyOf, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/deposits";
import { depositJson } from "./presenters/wallet";

const body = depositSchema.omit({ txHash: true }).extend({ tx_hash: txHashField });

/** GET /api/deposits: the member's deposit requests, newest first. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => ({ data: (await listMyDeposits((await requireApiUser(args.request)).id)).map(depositJson) }));
}

/** POST /api/deposits {coin, amount, tx_hash} + Idempotency-Key → 201 a pending deposit at the current rate. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "GET, POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const key = idempotencyKeyOf(args.request);
    const input: z.infer<typeof body> = await readJson(args.request, body);
    const { deposit, replayed } = await requestDeposit(
      user,
      { coin: input.coin, amount: input.amount, txHash: input.tx_hash },
      key,
    );
    return created(depositJson(depositView(deposit)), replayed);
  });
}
