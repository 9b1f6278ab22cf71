import type { MiddlewareFunction } from "react-router";
import { ensureDatabase } from "~/db/startup.server";
import { isCrossSiteRequest } from "./request.server";

export const databaseMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  await ensureDatabase();
  return next();
};

/** Form posts from other sites are refused before any action runs. */
export const sameSiteFormsMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const safeMethod = request.method === "GET" || request.method === "HEAD";
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  if (!safeMethod && !isApi && isCrossSiteRequest(request)) {
    throw new Response("Cross-site form submissions are not allowed.", { status: 403 });
  }
  return next();
};
