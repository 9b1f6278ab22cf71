import { z } from "zod";

import { createSession, publicUser, sessionMaxAgeSeconds, verifyLogin, verifySecondFactor } from "~/domain/accounts";
import { otpField } from "~/lib/schemas/two-factor";
import { api, methodNotAllowed, readJson } from "~/utils/api.server";

import type { Route } from "./+types/auth.login";

const body = z.object({
  email: z.string({ error: "validation:required" }).trim().min(1, "validation:required").max(254, "validation:tooLong"),
  password: z.string({ error: "validation:required" }).min(1, "validation:required").max(128, "validation:tooLong"),
  // The authenticator's code (or a recovery code) when the member turned two-factor on.
  otp: otpField.optional(),
});

/** POST /api/auth/login {email (or username), password} → a Bearer access token for 14 days. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed("POST");
  return api(args, async () => {
    const { email, password, otp } = await readJson(args.request, body);
    const user = await verifyLogin(email, password);
    await verifySecondFactor(user.id, otp);
    return {
      access_token: await createSession(user.id, "api"),
      token_type: "Bearer",
      expires_in: sessionMaxAgeSeconds,
      user: await publicUser(user),
    };
  });
}

export function loader() {
  return methodNotAllowed("POST");
}
