import { createSession, publicUser, sessionMaxAgeSeconds, verifyLogin, verifySecondFactor } from "~/domain/accounts";
import { apiLoginSchema } from "~/lib/schemas/auth";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";

import type { Route } from "./+types/auth.login";
import { publicUserJson } from "./presenters/users";

/** POST /api/auth/login {email (or username), password} → a Bearer access token for 14 days. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, "POST");
  return api(args, async () => {
    const { email, password, otp } = await readJson(args.request, apiLoginSchema);
    const user = await verifyLogin(email, password);
    await verifySecondFactor(user.id, otp);
    return {
      access_token: await createSession(user.id, "api"),
      token_type: "Bearer",
      expires_in: sessionMaxAgeSeconds,
      user: publicUserJson(await publicUser(user)),
    };
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST");
}
