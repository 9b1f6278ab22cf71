import i18next, { type TFunction, type TOptions } from "i18next";

import { i18nextOptions, translateKey } from "~/lib/i18n";

// Texts the server stores for later readers (notifications keep both languages).
const instance = i18next.createInstance();
void instance.init({ ...i18nextOptions, initAsync: false });

type Params = TOptions | ((t: TFunction) => TOptions);

/**
 * A notification title in English and Vietnamese: { title, vi_title }. Parameters that are texts
 * themselves (a status label) are given as a function of each language's `t`.
 */
export function bothLanguages(key: string, params: Params = {}): { title: string; vi_title: string } {
  const text = (lng: "en" | "vi") => {
    const t = instance.getFixedT(lng);
    return translateKey(t, key, typeof params === "function" ? params(t) : params);
  };
  return { title: text("en"), vi_title: text("vi") };
}

/** The texts of one language, for documents the server writes (a contract's PDF). */
export function textsIn(lng: "en" | "vi"): TFunction {
  return instance.getFixedT(lng);
}
