import type { TFunction } from "i18next";
import { createContext, useContext } from "react";

import type { Language } from "./i18n";

/** What a component gets: the page language's `t`, and the language. */
export interface Translation {
  t: TFunction;
  i18n: { language: Language };
}

/**
 * Set by entry.server and entry.client to the same translator of the page's language (translator.ts):
 * on the server one per language, shared by every request; in the browser replaced when the
 * language changes.
 */
export const TranslationContext = createContext<Translation | null>(null);

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation needs a TranslationContext");
  return translation;
}
