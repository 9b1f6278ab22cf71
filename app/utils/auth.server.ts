import { createContext, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { User } from "~/db/schema";
import {
  createSession,
  revokeSession,
  sessionMaxAgeSeconds,
  userAndBalanceForToken,
  userForToken,
  verifyLogin,
} from "~/domain/accounts";

import { signedCookie } from "./cookies.server";
import { rememberDeviceHeader } from "./known-device.server";
import { keepPageBalance } from "./page-balance.server";
import { readsOnly, type RequestArgs } from "./request.server";
import { toastHeader, type Toast } from "./toast.server";

/** Holds the opaque session token; the session itself lives in the database. */
export const sessionCookie = signedCookie("__session", sessionMaxAgeSeconds);

export const authenticator = new Authenticator<User>();
authenticator.use(
  // The client's address and the known-device mark come from the request's scope (infra/request-scope).
  new FormStrategy(async ({ form }) => verifyLogin(String(form.get("email") ?? ""), String(form.get("password") ?? ""))),
  "form",
);

async function sessionToken(request: Request): Promise<string | null> {
  const token = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** The signed-in user of this request, looked up once however many loaders ask (they run at once). */
const userContext = createContext<Promise<User | null> | null>(null);

export function getUser({ request, context }: RequestArgs): Promise<User | null> {
  let user = context.get(userContext);
  if (!user) {
    user = sessionToken(request).then((token) => (token ? lookUp(token, { request, context }) : null));
    context.set(userContext, user);
  }
  return user;
}

/**
 * A request that only reads gets the balance its header shows in the same query. Not one that may
 * write: its loaders run after the action and must show the balance as the action left it. (When
 * the first to ask is a loader after an action, its Request reads GET, and the action is over.)
 */
async function lookUp(token: string, { request, context }: RequestArgs): Promise<User | null> {
  if (!readsOnly(request)) return userForToken(token, "web");
  const found = await userAndBalanceForToken(token);
  if (found) keepPageBalance(context, found.balance);
  return found?.user ?? null;
}

/** Every redirect target taken from a request goes through this one function. */
export { safeRedirect } from "~/lib/safe-redirect";

/** Signs the user in with a fresh session and sends them on; the browser becomes a known device. */
export async function startSession(user: User, redirectTo: string, request?: Request): Promise<Response> {
  const token = await createSession(user.id, "web");
  const headers = new Headers();
  if (request) headers.append("Set-Cookie", await rememberDeviceHeader(request, user.id));
  headers.append("Set-Cookie", await sessionCookie.serialize(token));
  return redirect(redirectTo, { headers });
}

/** Signs the user out and sends them on, optionally with a toast to show there. */
export async function endSession(request: Request, redirectTo: string, toast?: Toast): Promise<Response> {
  const token = await sessionToken(request);
  if (token) await revokeSession(token);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie.serialize("", { maxAge: 0 }));
  if (toast) headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(redirectTo, { headers });
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}
