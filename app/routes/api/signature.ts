import { currentSignature, saveSignature } from "~/domain/contracts";
import { signatureSchema } from "~/lib/schemas/contracts";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";
import { requireApiUser } from "~/utils/permissions.server";

import type { Route } from "./+types/signature";
import { signatureJson } from "./presenters/contracts";

/** GET /api/signature → { signature } (the member's current signature, or null). */
export async function loader(args: Route.LoaderArgs) {
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const current = await currentSignature(user.id);
    return { signature: current ? signatureJson(current) : null };
  });
}

/** POST /api/signature {kind: "drawn", path} | {kind: "typed", name} → 201 { signature } (a new row: it becomes the current one). */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "GET, POST");
  return api(args, async () => {
    const user = await requireApiUser(args.request);
    const input = await readJson(args.request, signatureSchema);
    const saved = await saveSignature(user, input);
    return Response.json({ signature: signatureJson(saved) }, { status: 201 });
  });
}
