import type { RouterContextProvider } from "react-router";

import type { MailContext } from "~/domain/accounts";

import { getLanguage, getT, preferredFromHeader, tFor } from "./i18n.server";
import { appOrigin } from "./request.server";

/** Mails go out in the language of the page the request came from, with links back to it. */
export function mailContext(request: Request, context: Readonly<RouterContextProvider>): MailContext {
  return {
    origin: appOrigin(request),
    t: getT(context),
    pathPrefix: getLanguage(context) === "vi" ? "/vi" : "",
  };
}

/** The API's mails: in the client's Accept-Language (as its messages are), with links to the site's pages. */
export function apiMailContext(request: Request): MailContext {
  const lng = preferredFromHeader(request.headers.get("Accept-Language"));
  return { origin: appOrigin(request), t: tFor(lng), pathPrefix: lng === "vi" ? "/vi" : "" };
}
