import i18next, { type TOptions } from "i18next";
import { namespaces, resources } from "~/lib/i18n";

// Texts the server stores for later readers (notifications keep both languages).
const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: [...namespaces],
  defaultNS: "common",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A notification title in English and Vietnamese: { title, vi_title }. */
export function bothLanguages(key: string, params: TOptions = {}): { title: string; vi_title: string } {
  return { title: instance.getFixedT("en")(key, params), vi_title: instance.getFixedT("vi")(key, params) };
}
