import { useState } from "react";

import { readDisplayFrom } from "../display";
import type { Language } from "../i18n";
import { TranslationContext, type Translation } from "../use-translation";
import { translationFor } from "./load";

let show: ((translation: Translation) => void) | null = null;

/** The browser's TranslationContext, whose value switchTranslations replaces. */
export function TranslationProvider({ initial, children }: { initial: Translation; children: React.ReactNode }) {
  const [translation, setTranslation] = useState(initial);
  show = setTranslation;
  // Figures follow the page's language (decision 194); read during render, as the texts are.
  const { language } = translation.i18n;
  readDisplayFrom(() => ({ language, typing: language, zoneName: translation.t("common:timeZone") }));
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

let wanted: Language | null = null;

/** Fetches a language's texts (once) and re-renders the page in it, unless another was asked for meanwhile. */
export async function switchTranslations(lng: Language): Promise<void> {
  wanted = lng;
  const translation = await translationFor(lng);
  if (wanted === lng) show?.(translation);
}
