import { RouterContextProvider } from "react-router";

import { i18nextMiddleware } from "~/utils/i18n.server";

import { freshIp } from "./helpers";

type Handler = (args: never) => unknown;

/**
 * Calls a resource route's loader or action the way React Router does: through the i18next
 * middleware (which puts the translator in the context), then reads the status and JSON body.
 */
export async function call(
  handler: Handler,
  path: string,
  init: RequestInit & { ip?: string; params?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", init.ip ?? freshIp());
  const request = new Request(`http://app.test${path}`, { ...init, headers });
  const context = new RouterContextProvider();
  const args = { request, context, params: init.params ?? {} };
  let result: unknown;
  await (i18nextMiddleware as unknown as (a: unknown, next: () => Promise<Response>) => Promise<unknown>)(args, async () => {
    result = await handler(args as never);
    return new Response(null);
  });
  if (result instanceof Response) {
    const text = await result.text();
    return { status: result.status, body: text ? JSON.parse(text) : null, headers: result.headers };
  }
  const withInit = result as { type?: string; data: unknown; init?: ResponseInit | null };
  if (withInit && withInit.type === "DataWithResponseInit") {
    return {
      status: withInit.init?.status ?? 200,
      body: withInit.data as Record<string, unknown>,
      headers: new Headers(withInit.init?.headers),
    };
  }
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

export function json(body: unknown, extra: Record<string, string> = {}, method = "POST"): RequestInit {
  return { method, headers: { "Content-Type": "application/json", ...extra }, body: JSON.stringify(body) };
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
