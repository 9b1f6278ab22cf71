import type { RouterContextProvider } from "react-router";

import type { MailContext } from "~/domain/accounts";

import { getInstance, getLanguage, preferredFromHeader } from "./i18n.server";
import { appOrigin } from "./request.server";

/** Mails go out in the language of the page the request came from, with links back to it. */
export function mailContext(request: Request, context: Readonly<RouterContextProvider>): MailContext {
  return {
    origin: appOrigin(request),
    t: getInstance(context).t,
    pathPrefix: getLanguage(context) === "vi" ? "/vi" : "",
  };
}

/** The API's mails: in the client's Accept-Language (as its messages are), with links to the site's pages. */
export function apiMailContext(request: Request, context: Readonly<RouterContextProvider>): MailContext {
  const lng = preferredFromHeader(request.headers.get("Accept-Language"));
  return { origin: appOrigin(request), t: getInstance(context).getFixedT(lng), pathPrefix: lng === "vi" ? "/vi" : "" };
}
