import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

import { languageOfPath, translateKey, type Language } from "~/lib/i18n";
import { i18nextOptions } from "~/lib/i18n-resources";

const instances = new Map<Language, i18n>();

/** The one translator of a language in this process, built on first use and shared by every request. */
export function translatorFor(lng: Language): i18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nextOptions, lng, initAsync: false });
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * A translator for responses made when the i18n middleware never ran (a middleware before it
 * threw, or the request never reached React Router): the language comes from the path alone.
 */
export function fallbackI18n(pathname: string): i18n {
  return translatorFor(languageOfPath(pathname));
}

/** One translated text, for answers built outside React (server.mjs: body limits, crashes). */
export function translate(pathname: string, key: string): string {
  return translateKey(fallbackI18n(pathname).t, key);
}
