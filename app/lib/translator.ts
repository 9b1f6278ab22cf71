import type { ResourceLanguage, TFunction } from "i18next";

import type { Language } from "./i18n";
import type { Translation } from "./use-translation";

export type TranslationParams = Record<string, unknown> & {
  count?: number;
  defaultValue?: unknown;
  returnObjects?: boolean;
};
export type Translate = (key: string, params?: TranslationParams) => string;

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;
const nested = /\$t\(([^()]+)\)/g;
const count$t = (text: string) => text.match(nested)?.length ?? 0;
const maxRemembered = 5000;

/** What lies at a dotted path ("a.b.0") inside texts or values; undefined when the path stops early. */
function valueAt(root: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      root,
    );
}

/**
 * The browser's translator (decision 151): the part of i18next this app's texts use — `ns:key.path`
 * (the default namespace when no `ns:`), `{{value}}` placeholders (not escaped: React escapes),
 * plurals by `_one`/`_other` suffixes and `count`, `$t(ns:key)` nesting, `defaultValue`, and
 * `returnObjects` (a list or group of texts, each translated). Texts made outside React keep
 * i18next; a test compares both on every text and group of texts of both languages.
 */
export function createTranslator(lng: Language, texts: ResourceLanguage, defaultNs = "common"): Translate {
  const plurals = new Intl.PluralRules(lng);
  // A namespace's texts never change once loaded: each key is looked up once (keys are the code's, a
  // bounded set). In the browser the namespaces a page did not use arrive later (lib/page-texts.ts):
  // a key of one not there yet is not remembered.
  const found = new Map<string, unknown>();
  const lookUp = (ns: string, path: string): unknown => {
    const key = `${ns}:${path}`;
    if (found.has(key)) return found.get(key);
    const value = valueAt(texts[ns], path);
    if (texts[ns] !== undefined && found.size < maxRemembered) found.set(key, value);
    return value;
  };

  const fill = (text: string, params: TranslationParams): string =>
    text.replace(placeholder, (whole, name: string) => {
      const value = valueAt(params, name);
      if (value === undefined && !Object.hasOwn(params, name)) return whole;
      return value === undefined || value === null ? "" : String(value);
    });

  const t: Translate = (key, params = {}) => {
    const colon = key.indexOf(":");
    const ns = colon >= 0 ? key.slice(0, colon) : defaultNs;
    const path = colon >= 0 ? key.slice(colon + 1) : key;
    let text = typeof params.count === "number" ? lookUp(ns, `${path}_${plurals.select(params.count)}`) : undefined;
    if (typeof text !== "string") text = lookUp(ns, path);
    if (params.returnObjects && text && typeof text === "object") {
      const group = Object.keys(text).map((part) => [part, t(`${ns}:${path}.${part}`, params)] as const);
      return (Array.isArray(text) ? group.map(([, value]) => value) : Object.fromEntries(group)) as unknown as string;
    }
    if (typeof text !== "string") {
      if (params.defaultValue === undefined) return path;
      text = String(params.defaultValue);
    }
    // Most texts are plain: nothing to fill in, nothing nested.
    if (!(text as string).includes("{{") && !(text as string).includes("$t(")) return text as string;
    const filled = fill(text as string, params);
    // As i18next: a `$t(` that came in with a value (a store named "$t(…)") is not followed.
    if (count$t(filled) > count$t(text as string)) return filled;
    const { defaultValue: _unused, ...inner } = params;
    return filled.replace(nested, (_, key: string) => t(key.trim(), inner));
  };
  return t;
}

/** What useTranslation hands components for one language: its translator over `texts`. */
export function translationIn(lng: Language, texts: ResourceLanguage): Translation {
  return { t: createTranslator(lng, texts) as unknown as TFunction, i18n: { language: lng } };
}
