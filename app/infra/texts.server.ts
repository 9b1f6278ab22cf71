import i18next, { type TFunction, type TOptions } from "i18next";

import { translateKey, type Language } from "~/lib/i18n";
import { i18nextOptions } from "~/lib/i18n-resources";

// Texts the server stores for later readers (notifications keep both languages) or sends (mails).
const instance = i18next.createInstance();
void instance.init({ ...i18nextOptions, initAsync: false });

type Params = TOptions | ((t: TFunction, lng: Language) => TOptions);

/** Plain texts (a key alone) remembered per language: a closed set, bounded all the same. */
const rememberedTexts = 5_000;
const fixed = new Map<Language, TFunction>();

/**
 * The translations of one language, whatever the language of the request at hand. A key asked
 * alone is looked up once: i18next takes about 65 µs a call, and an export asks it for several
 * cells of every row (a statement of 20,000 rows: a quarter of its first batch's time).
 */
export function textsIn(lng: Language): TFunction {
  let t = fixed.get(lng);
  if (!t) {
    t = remembering(instance.getFixedT(lng));
    fixed.set(lng, t);
  }
  return t;
}

function remembering(t: TFunction): TFunction {
  const known = new Map<string, unknown>();
  const lookUp = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return lookUp(...args);
    let text = known.get(key);
    if (text === undefined) {
      text = lookUp(key);
      if (known.size < rememberedTexts) known.set(key, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
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
