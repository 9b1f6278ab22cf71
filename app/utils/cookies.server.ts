import { createCookie } from "react-router";
import { env } from "~/env.server";

/**
 * A cookie only the server reads and only the server can make: httpOnly, same-site lax, signed
 * with SESSION_SECRET, Secure in production.
 */
export function signedCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    maxAge: maxAgeSeconds,
    secrets: [env.SESSION_SECRET],
  });
}
