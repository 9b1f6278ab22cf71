import { listActivePackages } from "~/domain/packages";
import { api } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/packages";
import { packageJson } from "./presenters/packages";

/** GET /api/packages → the packages on sale, in display order (signed-in members). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    await requireApiUser(args.request);
    return { data: (await listActivePackages()).map(packageJson) };
  });
}
