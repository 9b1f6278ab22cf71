import { defaultLanguage, type Language } from "./i18n";

/**
 * The reader's conventions for figures (decision 194): the language numbers and times are written
 * in, and the name of the zone times are shown in. Formatting reads them here instead of taking a
 * parameter at every call: the server answers from the request's scope (request-scope.server.ts),
 * the browser from the page's translation (translations/provider.tsx).
 */
export interface Display {
  language: Language;
  /** The convention typed amounts are read in: the page's language; the API's dot decimal for its clients. */
  typing: Language;
  /** The zone every time is shown in, in the reader's words (common:timeZone). */
  zoneName: string;
}

let source: () => Display = () => ({ language: defaultLanguage, typing: defaultLanguage, zoneName: "New York" });

/** The conventions of the reader at hand. */
export function currentDisplay(): Display {
  return source();
}

/** Where the conventions come from: set once by the server, and by the browser when its language changes. */
export function readDisplayFrom(next: () => Display): void {
  source = next;
}
