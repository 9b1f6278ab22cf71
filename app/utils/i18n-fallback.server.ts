import type { i18n } from "i18next";

import { languageOfPath, translateKey } from "~/lib/i18n";

import { preferredFromHeader, translatorFor } from "./i18n.server";

/**
 * A translator for responses made when the i18n middleware never ran (a middleware before it
 * threw, or the request never reached React Router): the language comes from the path alone.
 */
export function fallbackI18n(pathname: string): i18n {
  return translatorFor(languageOfPath(pathname));
}

/**
 * One translated text, for answers built outside React (server.mjs: body limits, crashes): in the
 * path's language, or for the API in the client's Accept-Language, as its other messages.
 */
export function translate(pathname: string, key: string, acceptLanguage?: string | null): string {
  const translator = pathname.startsWith("/api/")
    ? translatorFor(preferredFromHeader(acceptLanguage ?? null))
    : fallbackI18n(pathname);
  return translateKey(translator.t, key);
}
