import { signedCookie } from "~/utils/cookies.server";

/**
 * Between the password and the code: who passed the password and where they were going. Signed,
 * five minutes, and it proves nothing by itself: the session starts only after the code.
 */
export const pendingCookie = signedCookie("login_2fa", 5 * 60);

interface Pending {
  userId: number;
  redirectTo: string;
  expires: number;
}

export function pendingLoginHeader(userId: number, redirectTo: string): Promise<string> {
  return pendingCookie.serialize({ userId, redirectTo, expires: Date.now() + 5 * 60_000 } satisfies Pending);
}

export async function pendingLogin(request: Request): Promise<Pending | null> {
  const value = (await pendingCookie.parse(request.headers.get("Cookie"))) as Partial<Pending> | null;
  if (!value || typeof value.userId !== "number" || typeof value.redirectTo !== "string" || typeof value.expires !== "number")
    return null;
  return value.expires > Date.now() ? (value as Pending) : null;
}

export const clearPendingLoginHeader = () => pendingCookie.serialize("", { maxAge: 0 });
