import { createContext, redirect, type MiddlewareFunction } from "react-router";

import type { User } from "~/db/schema";
import { isAdmin, isModerator, isStaffOrAdmin, userForToken } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";
import { localHref, localizePath } from "~/lib/i18n";

import { bearerToken, getUser } from "./auth.server";
import { getLanguage } from "./i18n.server";
import type { RequestArgs, UrlRequestArgs } from "./request.server";

/**
 * Who may open which page, decided once. Pages are protected by where they sit in app/routes.ts:
 * the layouts run these guards as middleware, so a page's loader and action (and every data
 * request or form post, not only a document load) only run once the guard has passed, and read
 * the user with `currentUser(context)`. API handlers and resource routes outside a layout call the
 * `require*` functions themselves.
 */

/** Where a signed-in user who may not enter is sent instead (a path without language prefix), or null. */
type Rule = (user: User) => string | null;

const anyMember: Rule = () => null;
const staff: Rule = (user) => (isStaffOrAdmin(user) ? null : "/dashboard");
const backOffice: Rule = (user) => (isAdmin(user) || isModerator(user) ? null : "/");
// Moderators work on the users pages only: everywhere else in the back office sends them there.
const admin: Rule = (user) => (isAdmin(user) ? null : isModerator(user) ? "/admin/users" : "/");

/** The user a guard let through, for the loaders and actions below it. */
const guardedUserContext = createContext<User | null>(null);

async function guard(args: UrlRequestArgs, rule: Rule): Promise<User> {
  const lng = getLanguage(args.context);
  const user = await getUser(args);
  if (!user) {
    const params = new URLSearchParams({ redirectTo: `${args.url.pathname}${args.url.search}` });
    throw redirect(`${localHref(lng, "/login")}?${params}`);
  }
  const elsewhere = rule(user);
  if (elsewhere) throw redirect(localizePath(elsewhere, lng));
  args.context.set(guardedUserContext, user);
  return user;
}

export const requireUser = (args: UrlRequestArgs) => guard(args, anyMember);
/** Staff pages: is_staff or is_admin (others go back to their dashboard). */
export const requireStaff = (args: UrlRequestArgs) => guard(args, staff);
/** The back office's frame: admins and moderators. */
export const requireBackOffice = (args: UrlRequestArgs) => guard(args, backOffice);
export const requireAdmin = (args: UrlRequestArgs) => guard(args, admin);

function asMiddleware(require: (args: UrlRequestArgs) => Promise<User>): MiddlewareFunction<Response> {
  return async (args, next) => {
    await require(args);
    return next();
  };
}

export const userMiddleware = asMiddleware(requireUser);
export const staffMiddleware = asMiddleware(requireStaff);
export const backOfficeMiddleware = asMiddleware(requireBackOffice);
export const adminMiddleware = asMiddleware(requireAdmin);

/** The signed-in user of a page below a guarded layout. */
export function currentUser(context: RequestArgs["context"]): User {
  const user = context.get(guardedUserContext);
  // A programming error, not a visitor's: the route is not under a guarded layout in app/routes.ts.
  if (!user) throw new Error("currentUser: no guard ran for this route");
  return user;
}

/** The user behind `Authorization: Bearer <token>`, or a 401 JSON answer. */
export async function requireApiUser(request: Request): Promise<User> {
  const token = bearerToken(request);
  const user = token ? await userForToken(token, "api") : null;
  if (!user) throw new DomainError("errors:unauthenticated", 401);
  return user;
}

/** Admins only: anyone else signed in is refused with a 403 JSON answer. */
export async function requireApiAdmin(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw new DomainError("errors:forbidden", 403);
  return user;
}

/** Admins and moderators (the users API): anyone else signed in is refused with a 403 JSON answer. */
export async function requireApiBackOffice(request: Request): Promise<User> {
  const user = await requireApiUser(request);
  if (!isAdmin(user) && !isModerator(user)) throw new DomainError("errors:forbidden", 403);
  return user;
}
