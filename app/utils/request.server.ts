import type { RouterContextProvider } from "react-router";

import { env } from "~/env.server";

/** A loader's, action's or middleware's request and context. */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The same with `url`: the address asked for, without React Router's own parts (`.data`, `_routes`). */
export type UrlRequestArgs = RequestArgs & { url: URL };

/** GET and HEAD only read: they carry no body, and no action runs for them. */
export function readsOnly(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** The client's address: the first X-Forwarded-For hop (set by our proxy), else the socket's. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-For");
  if (forwarded) return forwarded.split(",")[0].trim();
  return request.headers.get("X-Real-IP") ?? "local";
}

/** The public origin links in mails point to. */
export function appOrigin(request: Request): string {
  return env.APP_URL ? new URL(env.APP_URL).origin : new URL(request.url).origin;
}

/**
 * Refuses form posts made by other sites: a browser says where a request comes from with
 * Sec-Fetch-Site and Origin. Requests without either (curl, tests) are not from a browser page.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return origin === "null";
  const allowed = new Set([new URL(request.url).origin]);
  if (env.APP_URL) allowed.add(new URL(env.APP_URL).origin);
  return !allowed.has(origin);
}
