import i18next, { type TFunction, type TOptions } from "i18next";

import { translateKey, type Language } from "~/lib/i18n";
import { i18nextOptions } from "~/lib/i18n-resources";

// Texts the server stores for later readers (notifications keep both languages) or sends (mails).
const instance = i18next.createInstance();
void instance.init({ ...i18nextOptions, initAsync: false });

type Params = TOptions | ((t: TFunction, lng: Language) => TOptions);

/** The translations of one language, whatever the language of the request at hand. */
export function textsIn(lng: Language): TFunction {
  return instance.getFixedT(lng);
}

/**
 * A notification title in English and Vietnamese: { title, viTitle }. Parameters that are texts
 * themselves (a status label) or are written differently in each language (an amount) are given as
 * a function of each language's `t` and code.
 */
export function bothLanguages(key: string, params: Params = {}): { title: string; viTitle: string } {
  const text = (lng: Language) => {
    const t = textsIn(lng);
    return translateKey(t, key, typeof params === "function" ? params(t, lng) : params);
  };
  return { title: text("en"), viTitle: text("vi") };
}
