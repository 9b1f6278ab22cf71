import { randomUUID } from "node:crypto";

import * as login from "~/routes/api/auth.login";

import { bearer, call, json } from "./call-route";

type Handler = (args: never) => unknown;

export const demo = {
  admin: { email: "admin01", password: "Admin#2026pass" },
  staff: { email: "staff01", password: "Staff#2026pass" },
  member: { email: "member01", password: "Member#2026pass" },
  member2: { email: "member02", password: "Member#2026pass" },
} as const;

/** An API access token for a demo user. */
export async function tokenFor(who: { email: string; password: string }): Promise<string> {
  const res = await call(login.action, "/api/auth/login", json(who));
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return String(res.body.access_token);
}

/** Calls a route handler with route params (e.g. {id}). */
export function callWith(handler: Handler, path: string, init: RequestInit, params: Record<string, string>) {
  const withParams = (args: { params: Record<string, string> }) => (handler as (a: unknown) => unknown)({ ...args, params });
  return call(withParams as Handler, path, init);
}

/** A JSON POST with the bearer token and an Idempotency-Key (a fresh one unless given). */
export function post(token: string, body: unknown, key: string | null = randomUUID()) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (key) headers["Idempotency-Key"] = key;
  return json(body, headers);
}

export { bearer, call };

/** A web session cookie for a demo account (pages authenticate with it). */
export async function cookieFor(account: string): Promise<Record<string, string>> {
  const { createSession } = await import("~/domain/sessions.server");
  const { findUserByAccount } = await import("~/domain/users.server");
  const { sessionCookie } = await import("~/utils/auth.server");
  const user = await findUserByAccount(account);
  return { Cookie: await sessionCookie.serialize(await createSession(user!.id, "web")) };
}

/**
 * Calls a page's loader or action: thrown redirects and errors come back as answers (status, Location),
 * a CSV download as { csv }.
 */
export function callPage(handler: Handler, path: string, init: RequestInit = {}, params: Record<string, string> = {}) {
  const wrapped = async (args: { params: Record<string, string> }) => {
    try {
      const result = await (handler as (a: unknown) => unknown)({ ...args, params });
      if (result instanceof Response && result.headers.get("Content-Type")?.startsWith("text/csv")) {
        return Response.json({ csv: await result.text() }, { headers: result.headers });
      }
      return result;
    } catch (error) {
      // Thrown redirects and data(…, { status }) answers are what the user gets.
      if (error instanceof Response || (error as { type?: string } | null)?.type === "DataWithResponseInit") return error;
      throw error;
    }
  };
  return call(wrapped as Handler, path, init);
}

/** A form POST with the session cookie. */
export function form(cookie: Record<string, string>, fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}
