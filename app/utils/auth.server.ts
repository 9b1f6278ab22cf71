import { createContext, createCookie, redirect, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import type { User } from "~/db/schema";
import { verifyLogin } from "~/domain/auth.server";
import { DomainError } from "~/domain/errors";
import { isAdmin, isModerator, isStaffOrAdmin } from "~/domain/permissions.server";
import { createSession, revokeSession, sessionMaxAgeSeconds, userForToken } from "~/domain/sessions.server";
import { env } from "~/env.server";
import { localizePath } from "~/lib/i18n";

import { signedCookie } from "./cookies.server";
import { getLanguage } from "./i18n.server";
import { knownDevice, rememberDeviceHeader } from "./known-device.server";
import { clientIp } from "./request.server";
import { toastHeader, type Toast } from "./toast.server";

const secure = env.NODE_ENV === "production";

/** Holds the opaque session token; the session itself lives in the database. */
export const sessionCookie = signedCookie("__session", sessionMaxAgeSeconds);

/** The name the store header greets with (the specification's userName cookie). */
export const userNameCookie = createCookie("userName", { path: "/", sameSite: "lax", secure, maxAge: sessionMaxAgeSeconds });

export const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) =>
    verifyLogin(
      String(form.get("email") ?? ""),
      String(form.get("password") ?? ""),
      clientIp(request),
      await knownDevice(request),
    ),
  ),
  "form",
);

async function sessionToken(request: Request): Promise<string | null> {
  const token = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof token === "string" && token.length > 0 ? token : null;
}

/** A loader's, action's or middleware's request and context. */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in user of this request, looked up once however many loaders ask (they run at once). */
const userContext = createContext<Promise<User | null> | null>(null);

export function getUser({ request, context }: RequestArgs): Promise<User | null> {
  let user = context.get(userContext);
  if (!user) {
    user = sessionToken(request).then((token) => (token ? userForToken(token, "web") : null));
    context.set(userContext, user);
  }
  return user;
}

/** Every redirect target taken from a request goes through this one function. */
export { safeRedirect } from "~/lib/safe-redirect";

export async function requireUser(args: RequestArgs): Promise<User> {
  const user = await getUser(args);
  if (user) return user;
  const url = new URL(args.request.url);
  const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`${localizePath("/login", getLanguage(args.context))}?${params}`);
}

export async function requireStaff(args: RequestArgs): Promise<User> {
  const user = await requireUser(args);
  if (isStaffOrAdmin(user)) return user;
  throw redirect(localizePath("/dashboard", getLanguage(args.context)));
}

/** Admin layout rule: admins pass; moderators only on /admin/users; everyone else goes home. */
export async function requireBackOffice(args: RequestArgs): Promise<User> {
  const user = await requireUser(args);
  const lng = getLanguage(args.context);
  if (isAdmin(user)) return user;
  if (isModerator(user)) {
    const path = new URL(args.request.url).pathname.replace(/^\/vi(?=\/|$)/, "");
    if (path === "/admin/users" || path.startsWith("/admin/users/")) return user;
    throw redirect(localizePath("/admin/users", lng));
  }
  throw redirect(localizePath("/", lng));
}

/** Signs the user in with a fresh session and sends them on; the browser becomes a known device. */
export async function startSession(user: User, redirectTo: string, request?: Request): Promise<Response> {
  const token = await createSession(user.id, "web");
  const headers = new Headers();
  if (request) headers.append("Set-Cookie", await rememberDeviceHeader(request, user.id));
  headers.append("Set-Cookie", await sessionCookie.serialize(token));
  headers.append("Set-Cookie", await userNameCookie.serialize(user.name));
  return redirect(redirectTo, { headers });
}

/** Signs the user out and sends them on, optionally with a toast to show there. */
export async function endSession(request: Request, redirectTo: string, toast?: Toast): Promise<Response> {
  const token = await sessionToken(request);
  if (token) await revokeSession(token);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie.serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", await userNameCookie.serialize("", { maxAge: 0 }));
  if (toast) headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(redirectTo, { headers });
}

/** The user behind `Authorization: Bearer <token>`, or a 401 JSON answer. */
export async function requireApiUser(request: Request): Promise<User> {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const user = match ? await userForToken(match[1], "api") : null;
  if (!user) throw new DomainError("errors:unauthenticated", 401);
  return user;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match ? match[1] : null;
}
