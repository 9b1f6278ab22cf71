import { walletOf } from "~/domain/wallet";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/wallet";

/** GET /api/wallet: {currency, balance, held, available} of the signed-in member, in CCT. */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => walletOf((await requireApiUser(args.request)).id));
}
