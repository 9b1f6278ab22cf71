import { data, type MiddlewareFunction } from "react-router";

import { withRequestScope } from "~/infra/request-scope.server";
import { ensureDatabase } from "~/seed/startup.server";

import { getLanguage, getT, preferredFromHeader } from "./i18n.server";
import { knownDevice } from "./known-device.server";
import { appOrigin, clientIp, isCrossSiteRequest, readsOnly } from "./request.server";

export const databaseMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  await ensureDatabase();
  return next();
};

/**
 * Form posts from other sites are refused before any action runs: the generic error page, 403,
 * in the page's language (so this middleware runs after the i18n one).
 */
export const sameSiteFormsMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  if (!readsOnly(request) && !isApi && isCrossSiteRequest(request)) {
    throw data(getT(context)("errors:crossSite"), { status: 403 });
  }
  return next();
};

/**
 * The request's scope: the client's address for the audit entries an action writes, whether it only
 * reads, and the browser's known-device mark for the code budgets (the domain never sees the request).
 */
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  let device: ReturnType<typeof knownDevice> | undefined;
  // Pages write mails in their own language; the API in its client's Accept-Language, as its messages.
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  const language = isApi ? preferredFromHeader(request.headers.get("Accept-Language")) : getLanguage(context);
  return withRequestScope(
    {
      ip: clientIp(request),
      readsOnly: readsOnly(request),
      language,
      typing: isApi ? "en" : language,
      origin: appOrigin(request),
      device: () => (device ??= knownDevice(request)),
    },
    next,
  );
};
